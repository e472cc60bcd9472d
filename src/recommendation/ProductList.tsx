/** Variants B/C: the product recommendations over the background picture; C reverses their order. */
import { PICTURE_DESKTOP_FROM_PX } from '../core/constants.ts';
import type { QuizResult } from '../core/types.ts';
import { ProductCard } from './ProductCard.tsx';
import { PRODUCT_CARD_SECTION_BASE } from './sections.ts';

interface ProductListProps {
  result: QuizResult;
  reversed: boolean;
}

export function ProductList({ result, reversed }: ProductListProps) {
  const { backgroundImage: desktop, backgroundImageMobile: mobile } = result;
  const fallback = mobile ?? desktop;
  const cards = result.productRecommends.map((product, index) => ({ product, section: PRODUCT_CARD_SECTION_BASE + index }));
  // Reversing the DOM order (not only the visual one) keeps reading and tab order in step with the layout.
  if (reversed) cards.reverse();
  return (
    <section className="rec-section products" part="section" aria-labelledby="rec-products-title" data-section="products">
      {fallback && (
        <picture className="products-background">
          {desktop && mobile && <source media={`(min-width: ${PICTURE_DESKTOP_FROM_PX}px)`} srcSet={desktop.url} width={desktop.width} height={desktop.height} />}
          <img src={fallback.url} alt={desktop?.altText || fallback.altText} width={fallback.width} height={fallback.height} />
        </picture>
      )}
      <div className="products-content">
        <h2 id="rec-products-title">{result.recommendProductListTitle || 'Your recommendations'}</h2>
        <ul className={`product-list${reversed ? ' reversed' : ''}`} data-layout={reversed ? 'reversed' : 'normal'}>
          {cards.map(({ product, section }) => <ProductCard key={product._key} product={product} section={section} />)}
        </ul>
      </div>
    </section>
  );
}
