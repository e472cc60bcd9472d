/** The statistics of the variant table (docs/insights.md "Statistics"): Wilson intervals and a two-proportion z-test. */
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';

/** Two-sided 95 %: the standard normal's 97.5 % quantile (≈ 1.95996). */
export const Z_95 = normalQuantile(0.975, 0, 1);

/**
 * Below this many recommendation views a variant shows "not enough data yet" instead of a comparison:
 * at 100 views and a typical 10–30 % add-to-cart rate the normal approximation behind the z-test has at
 * least ~10 successes and failures, and the 95 % interval is still ±6–9 points wide.
 */
export const MIN_VIEWS_FOR_COMPARISON = 100;

export interface Interval {
  low: number;
  high: number;
}

/** Wilson score interval of `successes` out of `n` (null when n is 0). */
export function wilsonInterval(successes: number, n: number, z = Z_95): Interval | null {
  if (n <= 0) return null;
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface ProportionTest {
  /** Rate of the variant minus the rate of the baseline. */
  difference: number;
  z: number;
  /** Two-sided p-value. */
  pValue: number;
}

/** Two-proportion z-test (pooled) of `x/n` against the baseline `x0/n0`; null when it is undefined. */
export function twoProportionTest(x: number, n: number, x0: number, n0: number): ProportionTest | null {
  if (n <= 0 || n0 <= 0) return null;
  const pooled = (x + x0) / (n + n0);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n + 1 / n0));
  const difference = x / n - x0 / n0;
  if (se === 0) return null;
  const z = difference / se;
  return { difference, z, pValue: 2 * (1 - normalCdf(Math.abs(z), 0, 1)) };
}
