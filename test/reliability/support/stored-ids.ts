/** Which acknowledged quiz-meta ids are not in the database (read directly, in batches). */
import type { Database } from '../../../server/db/database.ts';

export async function missingFromDatabase(db: Database, ids: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (let start = 0; start < ids.length; start += 1000) {
    const batch = ids.slice(start, start + 1000);
    const rows = await db.query<{ id: string }>('SELECT id::text AS id FROM quiz_meta WHERE id = ANY($1::uuid[])', [batch]);
    const found = new Set(rows.map((row) => row.id));
    missing.push(...batch.filter((id) => !found.has(id)));
  }
  return missing;
}
