import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { withMarketOffers } from './market-offers.ts';
import { normalizeQuizResult } from './normalize-documents.ts';

const money = (amount: unknown, currency: unknown) => ({ amount, currency });
const answer = [{
  quizResult: {
    productRecommends: [
      {
        _key: 'kit', title: 'Kit', price: money(24.99, 'USD'),
        marketOffers: [
          { country: 'ca', price: money(34.99, 'cad'), compareAtPrice: money(44, 'CAD'), credit: money(-1, 'CAD') },
          { country: 'CA', price: money(1, 'CAD') },
          { country: 'GB', price: 19.99 },
          { country: 'Ireland', price: money(22.99, 'EUR') },
          null,
        ],
      },
      { _key: 'sampler', title: 'Sampler', price: money(60, 'USD') },
    ],
  },
}];

describe("a product's offers in the other markets", () => {
  it('keeps each usable offer once per country, in upper case, and names what it dropped', () => {
    const result = withMarketOffers(normalizeQuizResult(answer, 'https://x/')!.value, answer);
    const [kit, sampler] = result.productRecommends;
    assert.deepEqual(kit?.marketOffers, [{ country: 'CA', price: { amount: 34.99, currency: 'CAD' }, compareAtPrice: { amount: 44, currency: 'CAD' } }]);
    assert.equal(sampler?.marketOffers, undefined);
    assert.deepEqual(result.problems, [
      'product "Kit": a second offer for CA was dropped',
      'product "Kit": an offer without a country or a price (amount and currency) was dropped',
      'product "Kit": an offer without a country or a price (amount and currency) was dropped',
      'product "Kit": an offer without a country or a price (amount and currency) was dropped',
    ]);
  });
});
