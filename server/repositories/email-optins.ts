/** E-mail opt-ins with their consent record (migration 9; docs/behaviour.md "Results by e-mail"). */
import type { Queryable } from '../db/database.ts';

export interface NewOptin {
  id: string;
  email: string;
  quizMetaId: string;
  market: string;
  locale: string;
  consentText: string;
  consentVersion: string;
}

export interface OptinRow extends NewOptin {
  consentedAt: Date;
  unsubscribedAt: Date | null;
}

interface Raw {
  id: string; email: string; quiz_meta_id: string | null; market: string; locale: string;
  consent_text: string; consent_version: string; consented_at: Date | string; unsubscribed_at: Date | string | null;
}

const COLUMNS = 'id, email, quiz_meta_id, market, locale, consent_text, consent_version, consented_at, unsubscribed_at';

function fromRaw(row: Raw): OptinRow {
  return {
    id: row.id, email: row.email, quizMetaId: row.quiz_meta_id ?? '', market: row.market, locale: row.locale,
    consentText: row.consent_text, consentVersion: row.consent_version,
    consentedAt: new Date(row.consented_at), unsubscribedAt: row.unsubscribed_at === null ? null : new Date(row.unsubscribed_at),
  };
}

export async function insertOptin(db: Queryable, optin: NewOptin): Promise<void> {
  await db.query(
    `INSERT INTO email_optins (id, email, quiz_meta_id, market, locale, consent_text, consent_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [optin.id, optin.email, optin.quizMetaId, optin.market, optin.locale, optin.consentText, optin.consentVersion],
  );
}

export async function findOptin(db: Queryable, id: string): Promise<OptinRow | null> {
  const [row] = await db.query<Raw>(`SELECT ${COLUMNS} FROM email_optins WHERE id = $1`, [id]);
  return row ? fromRaw(row) : null;
}

export async function optinsFor(db: Queryable, email: string): Promise<OptinRow[]> {
  return (await db.query<Raw>(`SELECT ${COLUMNS} FROM email_optins WHERE lower(email) = lower($1) ORDER BY consented_at`, [email])).map(fromRaw);
}

/** Unsubscribes the address of opt-in `id` from every e-mail (idempotent: the first time is kept); its e-mail, or null for an unknown id. */
export async function unsubscribe(db: Queryable, id: string): Promise<string | null> {
  const [row] = await db.query<{ email: string }>('SELECT email FROM email_optins WHERE id = $1', [id]);
  if (!row) return null;
  await db.query('UPDATE email_optins SET unsubscribed_at = now() WHERE lower(email) = lower($1) AND unsubscribed_at IS NULL', [row.email]);
  return row.email;
}

/** Deletes every opt-in of an address; returns the quiz ids they named. */
export async function deleteOptinsFor(db: Queryable, email: string): Promise<string[]> {
  const rows = await db.query<{ quiz_meta_id: string | null }>('DELETE FROM email_optins WHERE lower(email) = lower($1) RETURNING quiz_meta_id', [email]);
  return rows.map((row) => row.quiz_meta_id).filter((id): id is string => id !== null);
}

/** Deletes opt-ins older than `days` (`EMAIL_RETENTION_DAYS`); returns how many. */
export async function purgeOptins(db: Queryable, days: number): Promise<number> {
  return (await db.query(`DELETE FROM email_optins WHERE consented_at < now() - ($1::text || ' days')::interval RETURNING id`, [String(days)])).length;
}
