/**
 * The insights page's numbers for a date range (docs/insights.md). Shopper numbers come from the
 * per-shopper rollup (one row per anonymous id, dated by the shopper's first event), sales from the
 * stored orders, tastes from the per-day rollup of the stored profiles; none of them scans the raw
 * events or every profile.
 */
import type { ExperimentArm } from '../../contract/experiment.ts';
import { withSchedule } from './insights-schedule.ts';
import { VARIANTS, type Variant } from '../../contract/events.ts';
import { PROFILE_FIELDS, RATING_LABELS, SCENT_FAMILIES, type FieldTable } from '../../contract/profile-fields.ts';
import type { Queryable } from '../db/database.ts';
import type { FollowedQuiz } from '../event-steps.ts';
import { TASTE_KIND, tasteCounts, tasteTotals, type TasteKind } from '../repositories/taste-rollup.ts';
import { MIN_VIEWS_FOR_COMPARISON, twoProportionTest, wilsonInterval } from './insights-stats.ts';
import type { Interval, ProportionTest } from './insights-stats.ts';
import type { SegmentName } from '../../contract/event-identity.ts';
import { countedShopperRows, excludedShopperRows, hasSegment, shopperConditions, type SegmentFilter } from './insights-segments.ts';
import { compareArms, DEFAULT_PRIMARY_METRIC, holm, verdictFor, type Arm, type Comparison, type PrimaryMetric } from './insights-verdict.ts';


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
  /** Position in the report's list (the live quiz's order, quiz by quiz). */
  index: number;
  /** The dataset and quiz document the step belongs to ('' for both: stored by position before steps had identity). */
  dataset: string;
  quizId: string;
  stepKey: string;
  stepId: string;
  /** The step's question from the live content, else the name stored with its events. */
  stepName: string;
  /** Shoppers who saw this step. */
  reached: number;
  /** Of the shoppers who started this quiz. */
  shareOfStarted: number;
  /** Shoppers who reached this step less those who reached the next one (for the last step: less those who completed). */
  dropOff: number;
  dropOffRate: number;
}

export interface FunnelQuiz {
  dataset: string;
  quizId: string;
  started: number;
  completed: number;
}

export interface Funnel {
  /** Shoppers who saw the element in their viewport. */
  impressions: number;
  started: number;
  /** Of the shoppers who saw the element, the share who started the quiz; null without impressions. */
  startRate: number | null;
  completed: number;
  completionRate: number;
  /** Median seconds from a shopper's first step to completion, among those who completed. */
  medianSecondsToFinish: number | null;
  steps: FunnelStep[];
  quizzes: FunnelQuiz[];
  /** Shoppers of the range left out of every report: variant previews and the merchant's own visits. */
  excluded: { preview: number; merchant: number };
}

/** The quiz the server follows for a dataset, for the funnel's labels and order. */
export type QuizLookup = (dataset: string) => FollowedQuiz | null;

const LEGACY_KEY = /^index:(\d+)$/;

/**
 * The funnel by step identity: every step a shopper of the range saw, grouped by dataset, quiz document
 * and step key, so a reordered or renamed step keeps its history and two quizzes never mix. Steps are
 * listed in the live quiz's order (a step it no longer has stands at its last known position), labelled
 * by the live question, else by the name stored with its events.
 */
