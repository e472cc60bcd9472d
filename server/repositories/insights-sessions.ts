/** SQL of `insights_sessions` (migration 7): the merchant's signed-in sessions, by hashed id. */
import type { Queryable } from '../db/database.ts';
import { sessionKey } from '../routes/insights-auth.ts';
import type { Session } from '../routes/insights-auth.ts';

/** Keeps a new session, and forgets the expired ones. */
export async function saveSession(db: Queryable, session: Session): Promise<void> {
  await db.query('DELETE FROM insights_sessions WHERE expires_at <= now()');
  await db.query('INSERT INTO insights_sessions (id_hash, expires_at) VALUES ($1, $2)', [sessionKey(session), new Date(session.expiresAt).toISOString()]);
}

export async function sessionIsOpen(db: Queryable, session: Session): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM insights_sessions WHERE id_hash = $1 AND expires_at > now()', [sessionKey(session)]);
  return rows.length > 0;
}

export async function endSession(db: Queryable, session: Session): Promise<void> {
  await db.query('DELETE FROM insights_sessions WHERE id_hash = $1', [sessionKey(session)]);
}
