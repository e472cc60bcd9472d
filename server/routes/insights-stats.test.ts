import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { twoProportionTest, wilsonInterval, Z_95 } from './insights-stats.ts';

const close = (actual: number | undefined, expected: number, digits = 4) =>
  assert.ok(actual !== undefined && Math.abs(actual - expected) < 10 ** -digits, `${actual} ≉ ${expected}`);

describe('insights statistics', () => {
  it('uses the 97.5 % normal quantile for 95 % intervals', () => close(Z_95, 1.959964, 6));

  it('Wilson interval: 20 of 100 → [0.1334, 0.2888] (textbook value)', () => {
    const interval = wilsonInterval(20, 100);
    close(interval?.low, 0.13337);
    close(interval?.high, 0.28883);
  });

  it('Wilson interval stays inside [0, 1] at 0 and n successes, and is null without data', () => {
    close(wilsonInterval(0, 10)?.low, 0, 12);
    close(wilsonInterval(10, 10)?.high, 1, 12);
    close(wilsonInterval(0, 10)?.high, 0.27753);
    assert.equal(wilsonInterval(0, 0), null);
  });

  it('two-proportion z-test: 30/100 against 20/100 → z = 1.633, p = 0.1025', () => {
    const test = twoProportionTest(30, 100, 20, 100);
    close(test?.difference, 0.1);
    close(test?.z, 1.63299, 4);
    close(test?.pValue, 0.10247, 4);
  });

  it('is undefined without data or without variance', () => {
    assert.equal(twoProportionTest(0, 0, 1, 10), null);
    assert.equal(twoProportionTest(0, 10, 0, 10), null);
  });
});