export async function funnel(db: Queryable, range: DateRange, filter: SegmentFilter = {}, quizOf: QuizLookup = () => null): Promise<Funnel> {
  const params: unknown[] = rangeParams(range);
  const where = `first_seen >= $1 AND first_seen < $2${shopperConditions(filter, params)}`;
  const [byStep, byQuiz, labels, [totals], excluded] = await Promise.all([
    db.query<{ dataset: string; quiz_doc: string; step_key: string; reached: number }>(
      `SELECT st.dataset, st.quiz_doc, st.step_key, count(*)::int AS reached
       FROM insights_shoppers s JOIN insights_shopper_steps st ON st.anonymous_id = s.anonymous_id
       WHERE ${where} AND s.max_step >= 0 GROUP BY 1, 2, 3`, params),
    db.query<{ dataset: string; quiz_doc: string; started: number; completed: number }>(
      `SELECT dataset, quiz_doc, count(*)::int AS started, count(completed_at)::int AS completed FROM (
         SELECT DISTINCT st.dataset, st.quiz_doc, s.anonymous_id, s.completed_at
         FROM insights_shoppers s JOIN insights_shopper_steps st ON st.anonymous_id = s.anonymous_id
         WHERE ${where} AND s.max_step >= 0) AS taken
       GROUP BY 1, 2 ORDER BY started DESC, dataset, quiz_doc`, params),
    db.query<{ dataset: string; quiz_doc: string; step_key: string; step_id: string; step_name: string; position: number }>(
      'SELECT dataset, quiz_doc, step_key, step_id, step_name, position FROM insights_step_labels'),
    db.query<{ impressions: number; started: number; seen_started: number; completed: number; median: number | string | null }>(
      `SELECT count(impression_at)::int AS impressions, count(*) FILTER (WHERE max_step >= 0)::int AS started,
              count(*) FILTER (WHERE max_step >= 0 AND impression_at IS NOT NULL)::int AS seen_started,
              count(completed_at) FILTER (WHERE max_step >= 0)::int AS completed,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM completed_at - first_seen))
                FILTER (WHERE max_step >= 0 AND completed_at IS NOT NULL) AS median
       FROM insights_shoppers s WHERE ${where}`, params),
    db.query<{ excluded: string; n: number }>(
      `SELECT excluded, count(*)::int AS n FROM insights_shoppers WHERE first_seen >= $1 AND first_seen < $2 AND excluded <> '' GROUP BY 1`,
      rangeParams(range)),
  ]);
  const labelOf = new Map(labels.map((row) => [`${row.dataset}/${row.quiz_doc}/${row.step_key}`, row]));
  const steps: FunnelStep[] = [];
  for (const quiz of byQuiz) {
    const live = quiz.dataset ? quizOf(quiz.dataset) : null;
    const liveSteps = live?.quizId === quiz.quiz_doc ? live.steps : [];
    const rows = byStep.filter((row) => row.dataset === quiz.dataset && row.quiz_doc === quiz.quiz_doc).map((row) => {
      const stored = labelOf.get(`${row.dataset}/${row.quiz_doc}/${row.step_key}`);
      const livePosition = liveSteps.findIndex((step) => step.key === row.step_key);
      const legacy = LEGACY_KEY.exec(row.step_key);
      const position = livePosition >= 0 ? livePosition : (stored?.position ?? Number(legacy?.[1] ?? 0)) + 0.5;
      const name = liveSteps[livePosition]?.heading || stored?.step_name || `Step ${Math.floor(position) + 1}`;
      return { row, position, name, stepId: liveSteps[livePosition]?.id ?? stored?.step_id ?? '' };
    }).sort((a, b) => a.position - b.position || a.row.step_key.localeCompare(b.row.step_key));
    rows.forEach((entry, i) => {
      const next = rows[i + 1]?.row.reached ?? quiz.completed;
      const dropOff = Math.max(0, entry.row.reached - next);
      steps.push({
        index: steps.length, dataset: quiz.dataset, quizId: quiz.quiz_doc, stepKey: entry.row.step_key, stepId: entry.stepId, stepName: entry.name,
        reached: entry.row.reached, shareOfStarted: quiz.started ? entry.row.reached / quiz.started : 0,
        dropOff, dropOffRate: entry.row.reached ? dropOff / entry.row.reached : 0,
      });
    });
  }
  const started = totals?.started ?? 0;
  const completed = totals?.completed ?? 0;
  const impressions = totals?.impressions ?? 0;
  const medianValue = totals?.median;
  const count = (reason: string) => excluded.find((row) => row.excluded === reason)?.n ?? 0;
  return {
    impressions,
    started,
    startRate: impressions ? (totals?.seen_started ?? 0) / impressions : null,
    completed,
    completionRate: started ? completed / started : 0,
    medianSecondsToFinish: medianValue === null || medianValue === undefined ? null : Number(medianValue),
    steps,
    quizzes: byQuiz.map((quiz) => ({ dataset: quiz.dataset, quizId: quiz.quiz_doc, started: quiz.started, completed: quiz.completed })),
    excluded: { preview: count('preview'), merchant: count('merchant') },
  };
}

