/** How the insights page writes numbers (the same text goes to the tables and the CSV files). */
import type { Interval, ProportionTest } from '../../server/routes/insights-stats.ts';
import type { Revenue, VariantSchedule } from './report-types.ts';

export const NOT_ENOUGH_DATA = 'not enough data yet';
export const NONE = '—';

export function percent(share: number | null): string {
  return share === null ? NONE : `${(share * 100).toFixed(1)} %`;
}

export function interval(value: Interval | null): string {
  return value ? `${(value.low * 100).toFixed(1)} – ${(value.high * 100).toFixed(1)} %` : NONE;
}

/** Difference to A in percentage points with the test's two-sided p-value. */
export function difference(test: ProportionTest | null, isBaseline: boolean, enoughData: boolean): string {
  if (isBaseline) return NONE;
  if (!enoughData || !test) return NOT_ENOUGH_DATA;
  const points = test.difference * 100;
  const direction = points > 0 ? 'higher' : points < 0 ? 'lower' : 'same';
  return `${Math.abs(points).toFixed(1)} points ${direction} (p ${pValue(test.pValue)})`;
}

export function pValue(p: number): string {
  return p < 0.001 ? '< 0.001' : `= ${p.toFixed(3)}`;
}

export function duration(seconds: number | null): string {
  if (seconds === null) return NONE;
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return minutes ? `${minutes} min ${whole % 60} s` : `${whole} s`;
}

/** Money in the merchant's reading (€1,677.30), one amount per currency. */
export function revenue(amounts: readonly Revenue[]): string {
  return amounts.length
    ? amounts.map((each) => new Intl.NumberFormat('en-US', { style: 'currency', currency: each.currency }).format(Number(each.amount))).join(' + ')
    : NONE;
}

export function count(n: number): string {
  return n.toLocaleString('en-US');
}

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const day = (iso: string) => DAY.format(new Date(iso));

/** A variant's place in the A/B/C schedule, in words: "running since 1 Nov 2026, weight 50". */
export function schedule(value: VariantSchedule): string {
  const weight = value.weight === null ? '' : `, weight ${value.weight}`;
  switch (value.status) {
    case 'running': return `running${value.start ? ` since ${day(value.start)}` : ''}${value.stop ? ` until ${day(value.stop)}` : ''}${weight}`;
    case 'scheduled': return `starts ${day(value.start ?? '')}${weight}`;
    case 'stopped': return `stopped ${day(value.stop ?? '')}`;
    case 'paused': return 'paused (weight 0)';
    case 'not in test': return 'not in the test';
    case 'unscheduled': return 'set by the page';
  }
}
