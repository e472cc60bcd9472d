import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { shopperLocale, shopperMarket } from './market.ts';

const realNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
function browser(languages: string[]) {
  Object.defineProperty(globalThis, 'navigator', { value: { languages, language: languages[0] ?? '' }, configurable: true });
}

describe('shopperMarket', () => {
  afterEach(() => {
    delete (globalThis as { Shopify?: unknown }).Shopify;
    if (realNavigator) Object.defineProperty(globalThis, 'navigator', realNavigator);
  });

  it('takes Shopify\'s storefront country first, then the language\'s region, else ZZ', () => {
    browser(['fr-CA', 'en']);
    (globalThis as { Shopify?: unknown }).Shopify = { country: 'ie' };
    assert.equal(shopperMarket(), 'IE');
    delete (globalThis as { Shopify?: unknown }).Shopify;
    assert.equal(shopperMarket(), 'CA');
    browser(['en', 'de']);
    assert.equal(shopperMarket(), 'ZZ');
  });

  it('a usable locale, else en', () => {
    browser(['en-GB']);
    assert.equal(shopperLocale(), 'en-GB');
    browser(['<script>']);
    assert.equal(shopperLocale(), 'en');
  });
});