export interface Revenue {
  currency: string;
  /** Decimal text, exact. */
  amount: string;
}

export interface PrimaryComparison extends Comparison {
  metric: PrimaryMetric;
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
  /** Add-to-cart rate against A; null for A itself or when either side has too little data. */
  comparison: ProportionTest | null;
  /** Orders of these viewers (test and cancelled orders left out). */
  orders: number;
  /** Viewers who ordered at least once, and their share of the viewers. */
  buyers: number;
  orderRate: number | null;
  orderRateInterval: Interval | null;
  /** Net of refunds, per currency. */
  revenue: Revenue[];
  /** The Discovery Kit lines' own net revenue, per currency. */
  kitRevenue: Revenue[];
  averageOrderValue: Revenue[];
  /** Net revenue divided by viewers, per currency. */
  revenuePerViewer: Revenue[];
  /** The primary metric against A, Holm-corrected; null for A. */
  primary: PrimaryComparison | null;
  /** What the merchant can conclude, in words (empty for A). */
  verdict: string;
}

export interface VariantReport {
  minViews: number;
  metric: PrimaryMetric;
  /** The currency revenue per viewer is compared in (the one most revenue came in). */
  metricCurrency: string;
  variants: VariantRow[];
  /** Every order of the range by order date (store-wide), test and cancelled orders left out. */
  totals: { orders: number; revenue: Revenue[]; kitRevenue: Revenue[]; refunded: Revenue[]; testOrders: number; cancelledOrders: number };
  unattributedOrders: number;
  unattributedRevenue: Revenue[];
}

/** Each order's money as it counts: nothing for a cancelled order, the total less its refunds otherwise. */
const NET_ORDERS = `
  SELECT o.id, o.created_at, o.currency, o.variant, o.anonymous_id, o.test, o.cancelled_at,
         CASE WHEN o.cancelled_at IS NULL THEN o.total_price - coalesce(r.amount, 0) ELSE 0 END AS net,
         CASE WHEN o.cancelled_at IS NULL THEN greatest(o.kit_revenue - coalesce(r.kit_amount, 0), 0) ELSE 0 END AS kit_net,
         coalesce(r.amount, 0) AS refunded
  FROM shop_orders o
  LEFT JOIN (SELECT order_id, sum(amount) AS amount, sum(kit_amount) AS kit_amount FROM shop_refunds GROUP BY order_id) r ON r.order_id = o.id`;

const money = (amount: number | string) => Number(amount).toFixed(2);

