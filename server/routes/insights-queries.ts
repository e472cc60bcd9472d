/**
 * The insights page's numbers for a date range (docs/insights.md). Shopper numbers come from the
 * per-shopper rollup (one row per anonymous id, dated by the shopper's first event), sales from the
 * stored orders, tastes from the per-day rollup of the stored profiles; none of them scans the raw
 * events or every profile.
 */
import { VARIANTS, type Variant } from '../../contract/events.ts';
import { SCENT_FAMILIES } from '../../contract/profile-fields.ts';
import type { Queryable } from '../db/database.ts';
import { TASTE_KIND, tasteTotals, topFavourites, type TasteKind } from '../repositories/taste-rollup.ts';
import { MIN_VIEWS_FOR_COMPARISON, twoProportionTest, wilsonInterval } from './insights-stats.ts';
import type { Interval, ProportionTest } from './insights-stats.ts';


/** `[from, to)` in UTC, whole days (as `parseRange` gives it: the tastes are kept per day). */
export interface DateRange {
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The longest range the page asks for at once. */
export const MAX_RANGE_DAYS = 400;
export const DEFAULT_RANGE_DAYS = 30;
/** No quiz ran before this; with a year after today, the sane range of dates (beyond it a date is a mistake or a probe). */
const EARLIEST_DAY = new Date(Date.UTC(2000, 0, 1));

function day(text: string): Date | null {
  if (!DATE.test(text)) return null;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? null : date;
}

/**
 * The range of `?from=YYYY-MM-DD&to=YYYY-MM-DD` (both days included); default: the last 30 days up to
 * today. A malformed or reversed range is an error message, never a silent default.
 */
export function parseRange(query: { from?: unknown; to?: unknown }, now = new Date()): { ok: true; value: DateRange } | { ok: false; error: string } {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const toDay = query.to === undefined ? today : typeof query.to === 'string' ? day(query.to) : null;
  if (!toDay) return { ok: false, error: '"to" must be a date written YYYY-MM-DD' };
  const fromDay = query.from === undefined ? new Date(toDay.getTime() - (DEFAULT_RANGE_DAYS - 1) * DAY_MS)
    : typeof query.from === 'string' ? day(query.from) : null;
  if (!fromDay) return { ok: false, error: '"from" must be a date written YYYY-MM-DD' };
  if (fromDay > toDay) return { ok: false, error: '"from" must not be after "to"' };
  const latest = new Date(Date.UTC(today.getUTCFullYear() + 1, today.getUTCMonth(), today.getUTCDate()));
  if (fromDay < EARLIEST_DAY || toDay > latest) {
    return { ok: false, error: `dates must lie between ${EARLIEST_DAY.toISOString().slice(0, 10)} and ${latest.toISOString().slice(0, 10)}` };
  }
  if ((toDay.getTime() - fromDay.getTime()) / DAY_MS >= MAX_RANGE_DAYS) return { ok: false, error: `a range covers at most ${MAX_RANGE_DAYS} days` };
  return { ok: true, value: { from: fromDay, to: new Date(toDay.getTime() + DAY_MS) } };
}

const rangeParams = (range: DateRange) => [range.from.toISOString(), range.to.toISOString()];

export interface FunnelStep {
  index: number;
  stepId: string;
  stepName: string;
  /** Shoppers who saw this step (or a later one). */
  reached: number;
  /** Of the shoppers who started. */
  shareOfStarted: number;
  /** Shoppers who reached this step but not the next one (for the last step: did not complete). */
  dropOff: number;
  dropOffRate: number;
}

export interface Funnel {
  started: number;
  completed: number;
  completionRate: number;
  /** Median seconds from a shopper's first step to completion, among those who completed. */
  medianSecondsToFinish: number | null;
  steps: FunnelStep[];
}

export async function funnel(db: Queryable, range: DateRange): Promise<Funnel> {
  const [byStep, labels, [timing]] = await Promise.all([
    db.query<{ max_step: number; n: number; completed: number }>(
      `SELECT max_step, count(*)::int AS n, count(completed_at)::int AS completed
       FROM insights_shoppers WHERE first_seen >= $1 AND first_seen < $2 AND max_step >= 0 GROUP BY max_step`,
      rangeParams(range)),
    db.query<{ step_index: number; step_id: string; step_name: string }>(
      'SELECT step_index, step_id, step_name FROM insights_steps ORDER BY step_index'),
    db.query<{ median: number | string | null }>(
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM completed_at - first_seen)) AS median
       FROM insights_shoppers WHERE first_seen >= $1 AND first_seen < $2 AND max_step >= 0 AND completed_at IS NOT NULL`,
      rangeParams(range)),
  ]);
  const lastIndex = Math.max(-1, ...byStep.map((row) => row.max_step), ...labels.map((row) => row.step_index));
  const atLeast = new Array<number>(lastIndex + 2).fill(0);
  for (const row of byStep) {
    for (let i = 0; i <= row.max_step; i++) atLeast[i] = (atLeast[i] ?? 0) + row.n;
  }
  const started = atLeast[0] ?? 0;
  const completed = byStep.reduce((sum, row) => sum + row.completed, 0);
  const label = new Map(labels.map((row) => [row.step_index, row]));
  const steps: FunnelStep[] = [];
  for (let index = 0; index <= lastIndex; index++) {
    const reached = atLeast[index] ?? 0;
    const next = index === lastIndex ? completed : atLeast[index + 1] ?? 0;
    const dropOff = Math.max(0, reached - next);
    steps.push({
      index,
      stepId: label.get(index)?.step_id ?? '',
      stepName: label.get(index)?.step_name || `Step ${index + 1}`,
      reached,
      shareOfStarted: started ? reached / started : 0,
      dropOff,
      dropOffRate: reached ? dropOff / reached : 0,
    });
  }
  const medianValue = timing?.median;
  return {
    started,
    completed,
    completionRate: started ? completed / started : 0,
    medianSecondsToFinish: medianValue === null || medianValue === undefined ? null : Number(medianValue),
    steps,
  };
}

export interface Revenue {
  currency: string;
  /** Decimal text, exact. */
  amount: string;
}

export interface VariantRow {
  variant: Variant;
  /** Shoppers who saw the recommendation page. */
  views: number;
  /** Of those, shoppers who used an add-to-cart button at least once. */
  addToCartShoppers: number;
  addToCartClicks: number;
  rate: number | null;
  interval: Interval | null;
  enoughData: boolean;
  /** Against A; null for A itself or when either side has too little data. */
  comparison: ProportionTest | null;
  orders: number;
  revenue: Revenue[];
}

export interface VariantReport {
  minViews: number;
  variants: VariantRow[];
  unattributedOrders: number;
  unattributedRevenue: Revenue[];
}

export async function variantReport(db: Queryable, range: DateRange): Promise<VariantReport> {
  const [shoppers, orders] = await Promise.all([
    db.query<{ variant: string; views: number; carts: number; clicks: number }>(
      `SELECT variant,
              count(*) FILTER (WHERE recommendation_viewed_at IS NOT NULL)::int AS views,
              count(*) FILTER (WHERE recommendation_viewed_at IS NOT NULL AND add_to_cart_at IS NOT NULL)::int AS carts,
              coalesce(sum(add_to_cart_clicks) FILTER (WHERE recommendation_viewed_at IS NOT NULL), 0)::int AS clicks
       FROM insights_shoppers WHERE first_seen >= $1 AND first_seen < $2 AND variant <> '' GROUP BY variant`,
      rangeParams(range)),
    db.query<{ variant: string; currency: string; n: number; amount: string }>(
      `SELECT variant, currency, count(*)::int AS n, sum(total_price)::text AS amount
       FROM shop_orders WHERE created_at >= $1 AND created_at < $2 GROUP BY variant, currency ORDER BY currency`,
      rangeParams(range)),
  ]);
  const byVariant = new Map(shoppers.map((row) => [row.variant, row]));
  const revenueOf = (variant: string) => orders.filter((row) => row.variant === variant)
    .map((row) => ({ currency: row.currency, amount: Number(row.amount).toFixed(2) }));
  const ordersOf = (variant: string) => orders.filter((row) => row.variant === variant).reduce((sum, row) => sum + row.n, 0);
  const base = byVariant.get('A');
  const baseEnough = (base?.views ?? 0) >= MIN_VIEWS_FOR_COMPARISON;
  const variants = VARIANTS.map((variant): VariantRow => {
    const row = byVariant.get(variant);
    const views = row?.views ?? 0;
    const carts = row?.carts ?? 0;
    const enoughData = views >= MIN_VIEWS_FOR_COMPARISON;
    return {
      variant,
      views,
      addToCartShoppers: carts,
      addToCartClicks: row?.clicks ?? 0,
      rate: views ? carts / views : null,
      interval: wilsonInterval(carts, views),
      enoughData,
      comparison: variant !== 'A' && enoughData && baseEnough && base ? twoProportionTest(carts, views, base.carts, base.views) : null,
      orders: ordersOf(variant),
      revenue: revenueOf(variant),
    };
  });
  return { minViews: MIN_VIEWS_FOR_COMPARISON, variants, unattributedOrders: ordersOf(''), unattributedRevenue: revenueOf('') };
}

export interface FamilyRow {
  /** The profile field, e.g. `woody_scent_notes`. */
  field: string;
  loved: number;
  avoided: number;
}

/**
 * Scent families rated "like"/"love" (4–5) and "dislike"/"strongly dislike" (1–2) in the profiles of the
 * range, from the per-day rollup (server/repositories/taste-rollup.ts), never the profiles themselves.
 */
export async function families(db: Queryable, range: DateRange): Promise<{ profiles: number; families: FamilyRow[] }> {
  const totals = await tasteTotals(db, range, [TASTE_KIND.profiles, TASTE_KIND.loved, TASTE_KIND.avoided]);
  const count = (kind: TasteKind, key: string) => totals.find((row) => row.kind === kind && row.key === key)?.n ?? 0;
  const rows = SCENT_FAMILIES.map((family) => ({
    field: family.field, loved: count(TASTE_KIND.loved, family.field), avoided: count(TASTE_KIND.avoided, family.field),
  }));
  rows.sort((a, b) => b.loved - a.loved || a.field.localeCompare(b.field));
  return { profiles: count(TASTE_KIND.profiles, ''), families: rows };
}

export interface FavouriteRow {
  id: string;
  name: string;
  brand: string;
  picks: number;
}

export const TOP_FAVOURITES = 10;

/** The perfumes shoppers named as favourites most often in the range (from the per-day rollup). */
export async function favourites(db: Queryable, range: DateRange): Promise<{ favourites: FavouriteRow[] }> {
  const rows = await topFavourites(db, range, TOP_FAVOURITES);
  return { favourites: rows.map((row) => ({ id: row.id, name: row.name ?? row.id, brand: row.brand ?? '', picks: row.picks })) };
}

export interface KitScentRow {
  id: string;
  name: string;
  shipped: number;
}

/** House scents in the kits of the orders attributed to a quiz in the range. */
export async function kitScents(db: Queryable, range: DateRange): Promise<{ orders: number; scents: KitScentRow[] }> {
  const [rows, [count]] = await Promise.all([
    db.query<KitScentRow>(
      `SELECT k->>'id' AS id, max(k->>'name') AS name, count(*)::int AS shipped
       FROM shop_orders o CROSS JOIN LATERAL jsonb_array_elements(o.kit_scents) AS k
       WHERE o.created_at >= $1 AND o.created_at < $2
       GROUP BY 1 ORDER BY shipped DESC, id`,
      rangeParams(range)),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM shop_orders WHERE created_at >= $1 AND created_at < $2 AND jsonb_array_length(kit_scents) > 0`,
      rangeParams(range)),
  ]);
  return { orders: count?.n ?? 0, scents: rows };
}

/** Every report by its URL name under /insights/api/. */
export const REPORTS = {
  funnel,
  variants: variantReport,
  families,
  favourites,
  'kit-scents': kitScents,
} as const satisfies Record<string, (db: Queryable, range: DateRange) => Promise<unknown>>;

export type ReportName = keyof typeof REPORTS;
