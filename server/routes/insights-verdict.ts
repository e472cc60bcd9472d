/**
 * The A/B/C test's verdict (docs/insights.md "The verdict"): each variant against A on the merchant's
 * primary metric, p-values corrected for the two comparisons with Holm's method, the smallest effect the
 * data could detect, and a sentence a merchant can act on.
 */
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import padjust from '@stdlib/stats-padjust';

export const ALPHA = 0.05;
/** The chance of detecting a true effect of the minimum detectable size. */
export const POWER = 0.8;
export const PRIMARY_METRICS = ['orders', 'revenue'] as const;
export type PrimaryMetric = (typeof PRIMARY_METRICS)[number];
export const DEFAULT_PRIMARY_METRIC: PrimaryMetric = 'orders';

export function isPrimaryMetric(value: unknown): value is PrimaryMetric {
  return typeof value === 'string' && (PRIMARY_METRICS as readonly string[]).includes(value);
}

/** One arm of the test on the primary metric: a mean per viewer and its variance (p(1−p) for a rate). */
export interface Arm {
  n: number;
  mean: number;
  variance: number;
}

export interface Comparison {
  difference: number;
  pValue: number;
  /** Holm-corrected across the variants compared with A. */
  correctedP: number | null;
  /** Smallest absolute difference from A this many viewers detect with POWER at the corrected ALPHA. */
  minimumDetectable: number | null;
  /** Viewers per variant needed to detect the difference seen (null when there is none). */
  viewersNeeded: number | null;
}

const zFor = (alpha: number) => normalQuantile(1 - alpha / 2, 0, 1) + normalQuantile(POWER, 0, 1);

/** z-test of two means with unpooled variances (Welch's statistic with the normal law: large samples). */
export function compareArms(arm: Arm, base: Arm, comparisons: number): Omit<Comparison, 'correctedP'> | null {
  if (arm.n <= 1 || base.n <= 1) return null;
  const se = Math.sqrt(arm.variance / arm.n + base.variance / base.n);
  const difference = arm.mean - base.mean;
  const alpha = ALPHA / Math.max(1, comparisons);
  const pooledVariance = (arm.variance + base.variance) / 2;
  const minimumDetectable = zFor(alpha) * Math.sqrt((2 * pooledVariance) / Math.min(arm.n, base.n));
  const viewersNeeded = difference === 0 ? null : Math.ceil((zFor(alpha) ** 2 * (arm.variance + base.variance)) / difference ** 2);
  if (se === 0) return { difference, pValue: difference === 0 ? 1 : 0, minimumDetectable, viewersNeeded };
  const z = difference / se;
  return { difference, pValue: 2 * (1 - normalCdf(Math.abs(z), 0, 1)), minimumDetectable, viewersNeeded };
}

/** Holm's step-down correction of a family of p-values (null entries are left out of the family). */
export function holm(pValues: ReadonlyArray<number | null>): Array<number | null> {
  const present = pValues.flatMap((p, index) => (p === null ? [] : [{ p, index }]));
  if (present.length === 0) return pValues.map(() => null);
  const corrected = padjust(present.map(({ p }) => p), 'holm');
  const out: Array<number | null> = pValues.map(() => null);
  present.forEach(({ index }, i) => { out[index] = corrected[i] ?? null; });
  return out;
}

const METRIC_WORDS: Record<PrimaryMetric, string> = { orders: 'orders', revenue: 'revenue per viewer' };

/** The sentence a merchant reads for one variant against A. */
export function verdictFor(variant: string, metric: PrimaryMetric, comparison: Comparison | null, views: number, minViews: number): string {
  const words = METRIC_WORDS[metric];
  if (!comparison || views < minViews) {
    const more = Math.max(minViews - views, (comparison?.viewersNeeded ?? minViews) - views, 1);
    return `Not enough data yet: about ${more.toLocaleString('en-US')} more viewers per variant.`;
  }
  const confidence = `${Math.round((1 - ALPHA) * 100)} % confidence`;
  if (comparison.correctedP !== null && comparison.correctedP < ALPHA) {
    return comparison.difference > 0
      ? `${variant} beats A on ${words} (${confidence}).`
      : `${variant} does worse than A on ${words} (${confidence}).`;
  }
  const more = comparison.viewersNeeded === null ? null : comparison.viewersNeeded - views;
  return more !== null && more > 0
    ? `No clear difference from A on ${words} yet: about ${more.toLocaleString('en-US')} more viewers per variant would show whether the gap seen is real.`
    : `No difference from A on ${words} large enough to matter at this sample size.`;
}
