/**
 * Whether a request comes from the merchant (docs/insights.md "Events"); their own visits to the store are
 * stored flagged and read by no report. Two proofs:
 * - the insights session (the copy of the cookie sent to `POST /events`, server/routes/insights-auth.ts),
 *   still open: a store on the backend's own site;
 * - the merchant marker a batch carries (`merchant`): a store on another site, where that cookie never
 *   arrives. The signed-in merchant gets a store link with `?fq-merchant=<marker>`; the element keeps it
 *   in its own storage (src/analytics/merchant-marker.ts). The marker is an expiry and its HMAC under
 *   `INSIGHTS_TOKEN`: it names no one, cannot be forged, and a new token voids every marker.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { MERCHANT_MARKER_PATTERN } from '../contract/merchant-marker.ts';
import type { Queryable } from './db/database.ts';
import { sessionIsOpen } from './repositories/insights-sessions.ts';
import { MERCHANT_COOKIE, readCookie, SESSION_COOKIE, sessionOf } from './routes/insights-auth.ts';

/** How long a marker counts: the merchant opens a fresh link in each browser twice a year. */
export const MERCHANT_MARKER_TTL_MS = 180 * 86_400_000;

function signature(expiresAt: number, token: string): string {
  return createHmac('sha256', token).update(`fq-merchant-marker.${expiresAt}`).digest('base64url');
}

export function createMerchantMarker(token: string, now = Date.now()): { marker: string; expiresAt: number } {
  const expiresAt = now + MERCHANT_MARKER_TTL_MS;
  return { marker: `m1.${expiresAt}.${signature(expiresAt, token)}`, expiresAt };
}

/** Whether `value` is a marker signed under `token` that has not expired. */
export function merchantMarkerValid(value: unknown, token: string, now = Date.now()): boolean {
  const match = typeof value === 'string' ? MERCHANT_MARKER_PATTERN.exec(value) : null;
  if (!match) return false;
  const expiresAt = Number(match[1]);
  if (!(expiresAt > now) || expiresAt > now + MERCHANT_MARKER_TTL_MS) return false;
  const expected = Buffer.from(signature(expiresAt, token));
  const given = Buffer.from(match[2] as string);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function merchantCheck(db: Queryable, token: string | undefined): (request: FastifyRequest) => Promise<boolean> {
  return async (request) => {
    if (!token) return false;
    const body = request.body as { merchant?: unknown } | undefined;
    if (body && typeof body === 'object' && merchantMarkerValid(body.merchant, token)) return true;
    const { cookie } = request.headers;
    const session = sessionOf(readCookie(cookie, MERCHANT_COOKIE), token) ?? sessionOf(readCookie(cookie, SESSION_COOKIE), token);
    return session !== null && sessionIsOpen(db, session);
  };
}
