/** Prices shown on the recommendation pages, derived from the content (one source: the product list). */
import { DEFAULT_KIT_PRICE } from '../core/constants.ts';
import type { QuizResult } from '../core/types.ts';

/**
 * The Discovery Kit's price on variant A's buttons: the price of the product whose variant id is the
 * quiz result's (the kit the buttons add), else the default kit price.
 */
export function kitPrice(result: QuizResult | null): number {
  const kit = result?.productRecommends.find((product) => product.shopifyVariantId && product.shopifyVariantId === result.shopifyVariantId);
  return kit && Number.isFinite(kit.price) && kit.price > 0 ? kit.price : DEFAULT_KIT_PRICE;
}

/** The price before the discount (`price` is the sale price, `percentOff` the saving); undefined without a usable discount. */
export function compareAtPrice(price: number, percentOff: number | undefined): number | undefined {
  if (percentOff === undefined || !Number.isFinite(percentOff) || percentOff <= 0 || percentOff >= 100) return undefined;
  return Math.round((price / (1 - percentOff / 100)) * 100) / 100;
}