export async function variantReport(db: Queryable, range: DateRange, metric: PrimaryMetric = DEFAULT_PRIMARY_METRIC, filter: SegmentFilter = {}): Promise<VariantReport> {
  const params: unknown[] = rangeParams(range);
  const only = shopperConditions(filter, params, '');
  const [shoppers, cohort, finance] = await Promise.all([
    db.query<{ variant: string; views: number; carts: number; clicks: number }>(
      `SELECT variant,
              count(*) FILTER (WHERE recommendation_viewed_at IS NOT NULL)::int AS views,
              count(*) FILTER (WHERE recommendation_viewed_at IS NOT NULL AND add_to_cart_at IS NOT NULL)::int AS carts,
              coalesce(sum(add_to_cart_clicks) FILTER (WHERE recommendation_viewed_at IS NOT NULL), 0)::int AS clicks
       FROM insights_shoppers WHERE first_seen >= $1 AND first_seen < $2 AND variant <> ''${only} GROUP BY variant`,
      params),
    // The viewers of the range and what they bought (attribution already tied each order to its shopper):
    // from the viewers to their orders through the anonymous-id index, never every order.
    db.query<{ variant: string; currency: string; viewers: number; buyers: number; orders: number; net: string; kit: string; square: string }>(
      `WITH viewers AS (
         SELECT anonymous_id, variant FROM insights_shoppers
         WHERE first_seen >= $1 AND first_seen < $2 AND variant <> '' AND recommendation_viewed_at IS NOT NULL${only}),
       spent AS (
         SELECT o.anonymous_id, o.currency, count(*) AS orders,
                sum(o.total_price - coalesce(r.amount, 0)) AS net, sum(greatest(o.kit_revenue - coalesce(r.kit_amount, 0), 0)) AS kit
         FROM viewers v JOIN shop_orders o ON o.anonymous_id = v.anonymous_id
         LEFT JOIN LATERAL (SELECT sum(amount) AS amount, sum(kit_amount) AS kit_amount FROM shop_refunds WHERE order_id = o.id) r ON true
         WHERE NOT o.test AND o.cancelled_at IS NULL
         GROUP BY o.anonymous_id, o.currency)
       SELECT v.variant, coalesce(p.currency, '') AS currency, count(*)::int AS viewers, count(p.anonymous_id)::int AS buyers,
              coalesce(sum(p.orders), 0)::int AS orders, coalesce(sum(p.net), 0)::text AS net, coalesce(sum(p.kit), 0)::text AS kit,
              coalesce(sum(p.net * p.net), 0)::text AS square
       FROM viewers v LEFT JOIN spent p ON p.anonymous_id = v.anonymous_id
       GROUP BY v.variant, p.currency`,
      params),
    db.query<{ attributed: boolean; currency: string; orders: number; tests: number; cancelled: number; net: string; kit: string; refunded: string }>(
      `WITH net AS (${NET_ORDERS} WHERE o.created_at >= $1 AND o.created_at < $2)
       SELECT variant <> '' AS attributed, currency,
              count(*) FILTER (WHERE NOT test AND cancelled_at IS NULL)::int AS orders,
              count(*) FILTER (WHERE test)::int AS tests,
              count(*) FILTER (WHERE NOT test AND cancelled_at IS NOT NULL)::int AS cancelled,
              coalesce(sum(net) FILTER (WHERE NOT test), 0)::text AS net,
              coalesce(sum(kit_net) FILTER (WHERE NOT test), 0)::text AS kit,
              coalesce(sum(refunded) FILTER (WHERE NOT test), 0)::text AS refunded
       FROM net GROUP BY 1, 2 ORDER BY currency`,
      rangeParams(range)),
  ]);
  const byVariant = new Map(shoppers.map((row) => [row.variant, row]));
  const spending = (variant: string) => cohort.filter((row) => row.variant === variant && row.currency !== '');
  const perCurrency = (rows: ReadonlyArray<{ currency: string }>, amount: (row: never) => number): Revenue[] => {
    const sums = new Map<string, number>();
    for (const row of rows) sums.set(row.currency, (sums.get(row.currency) ?? 0) + amount(row as never));
    return [...sums].filter(([, value]) => value !== 0).sort(([a], [b]) => a.localeCompare(b)).map(([currency, value]) => ({ currency, amount: money(value) }));
  };
  const revenueByCurrency = new Map<string, number>();
  for (const row of cohort) if (row.currency) revenueByCurrency.set(row.currency, (revenueByCurrency.get(row.currency) ?? 0) + Number(row.net));
  const metricCurrency = [...revenueByCurrency].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';

  const arm = (variant: string): Arm => {
    const views = byVariant.get(variant)?.views ?? 0;
    const rows = spending(variant);
    if (metric === 'orders') {
      const buyers = rows.reduce((sum, row) => sum + row.buyers, 0);
      const p = views ? buyers / views : 0;
      return { n: views, mean: p, variance: p * (1 - p) };
    }
    const inCurrency = rows.filter((row) => row.currency === metricCurrency);
    const sum = inCurrency.reduce((total, row) => total + Number(row.net), 0);
    const square = inCurrency.reduce((total, row) => total + Number(row.square), 0);
    const mean = views ? sum / views : 0;
    return { n: views, mean, variance: views > 1 ? (square - views * mean * mean) / (views - 1) : 0 };
  };
  const base = byVariant.get('A');
  const baseEnough = (base?.views ?? 0) >= MIN_VIEWS_FOR_COMPARISON;
  const others = VARIANTS.filter((variant) => variant !== 'A');
  const raw = others.map((variant) => compareArms(arm(variant), arm('A'), others.length));
  const corrected = holm(raw.map((comparison, i) =>
    (comparison && (byVariant.get(others[i] as Variant)?.views ?? 0) >= MIN_VIEWS_FOR_COMPARISON && baseEnough ? comparison.pValue : null)));

  const variants = VARIANTS.map((variant): VariantRow => {
    const row = byVariant.get(variant);
    const views = row?.views ?? 0;
    const carts = row?.carts ?? 0;
    const enoughData = views >= MIN_VIEWS_FOR_COMPARISON;
    const rows = spending(variant);
    const buyers = rows.reduce((sum, entry) => sum + entry.buyers, 0);
    const orders = rows.reduce((sum, entry) => sum + entry.orders, 0);
    const index = others.indexOf(variant as (typeof others)[number]);
    const comparison = index >= 0 ? raw[index] ?? null : null;
    const primary = comparison ? { metric, ...comparison, correctedP: corrected[index] ?? null } : null;
    return {
      variant,
      views,
      addToCartShoppers: carts,
      addToCartClicks: row?.clicks ?? 0,
      rate: views ? carts / views : null,
      interval: wilsonInterval(carts, views),
      enoughData,
      comparison: variant !== 'A' && enoughData && baseEnough && base ? twoProportionTest(carts, views, base.carts, base.views) : null,
      orders,
      buyers,
      orderRate: views ? buyers / views : null,
      orderRateInterval: wilsonInterval(buyers, views),
      revenue: perCurrency(rows, (entry: { net: string }) => Number(entry.net)),
      kitRevenue: perCurrency(rows, (entry: { kit: string }) => Number(entry.kit)),
      averageOrderValue: orders ? perCurrency(rows, (entry: { net: string }) => Number(entry.net) / orders) : [],
      revenuePerViewer: views ? perCurrency(rows, (entry: { net: string }) => Number(entry.net) / views) : [],
      primary,
      verdict: variant === 'A' ? '' : verdictFor(variant, metric, primary && primary.correctedP !== null ? primary : null,
        Math.min(views, base?.views ?? 0), MIN_VIEWS_FOR_COMPARISON),
    };
  });
  const sumOf = (rows: typeof finance, pick: (row: (typeof finance)[number]) => number) => rows.reduce((sum, row) => sum + pick(row), 0);
  const moneyOf = (rows: typeof finance, pick: (row: (typeof finance)[number]) => string) => perCurrency(rows, (row: (typeof finance)[number]) => Number(pick(row)));
  const unattributed = finance.filter((row) => !row.attributed);
  return {
    minViews: MIN_VIEWS_FOR_COMPARISON,
    metric,
    metricCurrency,
    variants,
    totals: {
      orders: sumOf(finance, (row) => row.orders),
      revenue: moneyOf(finance, (row) => row.net),
      kitRevenue: moneyOf(finance, (row) => row.kit),
      refunded: moneyOf(finance, (row) => row.refunded),
      testOrders: sumOf(finance, (row) => row.tests),
      cancelledOrders: sumOf(finance, (row) => row.cancelled),
    },
    unattributedOrders: sumOf(unattributed, (row) => row.orders),
    unattributedRevenue: moneyOf(unattributed, (row) => row.net),
  };
}

