/**
 * SQL of the `quiz_events` table (first-party funnel events), of the per-shopper rollup
 * `insights_shoppers` and of the steps each shopper reached, that the insights queries read
 * (docs/insights.md "Data").
 */
import { FIRST_PARTY_EVENTS, isVariant } from '../../contract/events.ts';
import type { Queryable } from '../db/database.ts';
import { isSegmentValue, type SegmentName } from '../../contract/event-identity.ts';
import type { CheckedEvent, Exclusion } from '../event-steps.ts';
import { UUID_REGEXP } from '../schemas/common.ts';

/** Step positions beyond this are not a quiz step (a quiz has a few dozen at most). */
const MAX_STEP_INDEX = 999;

interface EventDoc {
  name: string;
  anonymous_id: string;
  properties: Record<string, unknown>;
  age_ms: number;
  variant: string;
  quiz_id: string;
  step_index: number | null;
  dataset: string;
  quiz_doc: string;
  step_key: string;
  step_id: string;
  step_name: string;
  excluded: Exclusion;
  market: string;
  locale: string;
  device: string;
  source: string;
}

function toDoc(event: CheckedEvent): EventDoc {
  const properties = event.properties ?? {};
  const { variant, quizId, index } = properties;
  const step = event.step;
  // A checked event's position is the live quiz's; an unchecked one (a trusted caller's) keeps its own.
  const position = step ? step.position : step === null ? null : index;
  const isStep = event.name === FIRST_PARTY_EVENTS.stepView
    && typeof position === 'number' && Number.isInteger(position) && position >= 0 && position <= MAX_STEP_INDEX;
  const segment = (name: SegmentName) => (isSegmentValue(name, properties[name]) ? properties[name] : '');
  return {
    name: event.name,
    anonymous_id: event.anonymousId ?? '',
    properties,
    age_ms: event.ageMs ?? 0,
    variant: isVariant(variant) ? variant : '',
    quiz_id: typeof quizId === 'string' && UUID_REGEXP.test(quizId) ? quizId.toLowerCase() : '',
    step_index: isStep ? position : null,
    dataset: step?.dataset ?? '',
    quiz_doc: step?.quizId ?? '',
    step_key: step?.key ?? '',
    step_id: step?.id ?? '',
    step_name: step?.name ?? '',
    excluded: event.excluded ?? '',
    market: segment('market'),
    locale: segment('locale'),
    device: segment('device'),
    source: segment('source'),
  };
}

/**
 * Stores the events in one statement (all or nothing), in order, and folds them into the shopper rollup
 * (segments first-touch, an exclusion sticky) and the steps each shopper reached, by identity, with each
 * step's label; returns how many were stored. An event's time is the server's clock minus its `ageMs`
 * (how long it waited in the browser's queue), so a wrong client clock cannot move it. `receivedAt`
 * replaces the server's clock (demo data, fixtures).
 */
