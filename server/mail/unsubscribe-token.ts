/**
 * Signed unsubscribe tokens: `<opt-in id>.<HMAC-SHA256 of it, base64url>`, so a link unsubscribes its own
 * opt-in only and cannot be guessed from another. The key is generated once and kept in the database
 * (`server_secrets`), shared by every replica.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

const SECRET_NAME = 'unsubscribe-signing-key';

/** The signing key, created on first use (two replicas racing agree on the first one written). */
export async function unsubscribeKey(db: Queryable): Promise<string> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [SECRET_NAME, randomBytes(32).toString('base64url')]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [SECRET_NAME]);
  if (!row) throw new Error('the unsubscribe signing key could not be stored');
  return row.value;
}

const mac = (key: string, id: string) => createHmac('sha256', key).update(`unsubscribe:${id}`).digest('base64url');

export function signUnsubscribe(key: string, optinId: string): string {
  return `${optinId}.${mac(key, optinId)}`;
}

/** The opt-in id a token names, or null when it is malformed or not signed with `key`. */
export function verifyUnsubscribe(key: string, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const id = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(mac(key, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