export interface FamilyRow {
  /** The profile field, e.g. `woody_scent_notes`. */
  field: string;
  loved: number;
  avoided: number;
}

/**
 * Scent families rated "like"/"love" (4–5) and "dislike"/"strongly dislike" (1–2) in the counted profiles
 * of the range (`profileTastes`).
 */
export async function families(db: Queryable, range: DateRange, filter: SegmentFilter = {}): Promise<{ profiles: number; families: FamilyRow[] }> {
  const totals = await profileTastes(db, range, [TASTE_KIND.profiles, TASTE_KIND.loved, TASTE_KIND.avoided], filter);
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

/** The perfumes the range's counted profiles named as favourites most often, with their catalogue names. */
export async function favourites(db: Queryable, range: DateRange, filter: SegmentFilter = {}): Promise<{ favourites: FavouriteRow[] }> {
  const top = (await profileTastes(db, range, [TASTE_KIND.favourite], filter))
    .filter((row) => row.n > 0).sort((a, b) => b.n - a.n || a.key.localeCompare(b.key)).slice(0, TOP_FAVOURITES);
  const names = top.length
    ? await db.query<{ id: string; value: string; brand: string }>('SELECT id, value, brand FROM fragrances WHERE id = ANY($1::text[])', [top.map((row) => row.key)])
    : [];
  return {
    favourites: top.map((row) => {
      const known = names.find((name) => name.id === row.key);
      return { id: row.key, name: known?.value ?? row.key, brand: known?.brand ?? '', picks: row.n };
    }),
  };
}

export interface KitScentRow {
  id: string;
  name: string;
  shipped: number;
}

export interface KitScentReport {
  orders: number;
  /** Of those orders, how many carry their kit on the Shopify order (written through the Admin API); the rest are the server's computation. */
  written: number;
  scents: KitScentRow[];
}

/**
 * House scents in the kits of the range's orders (test and cancelled left out) whose shopper counts, as
 * stored with the order and written onto it (server/marketing/shopify-order-kit.ts).
 */
export async function kitScents(db: Queryable, range: DateRange, filter: SegmentFilter = {}): Promise<KitScentReport> {
  const params: unknown[] = rangeParams(range);
  const orders = `o.created_at >= $1 AND o.created_at < $2 AND NOT o.test AND o.cancelled_at IS NULL
    AND jsonb_array_length(o.kit_scents) > 0${countedShopperRows(filter, params, 's.anonymous_id = o.anonymous_id')}`;
  const [rows, [count]] = await Promise.all([
    db.query<KitScentRow>(
      `SELECT k->>'id' AS id, max(k->>'name') AS name, count(*)::int AS shipped
       FROM shop_orders o CROSS JOIN LATERAL jsonb_array_elements(o.kit_scents) AS k
       WHERE ${orders} GROUP BY 1 ORDER BY shipped DESC, id`,
      params),
    db.query<{ n: number; written: number }>(`SELECT count(*)::int AS n, count(kit_written_at)::int AS written FROM shop_orders o WHERE ${orders}`, params),
  ]);
  return { orders: count?.n ?? 0, written: count?.written ?? 0, scents: rows };
}

export interface TrendDay {
  /** The store's calendar day, YYYY-MM-DD. */
  day: string;
  impressions: number;
  started: number;
  completed: number;
  views: number;
  orders: number;
  revenue: Revenue[];
}

/**
 * Day by day in the store's time zone: shoppers who started (by their first event), completed and saw
 * the recommendation, and the orders and net revenue of the day (test and cancelled orders left out).
 */
export async function trends(db: Queryable, range: DateRange, timeZone: string, filter: SegmentFilter = {}): Promise<{ timeZone: string; days: TrendDay[] }> {
  const params: unknown[] = [...rangeParams(range), timeZone];
  const shopperParams = [...params];
  const only = shopperConditions(filter, shopperParams, '');
  const [shoppers, orders] = await Promise.all([
    db.query<{ day: string; impressions: number; started: number; completed: number; views: number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, impressions, started, completed, views FROM (
         SELECT (first_seen AT TIME ZONE $3)::date AS day, count(impression_at)::int AS impressions,
                count(*) FILTER (WHERE max_step >= 0)::int AS started, count(completed_at)::int AS completed,
                count(recommendation_viewed_at)::int AS views
         FROM insights_shoppers WHERE first_seen >= $1 AND first_seen < $2${only} GROUP BY 1) AS days`,
      shopperParams),
    db.query<{ day: string; currency: string; orders: number; net: string }>(
      `WITH net AS (${NET_ORDERS} WHERE o.created_at >= $1 AND o.created_at < $2 AND NOT o.test AND o.cancelled_at IS NULL)
       SELECT to_char(day, 'YYYY-MM-DD') AS day, currency, orders, net FROM (
         SELECT (created_at AT TIME ZONE $3)::date AS day, currency, count(*)::int AS orders, sum(net)::text AS net
         FROM net GROUP BY 1, 2) AS days`,
      params),
  ]);
  const days: TrendDay[] = [];
  // Every day of the range, also the quiet ones, so a chart's gaps are real zeros.
  for (let at = range.from.getTime(); at < range.to.getTime(); at += 86_400_000) {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at + 12 * 3_600_000));
    if (days.at(-1)?.day === day) continue;
    const shopper = shoppers.find((row) => row.day === day);
    const sold = orders.filter((row) => row.day === day);
    days.push({
      day,
      impressions: shopper?.impressions ?? 0,
      started: shopper?.started ?? 0,
      completed: shopper?.completed ?? 0,
      views: shopper?.views ?? 0,
      orders: sold.reduce((sum, row) => sum + row.orders, 0),
      revenue: sold.sort((a, b) => a.currency.localeCompare(b.currency)).map((row) => ({ currency: row.currency, amount: money(row.net) })),
    });
  }
  return { timeZone, days };
}

/** A question as the quiz the server follows words it: its heading and its options' texts by value. */
export interface QuestionText {
  heading: string;
  options: ReadonlyMap<string, string>;
}

export interface AnswerRow {
  value: string;
  label: string;
  /** Profiles that gave this answer, and their share of the range's profiles. */
  count: number;
  share: number;
}

export interface AnswerQuestion {
  field: string;
  question: string;
  answers: AnswerRow[];
}

/** How a stored value reads: the quiz's option text, the scale's words, or the rating's meaning. */
function answerLabel(field: string, value: string, text: QuestionText | undefined): string {
  const spec = (PROFILE_FIELDS as FieldTable)[field];
  if (spec?.kind === 'scale') return spec.options[Number(value) - (spec.offset ?? 0)] ?? value;
  if (spec?.kind === 'rating') return RATING_LABELS[Number(value) - 1] ?? value;
  return text?.options.get(value) ?? value;
}

/**
 * Every question's answers in the range's profiles, most given first (from the per-day rollup), in the
 * quiz's order, worded as the quiz the server follows words it. Fields the contract no longer has are
 * left out; an answer the quiz no longer offers keeps its stored value as its label.
 */
export async function answers(db: Queryable, range: DateRange, questions: (field: string) => QuestionText | undefined, filter: SegmentFilter = {}): Promise<{ profiles: number; questions: AnswerQuestion[] }> {
  const totals = await profileTastes(db, range, [TASTE_KIND.profiles, TASTE_KIND.answer], filter);
  const profiles = totals.find((row) => row.kind === TASTE_KIND.profiles)?.n ?? 0;
  const byField = new Map<string, AnswerRow[]>();
  for (const row of totals) {
    if (row.kind !== TASTE_KIND.answer || row.n <= 0) continue;
    const split = row.key.indexOf('=');
    const field = row.key.slice(0, split);
    const value = row.key.slice(split + 1);
    const spec = (PROFILE_FIELDS as FieldTable)[field];
    if (!spec || spec.kind === 'year' || spec.kind === 'perfumes') continue;
    const list = byField.get(field) ?? [];
    list.push({ value, label: answerLabel(field, value, questions(spec.step)), count: row.n, share: profiles ? row.n / profiles : 0 });
    byField.set(field, list);
  }
  const ordered = Object.keys(PROFILE_FIELDS).filter((field) => byField.has(field));
  return {
    profiles,
    questions: ordered.map((field) => ({
      field,
      question: questions((PROFILE_FIELDS as FieldTable)[field]!.step)?.heading || field,
      answers: byField.get(field)!.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    })),
  };
}

const utcDay = (date: Date) => new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);

/**
 * The taste counts (server/repositories/taste-rollup.ts) of the range's counted profiles, for the kinds
 * asked. Without a segment: the per-day rollup's, less the profiles of excluded shoppers (previews, the
 * merchant: a handful, linked by their quiz id) over the same whole UTC days; with a segment, counted from
 * the segment's own profiles. Families, favourites and answers all read it.
 */
async function profileTastes(db: Queryable, range: DateRange, kinds: readonly TasteKind[], filter: SegmentFilter): Promise<Array<{ kind: TasteKind; key: string; n: number }>> {
  const segmented = hasSegment(filter);
  const params: unknown[] = [...rangeParams(segmented ? range : { from: utcDay(range.from), to: utcDay(range.to) }), kinds];
  const link = 's.quiz_id = m.id::text';
  const profiles = `(SELECT m.created_at, m.profile FROM quiz_meta m WHERE m.created_at >= $1 AND m.created_at < $2${
    segmented ? countedShopperRows(filter, params, link) : excludedShopperRows(link)}) AS linked`;
  const counted = db.query<{ kind: TasteKind; key: string; n: number }>(
    `SELECT kind, key, sum(n)::int AS n FROM (${tasteCounts(profiles)}) AS c WHERE kind = ANY($3::text[]) GROUP BY kind, key`, params);
  if (segmented) return counted;
  const [all, left] = await Promise.all([tasteTotals(db, range, kinds), counted]);
  const less = new Map(left.map((row) => [`${row.kind}:${row.key}`, row.n]));
  return all.map((row) => ({ ...row, n: row.n - (less.get(`${row.kind}:${row.key}`) ?? 0) }));
}

export interface SegmentValue {
  value: string;
  shoppers: number;
}

/** Sources listed as a filter only when this many shoppers came from them, so no one-off label reaches the page. */
export const MIN_SOURCE_SHOPPERS = 3;
const MAX_SOURCES = 20;

/** The values each segment took among the range's counted shoppers, most first: the page's filter choices. */
export async function segments(db: Queryable, range: DateRange): Promise<Record<SegmentName, SegmentValue[]>> {
  const rows = await db.query<{ name: SegmentName; value: string; shoppers: number }>(
    `SELECT name, value, count(*)::int AS shoppers FROM insights_shoppers s
     CROSS JOIN LATERAL (VALUES ('market', s.market), ('locale', s.locale), ('device', s.device), ('source', s.source)) AS v(name, value)
     WHERE s.first_seen >= $1 AND s.first_seen < $2 AND s.excluded = '' AND value <> ''
     GROUP BY 1, 2 ORDER BY 3 DESC, 2`, rangeParams(range));
  const of = (name: SegmentName) => rows.filter((row) => row.name === name).map(({ value, shoppers }) => ({ value, shoppers }));
  return {
    market: of('market'), locale: of('locale'), device: of('device'),
    source: of('source').filter((row) => row.shoppers >= MIN_SOURCE_SHOPPERS).slice(0, MAX_SOURCES),
  };
}

/** What a report may be asked besides its range: `?metric=` for the variants, the segment, the store's time zone, the quiz's words. */
export interface ReportOptions {
  metric: PrimaryMetric;
  filter: SegmentFilter;
  timeZone: string;
  questions: (field: string) => QuestionText | undefined;
  /** The content's A/B/C schedule now (server/routes/insights-schedule.ts); null: none. */
  experiment?: () => readonly ExperimentArm[] | null;
  quizOf: QuizLookup;
}

/** Every report by its URL name under /insights/api/. */
export const REPORTS = {
  funnel: (db: Queryable, range: DateRange, options: ReportOptions) => funnel(db, range, options.filter, options.quizOf),
  variants: async (db: Queryable, range: DateRange, options: ReportOptions) =>
    withSchedule(await variantReport(db, range, options.metric, options.filter), options.experiment?.() ?? null, Date.now()),
  families: (db: Queryable, range: DateRange, options: ReportOptions) => families(db, range, options.filter),
  favourites: (db: Queryable, range: DateRange, options: ReportOptions) => favourites(db, range, options.filter),
  'kit-scents': (db: Queryable, range: DateRange, options: ReportOptions) => kitScents(db, range, options.filter),
  trends: (db: Queryable, range: DateRange, options: ReportOptions) => trends(db, range, options.timeZone, options.filter),
  answers: (db: Queryable, range: DateRange, options: ReportOptions) => answers(db, range, options.questions, options.filter),
  segments,
} as const satisfies Record<string, (db: Queryable, range: DateRange, options: ReportOptions) => Promise<unknown>>;

export type ReportName = keyof typeof REPORTS;
