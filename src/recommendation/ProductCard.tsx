/** One product of variants B/C: tag, images, rating and reviews, rich-text description, prices, add-to-cart, size and shipping (all from content). */
import type { ProductView } from '../core/results-copy.ts';
import { AddToCartButton } from './AddToCartButton.tsx';
import { useCopy } from './CartContext.ts';
import { RichText } from './RichText.tsx';

interface ProductCardProps {
  view: ProductView;
  section: number;
}

/** Five stars filled to the rating (drawn, so a 4.8 shows as such). */
function Stars({ rating, label }: { rating: number; label: string }) {
  const width = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <span className="stars" role="img" aria-label={label}>
      <span className="stars-empty" aria-hidden="true">★★★★★</span>
      <span className="stars-full" aria-hidden="true" style={{ width }}>★★★★★</span>
    </span>
  );
}

export function ProductCard({ view, section }: ProductCardProps) {
  const { copy } = useCopy();
  const { product, price, compareAtPrice, button, saving, reviews, ratingLabel, description } = view;
  const { title, image, badgeImage, isBestValue, shopifyVariantId, rating, sampleSize, shippingNote } = product;
  return (
    <li className={`product-card${isBestValue ? ' best-value' : ''}`} part="card" data-product={product._key}>
      {isBestValue && copy.bestValue && <p className="best-value-tag">{copy.bestValue}</p>}
      <div className="product-images">
        {image && <img className="product-image" src={image.url} alt={image.altText} width={image.width} height={image.height} loading="lazy" decoding="async" />}
        {badgeImage && <img className="product-badge" src={badgeImage.url} alt={badgeImage.altText} width={badgeImage.width} height={badgeImage.height} loading="lazy" decoding="async" />}
      </div>
      <h3 className="product-title">{title}</h3>
      {reviews && rating !== undefined && (
        <p className="rating">
          <Stars rating={rating} label={ratingLabel} />
          <span className="reviews">{reviews}</span>
        </p>
      )}
      <div className="product-description"><RichText value={description} /></div>
      {price && (
        <p className="price" part="price">
          {compareAtPrice !== undefined && (
            <><s className="price-compare"><span className="visually-hidden">{copy.regularPrice} </span>{compareAtPrice}</s>{' '}</>
          )}
          <span className="price-sale"><span className="visually-hidden">{compareAtPrice !== undefined ? copy.salePrice : copy.price}{' '}</span>{price}</span>
        </p>
      )}
      {sampleSize && <p className="sample-size">{sampleSize}</p>}
      <AddToCartButton section={section} productVariantId={shopifyVariantId ?? ''} className="product-add">
        <span>{button}</span>
        {saving && <>{' '}<span className="percent-off">{saving}</span></>}
      </AddToCartButton>
      {shippingNote && <p className="shipping-note">{shippingNote}</p>}
    </li>
  );
}
