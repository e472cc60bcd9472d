/** SQL of the `quiz_meta` table: one row per finished quiz (the shopper's profile). */
import type { Profile } from '../../contract/profile-fields.ts';
import type { Queryable } from '../db/database.ts';

export interface NewQuizMeta {
  id: string;
  cartToken: string;
  segmentAnonId: string;
  profile: Profile;
}

export interface QuizMetaRow {
  id: string;
  createdAt: Date;
  cartToken: string;
  segmentAnonId: string;
  profile: Profile;
}

export async function insertQuizMeta(db: Queryable, row: NewQuizMeta): Promise<void> {
  await db.query(
    'INSERT INTO quiz_meta (id, cart_token, segment_anon_id, profile) VALUES ($1, $2, $3, $4::jsonb)',
    [row.id, row.cartToken, row.segmentAnonId, JSON.stringify(row.profile)],
  );
}

/** The stored row, or null. `id` must already be a well-formed UUID (see UUID_REGEXP). */
export async function findQuizMeta(db: Queryable, id: string): Promise<QuizMetaRow | null> {
  const [row] = await db.query<{ id: string; created_at: Date | string; cart_token: string; segment_anon_id: string; profile: Profile | string }>(
    'SELECT id, created_at, cart_token, segment_anon_id, profile FROM quiz_meta WHERE id = $1',
    [id],
  );
  if (!row) return null;
  return {
    id: row.id,
    createdAt: new Date(row.created_at),
    cartToken: row.cart_token,
    segmentAnonId: row.segment_anon_id,
    profile: typeof row.profile === 'string' ? (JSON.parse(row.profile) as Profile) : row.profile,
  };
}
