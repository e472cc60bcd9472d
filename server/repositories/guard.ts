/**
 * Turns "the database is gone" failures that carry no PostgreSQL error code (a closed PGlite, an ended
 * pg pool, a dropped connection) into DatabaseUnavailableError, so that the error handler answers
 * 503 instead of 500. Every other error passes through unchanged.
 */
import { DatabaseUnavailableError, isUnavailable } from '../db/database.ts';
import type { Database, Queryable } from '../db/database.ts';

const UNAVAILABLE_MESSAGES = [
  /PGlite is closed/i,
  /Cannot use a pool after calling end on the pool/i,
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /timeout exceeded when trying to connect/i,
  /the database system is (starting up|shutting down)/i,
];

export function isDatabaseGone(error: unknown): boolean {
  if (isUnavailable(error)) return true;
  const message = error instanceof Error ? error.message : '';
  return UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message));
}

function translate(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError || !isDatabaseGone(error)) return error;
  return new DatabaseUnavailableError(error instanceof Error ? error.message : 'database unavailable', { cause: error });
}

function guardQueryable(q: Queryable): Queryable {
  return {
    async query<Row>(sql: string, params?: unknown[]) {
      try {
        return await q.query<Row>(sql, params);
      } catch (error) {
        throw translate(error);
      }
    },
  };
}

/** The same database, with unavailability errors translated (see the top of this file). */
export function guardDatabase(db: Database): Database {
  return {
    kind: db.kind,
    ...guardQueryable(db),
    async transaction(work) {
      try {
        return await db.transaction((tx) => work(guardQueryable(tx)));
      } catch (error) {
        throw translate(error);
      }
    },
    async exec(sql) {
      try {
        await db.exec(sql);
      } catch (error) {
        throw translate(error);
      }
    },
    close: () => db.close(),
  };
}
