/**
 * SQL of `insights_taste_days`, the per-day rollup of the stored profiles that the tastes reports read
 * instead of every profile of the range (docs/insights.md "Data"). One row per kind, UTC day and key:
 * - `profiles` (key ''): profiles stored that day;
 * - `loved` / `avoided` (key: a profile field): profiles rating that field 4–5 / 1–2. Every top-level
 *   rating is counted, not only today's scent families, so a family added later has its history;
 * - `favourite` (key: a perfume id): how often shoppers named it a favourite;
 * - `answer` (key: `field=value`): profiles answering that value, every string or number answer and each
 *   string in a list (option values, never labels: language-neutral).
 * A stored profile is never changed or deleted, so adding each stored batch keeps the rollup exact.
 */
import type { Queryable } from '../db/database.ts';

export const TASTE_KIND = { profiles: 'profiles', loved: 'loved', avoided: 'avoided', favourite: 'favourite', answer: 'answer' } as const;
export type TasteKind = (typeof TASTE_KIND)[keyof typeof TASTE_KIND];

/**
 * The rollup rows that the profiles in `source` (any relation with `created_at` and `profile`) add, in
 * key order: concurrent batches then lock the rows they share in the same order, and never deadlock.
 */
export function tasteCounts(source: string): string {
  return `SELECT kind, day, key, count(*)::int AS n FROM (
      SELECT '${TASTE_KIND.profiles}' AS kind, (created_at AT TIME ZONE 'UTC')::date AS day, '' AS key FROM ${source}
      UNION ALL
      SELECT CASE WHEN rating.value IN ('4'::jsonb, '5'::jsonb) THEN '${TASTE_KIND.loved}' ELSE '${TASTE_KIND.avoided}' END,
             (created_at AT TIME ZONE 'UTC')::date, rating.key
      FROM ${source} CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(profile) = 'object' THEN profile ELSE '{}'::jsonb END) AS rating
      WHERE rating.value IN ('1'::jsonb, '2'::jsonb, '4'::jsonb, '5'::jsonb)
      UNION ALL
      SELECT '${TASTE_KIND.favourite}', (created_at AT TIME ZONE 'UTC')::date, favourite->>'id'
      FROM ${source} CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(profile->'favorite_fragrances') = 'array'
        THEN profile->'favorite_fragrances' ELSE '[]'::jsonb END) AS favourite
      WHERE favourite->>'id' IS NOT NULL
      UNION ALL
      ${answerRows(source)}
    ) AS counted GROUP BY kind, day, key ORDER BY kind, day, key`;
}

/** One row per answered value of every profile in `source` (kind `answer`). */
function answerRows(source: string): string {
  return `SELECT '${TASTE_KIND.answer}' AS kind, (created_at AT TIME ZONE 'UTC')::date AS day, answer.key || '=' || (answer.value #>> '{}') AS key
      FROM ${source} CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(profile) = 'object' THEN profile ELSE '{}'::jsonb END) AS answer
      WHERE jsonb_typeof(answer.value) IN ('string', 'number') AND answer.value <> '""'::jsonb
      UNION ALL
      SELECT '${TASTE_KIND.answer}', (created_at AT TIME ZONE 'UTC')::date, answer.key || '=' || (element #>> '{}')
      FROM ${source} CROSS JOIN LATERAL jsonb_each(CASE WHEN jsonb_typeof(profile) = 'object' THEN profile ELSE '{}'::jsonb END) AS answer
      CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(answer.value) = 'array' THEN answer.value ELSE '[]'::jsonb END) AS element
      WHERE jsonb_typeof(element) = 'string'`;
}

/** Migration 11: the answers of the profiles stored before the rollup counted them (replacing any). */
export const ANSWER_ROLLUP_MIGRATION = `
  DELETE FROM insights_taste_days WHERE kind = '${TASTE_KIND.answer}';
  INSERT INTO insights_taste_days (kind, day, key, n)
    SELECT kind, day, key, count(*)::int FROM (${answerRows('quiz_meta')}) AS counted GROUP BY kind, day, key
`;

/** Adds the profiles in `source` to the rollup (inside the statement that stores them). */
export function addToTasteRollup(source: string): string {
  return `INSERT INTO insights_taste_days AS t (kind, day, key, n) ${tasteCounts(source)}
    ON CONFLICT (kind, day, key) DO UPDATE SET n = t.n + EXCLUDED.n`;
}

/**
 * The table, and its rows for the profiles stored before it existed (migration 5). Built from the same
 * counting rule as every insert, on purpose: a database migrated later backfills by the rule the code keeps.
 */
export const TASTE_ROLLUP_MIGRATION = `
  CREATE TABLE insights_taste_days (
    kind text NOT NULL,
    day date NOT NULL,
    key text NOT NULL,
    n integer NOT NULL,
    PRIMARY KEY (kind, day, key)
  );
  ${addToTasteRollup('quiz_meta')}
`;

/**
 * Recounts the whole rollup from the stored profiles, after profiles were written by other means (a bulk
 * load); not while a server is storing profiles, whose counts could land between the two statements.
 */
export async function rebuildTasteRollup(db: Queryable): Promise<void> {
  await db.query('DELETE FROM insights_taste_days');
  await db.query(addToTasteRollup('quiz_meta'));
}

/** `YYYY-MM-DD` of a UTC day. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The rollup's sums over the whole UTC days of `[from, to)`, for the kinds asked, by kind and key. */
export async function tasteTotals(
  db: Queryable,
  range: { from: Date; to: Date },
  kinds: readonly TasteKind[],
): Promise<Array<{ kind: TasteKind; key: string; n: number }>> {
  return db.query<{ kind: TasteKind; key: string; n: number }>(
    `SELECT kind, key, sum(n)::int AS n FROM insights_taste_days
     WHERE kind = ANY($1::text[]) AND day >= $2::date AND day < $3::date GROUP BY kind, key`,
    [kinds, dayOf(range.from), dayOf(range.to)],
  );
}
