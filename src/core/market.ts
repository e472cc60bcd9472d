/**
 * The shopper's market as an ISO country code: Shopify's storefront country (`window.Shopify.country`),
 * else the region of the browser's language (`en-CA` → `CA`), else `ZZ` (unknown: the default wording).
 */
export function shopperMarket(): string {
  const shopify = (globalThis as { Shopify?: { country?: unknown } }).Shopify?.country;
  if (typeof shopify === 'string' && /^[A-Za-z]{2}$/.test(shopify)) return shopify.toUpperCase();
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
  for (const language of languages) {
    const region = /^[a-z]{2,3}-([a-z]{2})\b/i.exec(language)?.[1];
    if (region) return region.toUpperCase();
  }
  return 'ZZ';
}

/** The shopper's language as BCP 47 (`en-CA`), `en` when the browser gives none usable. */
export function shopperLocale(): string {
  const language = typeof navigator === 'undefined' ? '' : navigator.language;
  return /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(language) && language.length <= 35 ? language : 'en';
}
