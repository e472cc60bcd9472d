/**
 * SQL of the `quiz_meta` table: one row per finished quiz (the shopper's profile, the answer payload,
 * and the description the server wrote for it).
 */
import { DEFAULT_DESCRIPTION_LOCALE } from '../../contract/ai-rules.ts';
import type { DescriptionLocale } from '../../contract/ai-rules.ts';
import type { Profile } from '../../contract/profile-fields.ts';
import type { DescriptionSource, Payload } from '../../contract/requests.ts';
import type { Queryable } from '../db/database.ts';
import { addToTasteRollup } from './taste-rollup.ts';

export interface NewQuizMeta {
  id: string;
  cartToken: string;
  segmentAnonId: string;
  profile: Profile;
  payload: Payload;
  /** Answers naming options the quiz did not have when stored (server/quiz-options.ts), flagged for review. */
  unlistedOptions?: ReadonlyArray<{ path: string; step: string; value: string }>;
  /** The quiz document (dataset, id, `_rev`) the answers were judged by. */
  quiz?: { dataset: string; id: string; rev: string } | null;
  /** Replaces the server's clock (demo data, fixtures). */
  createdAt?: Date;
}

export interface QuizMetaRow extends NewQuizMeta {
  createdAt: Date;
  /** The last description the server wrote for this profile, or null before the first. */
  description: string | null;
  descriptionSource: DescriptionSource | null;
  /** The locale the description is written in, or null before the first. */
  descriptionLocale: string | null;
}

/**
 * Stores the rows in one statement (all or none), e.g. a batch of POST /quiz-meta requests, and adds their
 * profiles to the tastes rollup (./taste-rollup.ts) in the same statement.
 */
export async function insertQuizMetaRows(db: Queryable, rows: readonly NewQuizMeta[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(
    `WITH inserted AS (
       INSERT INTO quiz_meta (id, created_at, cart_token, segment_anon_id, profile, payload, unlisted_options, quiz_content)
       SELECT id, coalesce(created_at, now()), cart_token, segment_anon_id, profile::jsonb, payload::jsonb, unlisted::jsonb, quiz::jsonb
       FROM unnest($1::uuid[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
         AS t(id, created_at, cart_token, segment_anon_id, profile, payload, unlisted, quiz)
       RETURNING created_at, profile
     )
     ${addToTasteRollup('inserted')}`,
    [
      rows.map((row) => row.id),
      rows.map((row) => row.createdAt?.toISOString() ?? null),
      rows.map((row) => row.cartToken),
      rows.map((row) => row.segmentAnonId),
      rows.map((row) => JSON.stringify(row.profile)),
      rows.map((row) => JSON.stringify(row.payload)),
      rows.map((row) => JSON.stringify(row.unlistedOptions ?? [])),
      rows.map((row) => (row.quiz ? JSON.stringify(row.quiz) : null)),
    ],
  );
}

export async function insertQuizMeta(db: Queryable, row: NewQuizMeta): Promise<void> {
  await insertQuizMetaRows(db, [row]);
}

function json<T>(value: T | string): T {
  return typeof value === 'string' ? (JSON.parse(value) as T) : value;
}

/** The stored row, or null. `id` must already be a well-formed UUID (see UUID_REGEXP). */
export async function findQuizMeta(db: Queryable, id: string): Promise<QuizMetaRow | null> {
  const [row] = await db.query<{
    id: string; created_at: Date | string; cart_token: string; segment_anon_id: string;
    profile: Profile | string; payload: Payload | string; description: string | null; description_source: string | null; description_locale: string | null;
  }>(
    `SELECT id, created_at, cart_token, segment_anon_id, profile, payload, description, description_source, description_locale
     FROM quiz_meta WHERE id = $1`,
    [id],
  );
  if (!row) return null;
  return {
    id: row.id,
    createdAt: new Date(row.created_at),
    cartToken: row.cart_token,
    segmentAnonId: row.segment_anon_id,
    profile: json(row.profile),
    payload: json(row.payload),
    description: row.description,
    descriptionSource: row.description_source === 'ai' || row.description_source === 'composer' ? row.description_source : null,
    descriptionLocale: row.description_locale,
  };
}

/** Keeps the description the server wrote for the row (the latest one wins). */
export async function saveDescription(
  db: Queryable, id: string, content: string, source: DescriptionSource, locale: DescriptionLocale = DEFAULT_DESCRIPTION_LOCALE,
): Promise<void> {
  await db.query(
    'UPDATE quiz_meta SET description = $2, description_source = $3, description_locale = $4, described_at = now() WHERE id = $1',
    [id, content, source, locale],
  );
}

/** Catalogue family and sub-family of each known id (unknown ids are absent from the map). */
export async function catalogueFamilies(db: Queryable, ids: readonly string[]): Promise<Map<string, { family: string; subFamily: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; family: string; sub_family: string }>(
    'SELECT id, family, sub_family FROM fragrances WHERE id = ANY($1::text[])',
    [[...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, { family: row.family, subFamily: row.sub_family }]));
}
