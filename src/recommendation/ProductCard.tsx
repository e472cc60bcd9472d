/** One product of variants B/C: tag, images, rating, rich-text description, add-to-cart. */
import { REVIEW_COUNT } from '../core/constants.ts';
import { formatPrice } from '../core/cart-links.ts';
import type { ProductRecommend } from '../core/types.ts';
import { AddToCartButton } from './AddToCartButton.tsx';
import { compareAtPrice } from './prices.ts';
import { RichText } from './RichText.tsx';

interface ProductCardProps {
  product: ProductRecommend;
  section: number;
}

export function ProductCard({ product, section }: ProductCardProps) {
  const { title, image, badgeImage, isBestValue, description, price, percentOff, shopifyVariantId } = product;
  const compareAt = compareAtPrice(price, percentOff);
  return (
    <li className={`product-card${isBestValue ? ' best-value' : ''}`} part="card" data-product={product._key}>
      {isBestValue && <p className="best-value-tag">Best Value</p>}
      <div className="product-images">
        {image && <img className="product-image" src={image.url} alt={image.altText} width={image.width} height={image.height} loading="lazy" decoding="async" />}
        {badgeImage && <img className="product-badge" src={badgeImage.url} alt={badgeImage.altText} width={badgeImage.width} height={badgeImage.height} loading="lazy" decoding="async" />}
      </div>
      <h3 className="product-title">{title}</h3>
      <p className="rating">
        <span className="stars" role="img" aria-label="Rated 5 out of 5">★★★★★</span>
        <span className="reviews">{REVIEW_COUNT} Reviews</span>
      </p>
      <div className="product-description"><RichText value={description} /></div>
      <p className="price" part="price">
        {compareAt !== undefined && (
          <><s className="price-compare"><span className="visually-hidden">Regular price </span>${formatPrice(compareAt)}</s>{' '}</>
        )}
        <span className="price-sale"><span className="visually-hidden">{compareAt !== undefined ? 'Sale price ' : 'Price '}</span>${formatPrice(price)}</span>
        {percentOff !== undefined && compareAt !== undefined && <>{' '}<span className="price-saving">Save {percentOff}%</span></>}
      </p>
      <AddToCartButton section={section} productVariantId={shopifyVariantId ?? ''} className="product-add">
        <span>ADD TO CART - ${formatPrice(price)}</span>
        {percentOff !== undefined && <>{' '}<span className="percent-off">({percentOff}%OFF)</span></>}
      </AddToCartButton>
      <p className="shipping-note">Free U.S. shipping</p>
    </li>
  );
}
