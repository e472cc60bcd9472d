/** SQL of the `gpt_content` table: descriptions shown to shoppers, against their quiz-meta row. */
import type { Queryable } from '../db/database.ts';

export interface NewGptContent {
  quizMetaId: string;
  content: string;
  cartToken: string;
  timeToFinish: number;
}

/**
 * Stores the description; returns false (and stores nothing) when no quiz-meta row has that id.
 * One statement, so a concurrent insert cannot slip between a check and the write.
 */
export async function insertGptContent(db: Queryable, row: NewGptContent): Promise<boolean> {
  const inserted = await db.query<{ id: string }>(
    `INSERT INTO gpt_content (quiz_meta_id, content, cart_token, time_to_finish)
     SELECT id, $2, $3, $4 FROM quiz_meta WHERE id = $1
     RETURNING id`,
    [row.quizMetaId, row.content, row.cartToken, row.timeToFinish],
  );
  return inserted.length > 0;
}
