/**
 * Which price a shopper sees: the offer of their market. A product's own price fields are the U.S.
 * offer; every other market's is in its `marketOffers` (contract/markets.ts). A market without an offer,
 * or whose offer is in another currency than the shopper pays in, shows no price: a figure in the wrong
 * currency beside the store's own would mislead (the cart link still works; Shopify prices the cart).
 */
import type { Money } from './money.ts';
import type { ProductRecommend } from './types.ts';

export interface Offer {
  price?: Money;
  compareAtPrice?: Money;
  credit?: Money;
}

/** Where the shopper buys: the country that picks the offer and the currency it must be in. */
export interface PriceMarket {
  country: string;
  currency: string;
}

/** The U.S. offer: the product's own fields (contract/content-documents.ts). */
export const HOME_COUNTRY = 'US';

/** The product's offer for `market`, or null when it has none to show there. */
export function offerFor(product: ProductRecommend, market: PriceMarket): Offer | null {
  const offer: Offer | undefined = market.country === HOME_COUNTRY
    ? { ...(product.price ? { price: product.price } : {}), ...(product.compareAtPrice ? { compareAtPrice: product.compareAtPrice } : {}), ...(product.credit ? { credit: product.credit } : {}) }
    : product.marketOffers?.find((candidate) => candidate.country === market.country);
  if (!offer) return null;
  // The U.S. offer may lack a price (the default one then shows); another market's always has one.
  if (offer.price && offer.price.currency !== market.currency) return null;
  return offer;
}
