/**
 * The merchant's session for the insights page (docs/insights.md "Access"): the secret `INSIGHTS_TOKEN`
 * is exchanged once for a cookie holding an expiry and its HMAC under the token. The cookie proves the
 * token was known without containing it, works on every replica without shared state, and stops working
 * when the token is changed. Every comparison is constant-time.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE = 'fq_insights';
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** The cookie is sent to the insights page and its API only. */
export const SESSION_PATH = '/insights';

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** Whether `given` is the token, in time independent of where they differ (both are hashed to equal length). */
export function tokenMatches(given: unknown, token: string): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  return timingSafeEqual(digest(given), digest(token));
}

function signature(expiresAt: number, token: string): string {
  return createHmac('sha256', token).update(`fq-insights-session.${expiresAt}`).digest('base64url');
}

export function createSessionValue(token: string, now = Date.now()): string {
  const expiresAt = now + SESSION_TTL_MS;
  return `${expiresAt}.${signature(expiresAt, token)}`;
}

export function sessionIsValid(value: string | undefined, token: string, now = Date.now()): boolean {
  if (!value) return false;
  const match = /^(\d{13,15})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (!(expiresAt > now) || expiresAt > now + SESSION_TTL_MS) return false;
  const expected = Buffer.from(signature(expiresAt, token));
  const given = Buffer.from(match[2] as string);
  return given.length === expected.length && timingSafeEqual(given, expected);
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
