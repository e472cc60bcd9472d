import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { formatCount, formatMoney, formatPercent, percentOff } from './money.ts';

describe('money', () => {
  it('formats a price in its currency and the locale, whole amounts without cents', () => {
    assert.equal(formatMoney({ amount: 24.99, currency: 'USD' }, 'en-US'), '$24.99');
    assert.equal(formatMoney({ amount: 25, currency: 'USD' }, 'en-US'), '$25');
    assert.equal(formatMoney({ amount: 29.99, currency: 'CAD' }, 'en-CA'), '$29.99');
    assert.equal(formatMoney({ amount: 29.99, currency: 'CAD' }, 'en-US'), 'CA$29.99');
    assert.equal(formatMoney({ amount: 22.5, currency: 'GBP' }, 'en-GB'), '£22.50');
    assert.equal(formatMoney({ amount: 24.99, currency: 'EUR' }, 'fr-CA')?.replace(/\s/g, ' '), '24,99 €');
  });

  it('answers null for a currency Intl rejects or an amount that is no price', () => {
    assert.equal(formatMoney({ amount: 10, currency: 'dollars' }, 'en-US'), null);
    assert.equal(formatMoney({ amount: Number.NaN, currency: 'USD' }, 'en-US'), null);
    assert.equal(formatMoney({ amount: -1, currency: 'USD' }, 'en-US'), null);
  });

  it('derives the percent off from the price and the compare-at price, rounded down', () => {
    assert.equal(percentOff({ amount: 24.99, currency: 'USD' }, { amount: 32, currency: 'USD' }), 21);
    assert.equal(percentOff({ amount: 60, currency: 'USD' }, { amount: 120, currency: 'USD' }), 50);
    assert.equal(percentOff({ amount: 60, currency: 'USD' }, { amount: 60, currency: 'USD' }), null, 'no saving');
    assert.equal(percentOff({ amount: 60, currency: 'USD' }, { amount: 90, currency: 'CAD' }), null, 'other currency');
    assert.equal(percentOff({ amount: 60, currency: 'USD' }, undefined), null);
  });

  it('formats percentages and counts in the locale', () => {
    assert.equal(formatPercent(89, 'en-US'), '89%');
    assert.equal(formatPercent(89, 'fr-CA').replace(/\s/g, ' '), '89 %');
    assert.equal(formatCount(400000, 'en-US'), '400,000');
    assert.equal(formatCount(4.8, 'en-US'), '4.8');
  });
});
