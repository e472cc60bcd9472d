/**
 * Variants B/C: the product recommendations over the background picture. C reverses each card's
 * layout (details first, picture after) but never the order: the personalised kit stays first under
 * the list's title.
 */
import { PICTURE_DESKTOP_FROM_PX } from '../core/constants.ts';
import type { QuizResult } from '../core/types.ts';
import { useCopy } from './CartContext.ts';
import { ProductCard } from './ProductCard.tsx';
import { PRODUCT_CARD_SECTION_BASE } from './sections.ts';

interface ProductListProps {
  result: QuizResult;
  reversed: boolean;
}

export function ProductList({ result, reversed }: ProductListProps) {
  const { backgroundImage: desktop, backgroundImageMobile: mobile } = result;
  const fallback = mobile ?? desktop;
  const { products, copy } = useCopy();
  return (
    <section className="rec-section products" part="section" aria-labelledby="rec-products-title" data-section="products">
      {fallback && (
        <picture className="products-background">
          {desktop && mobile && <source media={`(min-width: ${PICTURE_DESKTOP_FROM_PX}px)`} srcSet={desktop.url} width={desktop.width} height={desktop.height} />}
          <img src={fallback.url} alt={desktop?.altText || fallback.altText} width={fallback.width} height={fallback.height} />
        </picture>
      )}
      <div className="products-content">
        <h2 id="rec-products-title">{result.recommendProductListTitle || copy.kitHeading}</h2>
        <ul className={`product-list${reversed ? ' reversed' : ''}`} data-layout={reversed ? 'reversed' : 'normal'}>
          {products.map((view, index) => <ProductCard key={view.product._key} view={view} section={PRODUCT_CARD_SECTION_BASE + index} />)}
        </ul>
        {(copy.deliveryNote || copy.returnsNote) && (
          <ul className="assurances">
            {copy.deliveryNote && <li>{copy.deliveryNote}</li>}
            {copy.returnsNote && <li>{copy.returnsNote}</li>}
          </ul>
        )}
      </div>
    </section>
  );
}
