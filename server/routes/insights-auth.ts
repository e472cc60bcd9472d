/**
 * The merchant's session for the insights page (docs/insights.md "Access"): the secret `INSIGHTS_TOKEN`
 * is exchanged once for a cookie holding an expiry, a random session id and their HMAC under the token.
 * The cookie proves the token was known without containing it and stops working when the token is
 * changed; the session id is kept in the database (server/repositories/insights-sessions.ts), so signing
 * out ends the session on every replica. Every comparison is constant-time.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'fq_insights';
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** The cookie is sent to the insights page and its API only. */
export const SESSION_PATH = '/insights';
/** A copy of the session sent to `POST /events` only, so the merchant's own visits to the store are flagged. */
export const MERCHANT_COOKIE = 'fq_merchant';
export const MERCHANT_PATH = '/events';

/** A token shorter than this is refused at start: it could be guessed within the login limit's reach. */
export const MIN_TOKEN_LENGTH = 32;

/** Why `INSIGHTS_TOKEN` cannot be used, or null. */
export function tokenProblem(token: string | undefined): string | null {
  if (token === undefined || token.length >= MIN_TOKEN_LENGTH) return null;
  return `INSIGHTS_TOKEN is ${token.length} characters long; use at least ${MIN_TOKEN_LENGTH} random characters (e.g. the output of "openssl rand -hex 32")`;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Whether `given` is the token, in time independent of where they differ (both are hashed to equal length). */
export function tokenMatches(given: unknown, token: string): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  return timingSafeEqual(digest(given), digest(token));
}

function signature(expiresAt: number, sessionId: string, token: string): string {
  return createHmac('sha256', token).update(`fq-insights-session.${expiresAt}.${sessionId}`).digest('base64url');
}

export interface Session {
  /** Random, 22 base64url characters; the database keeps only its hash. */
  id: string;
  expiresAt: number;
}

export function createSession(token: string, now = Date.now()): { session: Session; value: string } {
  const session = { id: randomBytes(16).toString('base64url'), expiresAt: now + SESSION_TTL_MS };
  return { session, value: `${session.expiresAt}.${session.id}.${signature(session.expiresAt, session.id, token)}` };
}

/** The session a cookie value names when it was signed under `token` and has not expired, else null. */
export function sessionOf(value: string | undefined, token: string, now = Date.now()): Session | null {
  if (!value) return null;
  const match = /^(\d{13,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const expiresAt = Number(match[1]);
  const id = match[2] as string;
  if (!(expiresAt > now) || expiresAt > now + SESSION_TTL_MS) return null;
  const expected = Buffer.from(signature(expiresAt, id, token));
  const given = Buffer.from(match[3] as string);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { id, expiresAt } : null;
}

/** The database key of a session: its id hashed, so a copy of the table opens nothing. */
export function sessionKey(session: Session): string {
  return digest(session.id).toString('hex');
}

/** The value of cookie `name` in a Cookie header (first occurrence). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

export function sessionCookie(value: string, secure: boolean): string {
  return `${SESSION_COOKIE}=${value}; Path=${SESSION_PATH}; Max-Age=${SESSION_TTL_MS / 1000}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=${SESSION_PATH}; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function merchantCookie(value: string, secure: boolean): string {
  return `${MERCHANT_COOKIE}=${value}; Path=${MERCHANT_PATH}; Max-Age=${SESSION_TTL_MS / 1000}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

export function clearedMerchantCookie(secure: boolean): string {
  return `${MERCHANT_COOKIE}=; Path=${MERCHANT_PATH}; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