export async function insertEvents(db: Queryable, events: readonly CheckedEvent[], receivedAt?: Date): Promise<number> {
  if (events.length === 0) return 0;
  const [row] = await db.query<{ stored: number }>(
    `WITH input AS (
       SELECT e.doc->>'name' AS name, e.doc->>'anonymous_id' AS anonymous_id, e.doc->'properties' AS properties,
              coalesce($5::timestamptz, now()) - make_interval(secs => (e.doc->>'age_ms')::float8 / 1000) AS created_at,
              e.doc->>'variant' AS variant, e.doc->>'quiz_id' AS quiz_id, (e.doc->>'step_index')::int AS step_index,
              e.doc->>'dataset' AS dataset, e.doc->>'quiz_doc' AS quiz_doc, e.doc->>'step_key' AS step_key,
              e.doc->>'step_id' AS step_id, e.doc->>'step_name' AS step_name, e.doc->>'excluded' AS excluded,
              e.doc->>'market' AS market, e.doc->>'locale' AS locale, e.doc->>'device' AS device, e.doc->>'source' AS source,
              e.n
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(doc, n)
     ), inserted AS (
       INSERT INTO quiz_events (created_at, name, anonymous_id, properties, variant, quiz_id, dataset, quiz_doc, step_key, excluded)
       SELECT created_at, name, anonymous_id, properties, variant, quiz_id, dataset, quiz_doc, step_key, excluded FROM input ORDER BY n
       RETURNING id
     ), shoppers AS (
       INSERT INTO insights_shoppers AS s (anonymous_id, variant, quiz_id, first_seen, last_seen, max_step,
         completed_at, recommendation_viewed_at, add_to_cart_at, add_to_cart_clicks, impression_at,
         market, locale, device, source, excluded)
       SELECT anonymous_id,
              coalesce((array_agg(variant ORDER BY created_at DESC, n DESC) FILTER (WHERE variant <> ''))[1], ''),
              coalesce(max(quiz_id) FILTER (WHERE quiz_id <> ''), ''),
              min(created_at), max(created_at),
              coalesce(max(step_index) FILTER (WHERE excluded <> 'unverified'), -1),
              min(created_at) FILTER (WHERE name = $2),
              min(created_at) FILTER (WHERE name = $3),
              min(created_at) FILTER (WHERE name = $4),
              (count(*) FILTER (WHERE name = $4))::int,
              min(created_at) FILTER (WHERE name = $6),
              coalesce((array_agg(market ORDER BY created_at, n) FILTER (WHERE market <> ''))[1], ''),
              coalesce((array_agg(locale ORDER BY created_at, n) FILTER (WHERE locale <> ''))[1], ''),
              coalesce((array_agg(device ORDER BY created_at, n) FILTER (WHERE device <> ''))[1], ''),
              coalesce((array_agg(source ORDER BY created_at, n) FILTER (WHERE source <> ''))[1], ''),
              coalesce((array_agg(excluded ORDER BY created_at, n) FILTER (WHERE excluded IN ('preview', 'merchant')))[1], '')
       FROM input WHERE anonymous_id <> '' GROUP BY anonymous_id
       ON CONFLICT (anonymous_id) DO UPDATE SET
         variant = CASE WHEN EXCLUDED.variant <> '' THEN EXCLUDED.variant ELSE s.variant END,
         quiz_id = CASE WHEN EXCLUDED.quiz_id <> '' THEN EXCLUDED.quiz_id ELSE s.quiz_id END,
         first_seen = least(s.first_seen, EXCLUDED.first_seen),
         last_seen = greatest(s.last_seen, EXCLUDED.last_seen),
         max_step = greatest(s.max_step, EXCLUDED.max_step),
         completed_at = least(s.completed_at, EXCLUDED.completed_at),
         recommendation_viewed_at = least(s.recommendation_viewed_at, EXCLUDED.recommendation_viewed_at),
         add_to_cart_at = least(s.add_to_cart_at, EXCLUDED.add_to_cart_at),
         add_to_cart_clicks = s.add_to_cart_clicks + EXCLUDED.add_to_cart_clicks,
         impression_at = least(s.impression_at, EXCLUDED.impression_at),
         market = CASE WHEN s.market = '' THEN EXCLUDED.market ELSE s.market END,
         locale = CASE WHEN s.locale = '' THEN EXCLUDED.locale ELSE s.locale END,
         device = CASE WHEN s.device = '' THEN EXCLUDED.device ELSE s.device END,
         source = CASE WHEN s.source = '' THEN EXCLUDED.source ELSE s.source END,
         excluded = CASE WHEN s.excluded = '' THEN EXCLUDED.excluded ELSE s.excluded END
       RETURNING 1
     ), reached AS (
       INSERT INTO insights_shopper_steps (anonymous_id, dataset, quiz_doc, step_key)
       SELECT DISTINCT anonymous_id, dataset, quiz_doc, step_key FROM input
       WHERE anonymous_id <> '' AND step_key <> '' AND step_index IS NOT NULL
       ORDER BY 1, 2, 3, 4
       ON CONFLICT DO NOTHING
       RETURNING 1
     ), labels AS (
       INSERT INTO insights_step_labels (dataset, quiz_doc, step_key, step_id, step_name, position)
       SELECT DISTINCT ON (dataset, quiz_doc, step_key) dataset, quiz_doc, step_key, step_id, step_name, step_index
       FROM input WHERE step_key <> '' AND step_index IS NOT NULL ORDER BY dataset, quiz_doc, step_key, n DESC
       ON CONFLICT (dataset, quiz_doc, step_key) DO UPDATE SET step_id = EXCLUDED.step_id, step_name = EXCLUDED.step_name, position = EXCLUDED.position
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM inserted)::int AS stored`,
    [JSON.stringify(events.map(toDoc)), FIRST_PARTY_EVENTS.complete, FIRST_PARTY_EVENTS.recommendationView, FIRST_PARTY_EVENTS.addToCart,
      receivedAt?.toISOString() ?? null, FIRST_PARTY_EVENTS.impression],
  );
  return Number(row?.stored ?? 0);
}

/**
 * Deletes events older than `days` days, and the rollup rows of shoppers not seen since (orders are kept:
 * they are the store's sales records). `days <= 0` keeps everything. Returns the number of events deleted.
 */
export async function pruneEvents(db: Queryable, days: number): Promise<number> {
  if (!(days > 0)) return 0;
  const [row] = await db.query<{ n: number }>(
    `WITH gone AS (DELETE FROM quiz_events WHERE created_at < now() - make_interval(days => $1) RETURNING 1)
     SELECT count(*)::int AS n FROM gone`, [days]);
  await db.query(`WITH gone AS (DELETE FROM insights_shoppers WHERE last_seen < now() - make_interval(days => $1) RETURNING anonymous_id)
    DELETE FROM insights_shopper_steps WHERE anonymous_id IN (SELECT anonymous_id FROM gone)`, [days]);
  return Number(row?.n ?? 0);
}
