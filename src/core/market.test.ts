import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { marketHints, resolveMarket, shopperMarket } from './market.ts';

const realNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
function browser(languages: string[]) {
  Object.defineProperty(globalThis, 'navigator', { value: { languages, language: languages[0] ?? '' }, configurable: true });
}

describe('shopperMarket', () => {
  afterEach(() => {
    delete (globalThis as { Shopify?: unknown }).Shopify;
    if (realNavigator) Object.defineProperty(globalThis, 'navigator', realNavigator);
  });

  it('takes the country the page names first (attribute, else Shopify\'s), then the language\'s region, else ZZ', () => {
    browser(['fr-CA', 'en']);
    assert.equal(shopperMarket('ie'), 'IE');
    assert.equal(shopperMarket(marketHints({}, { country: 'gb' }, undefined).country), 'GB');
    assert.equal(shopperMarket(undefined), 'CA');
    assert.equal(shopperMarket('<script>'), 'CA');
    browser(['en', 'de']);
    assert.equal(shopperMarket(undefined), 'ZZ', 'not the U.S. merely because nothing says otherwise');
  });
});

describe('the shopper\'s market', () => {
  it('takes a supported locale with its market\'s country and currency', () => {
    assert.deepEqual(resolveMarket({ locale: 'fr-CA' }), { locale: 'fr-CA', country: 'CA', currency: 'CAD', fallbacks: [] });
    assert.deepEqual(resolveMarket({ locale: 'en-GB' }), { locale: 'en-GB', country: 'GB', currency: 'GBP', fallbacks: [] });
    assert.deepEqual(resolveMarket({ locale: 'en-IE' }), { locale: 'en-IE', country: 'IE', currency: 'EUR', fallbacks: [] });
  });

  it('reads Shopify\'s language-only locale together with its country', () => {
    const hints = marketHints({}, { locale: 'fr', country: 'CA', currency: { active: 'CAD' } }, 'en');
    assert.deepEqual(resolveMarket(hints), { locale: 'fr-CA', country: 'CA', currency: 'CAD', fallbacks: [] });
    assert.equal(resolveMarket(marketHints({}, { locale: 'en', country: 'IE' }, undefined)).locale, 'en-IE');
  });

  it('prefers the attributes to Shopify and Shopify to the page language', () => {
    assert.equal(resolveMarket(marketHints({ locale: 'en-GB' }, { locale: 'fr', country: 'CA' }, 'en-US')).locale, 'en-GB');
    assert.equal(resolveMarket(marketHints({}, undefined, 'fr-CA')).locale, 'fr-CA');
    assert.equal(resolveMarket(marketHints({}, undefined, undefined)).locale, 'en-US');
  });

  it('falls back along the language and says so', () => {
    const french = resolveMarket({ locale: 'fr-FR' });
    assert.equal(french.locale, 'fr-CA');
    assert.match(french.fallbacks.join(), /fr-FR/);
    const german = resolveMarket({ locale: 'de-DE' });
    assert.equal(german.locale, 'en-US');
    assert.equal(german.fallbacks.length, 1);
    assert.equal(resolveMarket({ locale: 'de', country: 'IE' }).locale, 'en-IE');
  });

  it('replaces an unknown currency with the market\'s', () => {
    const market = resolveMarket({ locale: 'en-GB', currency: 'JPY' });
    assert.equal(market.currency, 'GBP');
    assert.match(market.fallbacks.join(), /JPY/);
    assert.equal(resolveMarket({ locale: 'en-CA', currency: 'usd' }).currency, 'USD');
  });
});
