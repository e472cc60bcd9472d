/**
 * Whether a request comes from the signed-in merchant (docs/insights.md "Events"): it carries the
 * insights session (the copy of the cookie sent to `POST /events`, server/routes/insights-auth.ts) and
 * that session is still open. Their own visits to the store are stored flagged and read by no report.
 */
import type { FastifyRequest } from 'fastify';
import type { Queryable } from './db/database.ts';
import { sessionIsOpen } from './repositories/insights-sessions.ts';
import { MERCHANT_COOKIE, readCookie, SESSION_COOKIE, sessionOf } from './routes/insights-auth.ts';

export function merchantCheck(db: Queryable, token: string | undefined): (request: FastifyRequest) => Promise<boolean> {
  return async (request) => {
    if (!token) return false;
    const { cookie } = request.headers;
    const session = sessionOf(readCookie(cookie, MERCHANT_COOKIE), token) ?? sessionOf(readCookie(cookie, SESSION_COOKIE), token);
    return session !== null && sessionIsOpen(db, session);
  };
}
