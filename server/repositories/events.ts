/**
 * SQL of the `quiz_events` table (first-party funnel events) and of the per-shopper rollup
 * `insights_shoppers` that the insights queries read (docs/insights.md "Data").
 */
import { FIRST_PARTY_EVENTS, isVariant } from '../../contract/events.ts';
import type { Queryable } from '../db/database.ts';
import type { QuizEvent } from '../schemas/requests.ts';
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
  step_id: string;
  step_name: string;
}

function toDoc(event: QuizEvent): EventDoc {
  const properties = event.properties ?? {};
  const { variant, quizId, index, stepId, stepName } = properties;
  const isStep = event.name === FIRST_PARTY_EVENTS.stepView
    && typeof index === 'number' && Number.isInteger(index) && index >= 0 && index <= MAX_STEP_INDEX;
  return {
    name: event.name,
    anonymous_id: event.anonymousId ?? '',
    properties,
    age_ms: event.ageMs ?? 0,
    variant: isVariant(variant) ? variant : '',
    quiz_id: typeof quizId === 'string' && UUID_REGEXP.test(quizId) ? quizId.toLowerCase() : '',
    step_index: isStep ? index : null,
    step_id: typeof stepId === 'string' ? stepId : '',
    step_name: typeof stepName === 'string' ? stepName : '',
  };
}

/**
 * Stores the events in one statement (all or nothing), in order, and folds them into the shopper rollup
 * and the step labels; returns how many were stored. An event's time is the server's clock minus its
 * `ageMs` (how long it waited in the browser's queue), so a wrong client clock cannot move it.
 * `receivedAt` replaces the server's clock (demo data, fixtures).
 */
export async function insertEvents(db: Queryable, events: readonly QuizEvent[], receivedAt?: Date): Promise<number> {
  if (events.length === 0) return 0;
  const [row] = await db.query<{ stored: number }>(
    `WITH input AS (
       SELECT e.doc->>'name' AS name, e.doc->>'anonymous_id' AS anonymous_id, e.doc->'properties' AS properties,
              coalesce($5::timestamptz, now()) - make_interval(secs => (e.doc->>'age_ms')::float8 / 1000) AS created_at,
              e.doc->>'variant' AS variant, e.doc->>'quiz_id' AS quiz_id,
              (e.doc->>'step_index')::int AS step_index, e.doc->>'step_id' AS step_id, e.doc->>'step_name' AS step_name,
              e.n
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(doc, n)
     ), inserted AS (
       INSERT INTO quiz_events (created_at, name, anonymous_id, properties, variant, quiz_id)
       SELECT created_at, name, anonymous_id, properties, variant, quiz_id FROM input ORDER BY n
       RETURNING id
     ), shoppers AS (
       INSERT INTO insights_shoppers AS s (anonymous_id, variant, quiz_id, first_seen, last_seen, max_step,
         completed_at, recommendation_viewed_at, add_to_cart_at, add_to_cart_clicks)
       SELECT anonymous_id,
              coalesce((array_agg(variant ORDER BY created_at DESC, n DESC) FILTER (WHERE variant <> ''))[1], ''),
              coalesce(max(quiz_id) FILTER (WHERE quiz_id <> ''), ''),
              min(created_at), max(created_at),
              coalesce(max(step_index), -1),
              min(created_at) FILTER (WHERE name = $2),
              min(created_at) FILTER (WHERE name = $3),
              min(created_at) FILTER (WHERE name = $4),
              (count(*) FILTER (WHERE name = $4))::int
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
         add_to_cart_clicks = s.add_to_cart_clicks + EXCLUDED.add_to_cart_clicks
       RETURNING 1
     ), steps AS (
       INSERT INTO insights_steps (step_index, step_id, step_name)
       SELECT DISTINCT ON (step_index) step_index, step_id, step_name
       FROM input WHERE step_index IS NOT NULL ORDER BY step_index, n DESC
       ON CONFLICT (step_index) DO UPDATE SET step_id = EXCLUDED.step_id, step_name = EXCLUDED.step_name
       RETURNING 1
     )
     SELECT (SELECT count(*) FROM inserted)::int AS stored`,
    [JSON.stringify(events.map(toDoc)), FIRST_PARTY_EVENTS.complete, FIRST_PARTY_EVENTS.recommendationView, FIRST_PARTY_EVENTS.addToCart,
      receivedAt?.toISOString() ?? null],
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
  await db.query(`DELETE FROM insights_shoppers WHERE last_seen < now() - make_interval(days => $1)`, [days]);
  return Number(row?.n ?? 0);
}
