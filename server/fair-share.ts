/**
 * Fair shares of the public endpoints per client address (docs/scaling.md "Fair shares"): a rate (a
 * fixed window, counted in the `rate_limits` table on PostgreSQL so every replica sees the same count, in
 * memory on PGlite, which has one process) and a number of requests in flight at once (per replica).
 * Past either, 429 with `Retry-After`. One table of rules; a route plugs in with `preHandler: shares.guard(name)`.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database, Queryable } from './db/database.ts';
import { sharedCounts } from './db/memory-rate-limit-store.ts';
import { apiError } from './errors.ts';

export interface ShareRule {
  /** Units (requests, or events for /events) per window per client; absent: only the in-flight limit. */
  max?: number;
  windowMs: number;
  /** Requests of one client in flight at once on one replica. */
  concurrent: number;
  /** What a unit is, for the 429 message. */
  unit: string;
}

const MINUTE = 60_000;

/**
 * The figures: a quiz sends about 50 events and one profile; a shared address (an office, a mobile
 * carrier's NAT) still gets several shoppers' worth a minute. Content queries count only when they are
 * evaluated: answers from memory are never limited.
 */
export const FAIR_SHARES = {
  contentQuery: { max: 120, windowMs: MINUTE, concurrent: 4, unit: 'uncached content queries' },
  events: { max: 600, windowMs: MINUTE, concurrent: 4, unit: 'events' },
  quizMeta: { max: 30, windowMs: MINUTE, concurrent: 4, unit: 'quiz results' },
  // Its rate is AI_RATE_LIMIT_PER_MINUTE (@fastify/rate-limit, counted the same way); here only the in-flight limit.
  ai: { windowMs: MINUTE, concurrent: 2, unit: 'descriptions' },
  // The results e-mail has its own limits, per client and per address: routes/email-results.ts.
} as const satisfies Record<string, ShareRule>;

export type ShareName = keyof typeof FAIR_SHARES;
export type ShareRules = Record<ShareName, ShareRule>;

/** The shares times `scale` (FAIR_SHARE_SCALE: load tests, or an address known to front many shoppers). */
export function scaledShares(scale: number, rules: ShareRules = FAIR_SHARES): ShareRules {
  return Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, {
    ...rule,
    ...(rule.max !== undefined ? { max: Math.ceil(rule.max * scale) } : {}),
    concurrent: Math.ceil(rule.concurrent * scale),
  }])) as ShareRules;
}

export type Verdict = { ok: true } | { ok: false; retryAfterS: number; message: string };

const INCREMENT = `
  INSERT INTO rate_limits AS r (key, hits, reset_at) VALUES ($1, $3, now() + make_interval(secs => $2::double precision / 1000))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.reset_at <= now() THEN EXCLUDED.hits ELSE r.hits + EXCLUDED.hits END,
    reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
  RETURNING r.hits AS hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (r.reset_at - now())) * 1000))::integer AS ttl`;

type Counter = (key: string, cost: number, windowMs: number) => Promise<{ hits: number; ttlMs: number }>;

function databaseCounter(db: Queryable): Counter {
  return async (key, cost, windowMs) => {
    const [row] = await db.query<{ hits: number | string; ttl: number | string }>(INCREMENT, [key, windowMs, cost]);
    return { hits: Number(row?.hits ?? cost), ttlMs: Number(row?.ttl ?? windowMs) };
  };
}

/** Per-client counts in flight, per replica. */
export class ClientGate {
  readonly #inFlight = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** A release function, or null when the client already has `max` in flight. */
  enter(client: string): (() => void) | null {
    const now = this.#inFlight.get(client) ?? 0;
    if (now >= this.max) return null;
    this.#inFlight.set(client, now + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.#inFlight.get(client) ?? 1) - 1;
      if (left <= 0) this.#inFlight.delete(client);
      else this.#inFlight.set(client, left);
    };
  }
}

export interface FairShares {
  /** Counts `cost` units for the client and enters its in-flight gate; the release must be called when done. */
  take(name: ShareName, client: string, cost?: number): Promise<{ verdict: Verdict; release: () => void }>;
  /** A preHandler for a route: 429 with Retry-After past the share; `cost` defaults to one per request. */
  guard(name: ShareName, cost?: (request: FastifyRequest) => number): preHandlerAsyncHookHandler;
}

const noop = () => {};

/**
 * The shares of one app. On PostgreSQL (`db` is the guarded database) the rates are shared by every
 * replica; on PGlite they are kept with the rest of the process's counts. With the database unavailable
 * the rate is not counted (the in-flight limit still holds): a lost database must not refuse shoppers.
 */
export function fairShares(app: FastifyInstance, rawDb: Database, db: Queryable, rules: ShareRules = FAIR_SHARES): FairShares {
  const releases = new WeakMap<FastifyRequest, () => void>();
  const releaseOf = async (request: FastifyRequest) => {
    releases.get(request)?.();
    releases.delete(request);
  };
  app.addHook('onResponse', releaseOf);
  app.addHook('onRequestAbort', releaseOf);
  const counts = sharedCounts(rawDb);
  const count: Counter = rawDb.kind === 'postgres'
    ? databaseCounter(db)
    : async (key, cost, windowMs) => {
      const { hits, ttlMs } = counts.increment(key, windowMs, cost);
      return { hits, ttlMs };
    };
  const gates = new Map<ShareName, ClientGate>();
  const gateOf = (name: ShareName) => {
    let gate = gates.get(name);
    if (!gate) gates.set(name, gate = new ClientGate(rules[name].concurrent));
    return gate;
  };

  const take: FairShares['take'] = async (name, client, cost = 1) => {
    const rule = rules[name];
    const release = gateOf(name).enter(client);
    if (!release) {
      return { verdict: { ok: false, retryAfterS: 1, message: `Too many requests at once from this address: at most ${rule.concurrent} ${rule.unit} in progress; try again in a second` }, release: noop };
    }
    if (rule.max === undefined) return { verdict: { ok: true }, release };
    try {
      const { hits, ttlMs } = await count(`fair:${name} ${client}`, cost, rule.windowMs);
      if (hits > rule.max) {
        release();
        const retryAfterS = Math.max(1, Math.ceil(ttlMs / 1000));
        return { verdict: { ok: false, retryAfterS, message: `Too many ${rule.unit} from this address: at most ${rule.max} per ${rule.windowMs / 1000} s; try again in ${retryAfterS} s` }, release: noop };
      }
    } catch {
      // The database is unavailable: the route itself answers 503 if it needs it.
    }
    return { verdict: { ok: true }, release };
  };

  return {
    take,
    guard(name, cost) {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        const { verdict, release } = await take(name, request.ip, cost?.(request) ?? 1);
        if (!verdict.ok) {
          return reply.code(429).header('retry-after', String(verdict.retryAfterS)).header('cache-control', 'no-store').send(apiError(verdict.message));
        }
        releases.set(request, release);
        return undefined;
      };
    },
  };
}
