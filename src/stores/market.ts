/**
 * The shopper's market (locale, country, currency) as the element resolved it (../core/market.ts): from
 * its `locale`, `country` and `currency` attributes, else Shopify's storefront globals, else the page's
 * `<html lang>`. Set by the element on connection and whenever one of those attributes changes.
 */
import { atom } from 'nanostores';
import { pageMarketHints, resolveMarket, type Market, type MarketHints } from '../core/market.ts';

export const $market = atom<Market>(resolveMarket({}));
/** The hints as found, before resolution: the consent wording's market reads the country asked for. */
export const $marketHints = atom<MarketHints>({});

/** Fallback notes already logged: the same one is said once per page. */
const noted = new Set<string>();

/** Resolves the market from the element's attributes and the page; an unchanged market keeps its value. */
export function followMarket(attributes: MarketHints): Market {
  const hints = pageMarketHints(attributes);
  const next = resolveMarket(hints);
  const current = $market.get();
  const note = next.fallbacks.join('; ');
  if (note && !noted.has(note)) {
    noted.add(note);
    console.warn(`[fragrance-quiz] ${note}`);
  }
  $marketHints.set(hints);
  if (next.locale !== current.locale || next.country !== current.country || next.currency !== current.currency) $market.set(next);
  return $market.get();
}
