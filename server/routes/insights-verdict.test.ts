import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareArms, holm, verdictFor, type Arm } from './insights-verdict.ts';

const rate = (successes: number, n: number): Arm => {
  const p = successes / n;
  return { n, mean: p, variance: p * (1 - p) };
};

describe('the A/B/C verdict\'s numbers', () => {
  it('corrects p-values with Holm\'s method as R\'s p.adjust does', () => {
    // p.adjust(c(0.01, 0.04, 0.03, 0.005), "holm") in R: 0.03 0.06 0.06 0.02
    assert.deepEqual(holm([0.01, 0.04, 0.03, 0.005]).map((p) => Number(p?.toFixed(4))), [0.03, 0.06, 0.06, 0.02]);
    assert.deepEqual(holm([0.026, null]), [0.026, null], 'a family of one is not corrected');
    // The case the merchant met: B at p = 0.026 and C at 0.4 → B's corrected p is 0.052, not significant.
    assert.equal(Number(holm([0.026, 0.4])[0]?.toFixed(3)), 0.052);
  });

  it('tests two rates like the textbook two-proportion z-test (unpooled)', () => {
    // 120/1000 against 100/1000: z = 0.02 / sqrt(.12×.88/1000 + .1×.9/1000) = 1.4300, two-sided p = 0.1527
    const result = compareArms(rate(120, 1000), rate(100, 1000), 1);
    assert.ok(result);
    assert.equal(Number(result.pValue.toFixed(4)), 0.1527);
  });

  it('sizes a test as the standard formula does', () => {
    // Detecting 15 % against 10 % at α = 0.05 two-sided with 80 % power:
    // (1.95996 + 0.84162)² × (0.15×0.85 + 0.1×0.9) / 0.05² = 682.4 → 683 viewers per variant.
    const result = compareArms(rate(150, 1000), rate(100, 1000), 1);
    assert.equal(result?.viewersNeeded, 683);
    // The minimum detectable effect at 1,000 viewers each with a 10 % base rate ≈ 3.8 points.
    const mde = compareArms(rate(100, 1000), rate(100, 1000), 1)?.minimumDetectable;
    assert.equal(Number(mde?.toFixed(3)), 0.038);
  });

  it('says in plain words what the merchant can conclude', () => {
    const strong = { difference: 0.03, pValue: 0.001, correctedP: 0.002, minimumDetectable: 0.02, viewersNeeded: 500 };
    assert.equal(verdictFor('B', 'orders', strong, 1200, 100), 'B beats A on orders (95 % confidence).');
    assert.equal(verdictFor('C', 'revenue', { ...strong, difference: -1.2 }, 1200, 100), 'C does worse than A on revenue per viewer (95 % confidence).');
    const unclear = { ...strong, pValue: 0.026, correctedP: 0.052, viewersNeeded: 2400 };
    assert.equal(verdictFor('B', 'orders', unclear, 1200, 100),
      'No clear difference from A on orders yet: about 1,200 more viewers per variant would show whether the gap seen is real.');
    assert.equal(verdictFor('B', 'orders', null, 40, 100), 'Not enough data yet: about 60 more viewers per variant.');
  });
});
