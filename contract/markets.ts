/**
 * The markets the store ships to: each supported locale with its country and currency. The element's
 * market detection (src/core/market.ts), the description rules (./ai-rules.ts), the content's per-market
 * offers and translations all derive from this list.
 */
export const MARKETS = {
  'en-US': { country: 'US', currency: 'USD' },
  'en-CA': { country: 'CA', currency: 'CAD' },
  'fr-CA': { country: 'CA', currency: 'CAD' },
  'en-GB': { country: 'GB', currency: 'GBP' },
  'en-IE': { country: 'IE', currency: 'EUR' },
} as const;

export type Locale = keyof typeof MARKETS;
export type Currency = (typeof MARKETS)[Locale]['currency'];
export type MarketCountry = (typeof MARKETS)[Locale]['country'];
export const DEFAULT_LOCALE: Locale = 'en-US';
export const LOCALES = Object.keys(MARKETS) as Locale[];
/** The locales a translation document may have: every one but the base language of the content. */
export const TRANSLATION_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
export const MARKET_COUNTRIES = [...new Set(LOCALES.map((locale) => MARKETS[locale].country))] as MarketCountry[];
