/**
 * The shopper's market: language, country and currency, from the element's attributes, else Shopify's
 * storefront globals, else the page's `<html lang>`, else the U.S. An unsupported locale falls back along
 * its language (`fr-FR` → `fr-CA`; `de-DE` → English) and an unknown currency to the market's own.
 */
import { DEFAULT_LOCALE, LOCALES, MARKETS, type Currency, type Locale } from '../../contract/markets.ts';

export { DEFAULT_LOCALE, LOCALES, MARKETS, type Currency, type Locale };
const CURRENCIES = new Set<string>(LOCALES.map((locale) => MARKETS[locale].currency));

export interface Market {
  locale: Locale;
  country: string;
  currency: Currency;
  /** Why a requested value was not used as is, for one console note; empty when all were. */
  fallbacks: string[];
}

export interface MarketHints {
  locale?: string | undefined;
  country?: string | undefined;
  currency?: string | undefined;
}

/** What a Shopify storefront exposes on `window.Shopify` (Markets). */
export interface ShopifyGlobals {
  locale?: unknown;
  country?: unknown;
  currency?: { active?: unknown } | undefined;
}

const text = (value: unknown): string | undefined =>
  (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** The hints in order of precedence: attributes, then Shopify's globals, then `<html lang>`. */
export function marketHints(attributes: MarketHints, shopify: ShopifyGlobals | undefined, htmlLang: string | undefined): MarketHints {
  return {
    locale: text(attributes.locale) ?? text(shopify?.locale) ?? text(htmlLang),
    country: text(attributes.country) ?? text(shopify?.country),
    currency: text(attributes.currency) ?? text(shopify?.currency?.active),
  };
}

/** The hints of this page: the element's attributes, then Shopify's storefront globals, then `<html lang>`. */
export function pageMarketHints(attributes: MarketHints): MarketHints {
  const shopify = (globalThis as { Shopify?: unknown }).Shopify;
  const htmlLang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return marketHints(attributes, shopify !== null && typeof shopify === 'object' ? shopify as ShopifyGlobals : undefined, htmlLang);
}

/** The supported locale for a BCP 47 tag and a country: exact, else the language in that country, else its first. */
function localeFor(tag: string | undefined, country: string | undefined): Locale | undefined {
  if (!tag) return undefined;
  const [language = '', region] = tag.replace('_', '-').split('-');
  const wanted = `${language.toLowerCase()}-${(region ?? country ?? '').toUpperCase()}`;
  const exact = LOCALES.find((locale) => locale === wanted);
  if (exact) return exact;
  const inCountry = LOCALES.find((locale) => locale.startsWith(`${language.toLowerCase()}-`) && MARKETS[locale].country === country?.toUpperCase());
  return inCountry ?? LOCALES.find((locale) => locale.startsWith(`${language.toLowerCase()}-`));
}

/** The supported locale for the hints; a language we do not speak: English, in the shopper's country when we serve it. */
export function marketLocale(hints: MarketHints): Locale {
  const country = hints.country?.toUpperCase();
  return localeFor(hints.locale, country) ?? localeFor('en', country) ?? DEFAULT_LOCALE;
}

export function resolveMarket(hints: MarketHints): Market {
  const fallbacks: string[] = [];
  const country = hints.country?.toUpperCase();
  const locale = marketLocale(hints);
  if (!localeFor(hints.locale, country)) {
    if (hints.locale) fallbacks.push(`locale "${hints.locale}" is not supported: showing ${locale}`);
  } else if (hints.locale && hints.locale.toLowerCase() !== locale.toLowerCase() && hints.locale.includes('-')) {
    fallbacks.push(`locale "${hints.locale}" is not supported: showing ${locale}`);
  }
  const currency = hints.currency?.toUpperCase();
  const marketCurrency = MARKETS[locale].currency;
  const known = currency !== undefined && CURRENCIES.has(currency);
  if (currency && !known) fallbacks.push(`currency "${hints.currency}" is not supported: showing ${marketCurrency}`);
  return {
    locale,
    country: country && /^[A-Z]{2}$/.test(country) ? country : MARKETS[locale].country,
    currency: (known ? currency : marketCurrency) as Currency,
    fallbacks,
  };
}

/** The language part of a locale: which description rules and translations apply. */
export const languageOf = (locale: Locale): 'en' | 'fr' => (locale.startsWith('fr') ? 'fr' : 'en');

/**
 * The consent wording's market as an ISO country code: the country the page names (the `country`
 * attribute, else `window.Shopify.country`: `hinted`), else the region of the browser's language
 * (`en-CA` → `CA`), else `ZZ` (unknown: the default wording). Never the U.S. merely by default.
 */
export function shopperMarket(hinted: string | undefined): string {
  if (hinted && /^[A-Za-z]{2}$/.test(hinted)) return hinted.toUpperCase();
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
  for (const language of languages) {
    const region = /^[a-z]{2,3}-([a-z]{2})\b/i.exec(language)?.[1];
    if (region) return region.toUpperCase();
  }
  return 'ZZ';
}
