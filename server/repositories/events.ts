/** SQL of the `quiz_events` table: first-party funnel events. */
import type { Queryable } from '../db/database.ts';
import type { QuizEvent } from '../schemas/requests.ts';

/** Stores the events in one statement (all or nothing), in order; returns how many were stored. */
export async function insertEvents(db: Queryable, events: readonly QuizEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  const rows = events.map((event) => ({
    name: event.name,
    anonymous_id: event.anonymousId ?? '',
    properties: event.properties ?? {},
  }));
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO quiz_events (name, anonymous_id, properties)
     SELECT e.doc->>'name', e.doc->>'anonymous_id', e.doc->'properties'
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS e(doc, n)
     ORDER BY e.n
     RETURNING id`,
    [JSON.stringify(rows)],
  );
  return inserted.length;
}
