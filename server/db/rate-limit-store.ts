/**
 * A @fastify/rate-limit store in the database, so that a limit holds across replicas on PostgreSQL
 * (docs/scaling.md): one row per route and client, counted by an atomic upsert that also restarts an
 * expired window. PGlite uses memory-rate-limit-store.ts instead.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Queryable } from './database.ts';

export type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0];

const INCREMENT = `
  INSERT INTO rate_limits AS r (key, hits, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
    reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
  RETURNING r.hits AS hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (r.reset_at - now())) * 1000))::integer AS ttl`;

const READ = `
  SELECT hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (reset_at - now())) * 1000))::integer AS ttl
  FROM rate_limits WHERE key = $1 AND reset_at > now()`;

/** The key prefix of one route's child store: one key space per route (the plugin passes `routeInfo`). */
export function routePrefix(prefix: string, routeOptions: ChildOptions): string {
  const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? routeOptions;
  return `${prefix}${String(route.method ?? '')} ${String(route.url ?? '')} `;
}

/** Expired windows are deleted at most this often (by whichever request comes first). */
const SWEEP_EVERY_MS = 5 * 60_000;

interface Row {
  hits: number | string;
  ttl: number | string;
}

/** The store class @fastify/rate-limit instantiates (`store` option), bound to `db`. */
export function databaseRateLimitStore(db: Queryable) {
  let lastSweep = 0;
  const sweep = () => {
    const now = Date.now();
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    db.query("DELETE FROM rate_limits WHERE reset_at < now() - interval '1 minute'").catch(() => { lastSweep = 0; });
  };

  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(_options: unknown = {}, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      sweep();
      db.query<Row>(INCREMENT, [this.prefix + key, timeWindow]).then(
        ([row]) => callback(null, { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? timeWindow) }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      db.query<Row>(READ, [this.prefix + key]).then(
        ([row]) => callback(null, { current: Number(row?.hits ?? 0), ttl: Number(row?.ttl ?? 0) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: ChildOptions): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions, routePrefix(this.prefix, routeOptions));
    }
  };
}
