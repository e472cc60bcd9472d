/**
 * The shopper's market as the first-party events record it (docs/insights.md "Events"): the element's
 * `locale`/`country` attributes, else Shopify's storefront globals, else `<html lang>`, resolved to a
 * supported market exactly as the element shows it. Once `src/stores/market.ts` (`$market`) exists, this
 * becomes `$market.get()`.
 */
import { marketHints, resolveMarket, type Market, type ShopifyGlobals } from '../core/market.ts';
import { $host } from '../stores/host.ts';

export function eventMarket(): Market {
  const host = $host.get();
  const attribute = (name: string) => host?.getAttribute(name) ?? undefined;
  const shopify = (globalThis as { Shopify?: ShopifyGlobals }).Shopify;
  return resolveMarket(marketHints({ locale: attribute('locale'), country: attribute('country') }, shopify, document.documentElement.lang));
}
