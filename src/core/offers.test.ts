import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { offerFor } from './offers.ts';
import type { ProductRecommend } from './types.ts';

const kit: ProductRecommend = {
  _key: 'kit', title: 'Kit', description: [], isBestValue: false,
  price: { amount: 24.99, currency: 'USD' }, compareAtPrice: { amount: 32, currency: 'USD' }, credit: { amount: 25, currency: 'USD' },
  marketOffers: [
    { country: 'CA', price: { amount: 34.99, currency: 'CAD' }, credit: { amount: 35, currency: 'CAD' } },
    { country: 'GB', price: { amount: 19.99, currency: 'GBP' } },
  ],
};

describe('the offer a shopper sees', () => {
  it("is the product's own prices in the U.S. and the market's offer elsewhere", () => {
    assert.equal(offerFor(kit, { country: 'US', currency: 'USD' })?.price?.amount, 24.99);
    assert.deepEqual(offerFor(kit, { country: 'CA', currency: 'CAD' }), kit.marketOffers?.[0]);
    assert.equal(offerFor(kit, { country: 'GB', currency: 'GBP' })?.price?.currency, 'GBP');
  });

  it('is none for a market without an offer: no U.S. price for Ireland', () => {
    assert.equal(offerFor(kit, { country: 'IE', currency: 'EUR' }), null);
    assert.equal(offerFor(kit, { country: 'FR', currency: 'EUR' }), null);
  });

  it('is none when the shopper pays in another currency than the offer is in', () => {
    assert.equal(offerFor(kit, { country: 'CA', currency: 'USD' }), null);
    assert.equal(offerFor(kit, { country: 'US', currency: 'CAD' }), null);
  });
});
