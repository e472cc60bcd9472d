/**
 * SQL of the `gpt_content` table: one row each time the element reports a description as shown. What
 * the server trusts of the report is kept (time to finish, cart token); the text kept is the one the
 * server wrote for that quiz-meta row (quiz_meta.description), never the text the client sent.
 */
import type { Queryable } from '../db/database.ts';

export interface NewGptContent {
  quizMetaId: string;
  cartToken: string;
  timeToFinish: number;
}

/**
 * Records the report; null (and nothing stored) when no quiz-meta row has that id, else the stored
 * description ('' when the server has not written one for the row yet). One statement, so a concurrent
 * insert cannot slip between a check and the write.
 */
export async function insertGptContent(db: Queryable, row: NewGptContent): Promise<{ content: string } | null> {
  const [inserted] = await db.query<{ content: string }>(
    `INSERT INTO gpt_content (quiz_meta_id, content, cart_token, time_to_finish)
     SELECT id, COALESCE(description, ''), $2, $3 FROM quiz_meta WHERE id = $1
     RETURNING content`,
    [row.quizMetaId, row.cartToken, row.timeToFinish],
  );
  return inserted ?? null;
}
