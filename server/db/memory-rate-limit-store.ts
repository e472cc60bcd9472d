/**
 * Rate-limit counts in the process's memory, for a database only this process can open (PGlite): the
 * same fixed windows as the `rate_limits` table (docs/scaling.md), without a write per request on
 * PGlite's single connection. Every app built on one database shares one set of counts.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { routePrefix } from './rate-limit-store.ts';
import type { Callback, ChildOptions } from './rate-limit-store.ts';

interface Window {
  hits: number;
  resetAt: number;
}

/** Expired windows are dropped at most this often. */
const SWEEP_EVERY_MS = 60_000;

export interface CountsOptions {
  /** Milliseconds, like Date.now. */
  now?: () => number;
  /** Past this many clients the oldest windows are forgotten (memory stays bounded under a flood). */
  maxKeys?: number;
}

/** Fixed-window counts keyed by route and client; `now` in milliseconds. */
export class RateLimitCounts {
  readonly #windows = new Map<string, Window>();
  #lastSweep = 0;
  readonly #now: () => number;
  readonly #maxKeys: number;

  constructor({ now = () => Date.now(), maxKeys = 100_000 }: CountsOptions = {}) {
    this.#now = now;
    this.#maxKeys = maxKeys;
  }

  /** Counts `cost` hits (one by default); a window that has expired restarts at 0 first. */
  increment(key: string, windowMs: number, cost = 1): { hits: number; ttlMs: number } {
    const now = this.#now();
    this.#sweep(now);
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { hits: 0, resetAt: now + windowMs };
      this.#windows.delete(key);
      this.#windows.set(key, window);
    }
    window.hits += cost;
    return { hits: window.hits, ttlMs: window.resetAt - now };
  }

  /** The running window's hits (0 when none runs). */
  read(key: string): { hits: number; ttlMs: number } {
    const now = this.#now();
    const window = this.#windows.get(key);
    return window && window.resetAt > now ? { hits: window.hits, ttlMs: window.resetAt - now } : { hits: 0, ttlMs: 0 };
  }

  get size(): number {
    return this.#windows.size;
  }

  #sweep(now: number): void {
    if (now - this.#lastSweep >= SWEEP_EVERY_MS) {
      this.#lastSweep = now;
      for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
    }
    // Insertion order is window start order: the oldest windows are the first keys.
    for (const key of this.#windows.keys()) {
      if (this.#windows.size < this.#maxKeys) break;
      this.#windows.delete(key);
    }
  }
}

const countsByOwner = new WeakMap<object, RateLimitCounts>();

/** The counts of everything built on `owner` (the database object): one set per database. */
export function sharedCounts(owner: object): RateLimitCounts {
  let counts = countsByOwner.get(owner);
  if (!counts) {
    counts = new RateLimitCounts();
    countsByOwner.set(owner, counts);
  }
  return counts;
}

/** The store class @fastify/rate-limit instantiates (`store` option), over `counts`. */
export function memoryRateLimitStore(counts: RateLimitCounts) {
  return class MemoryRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(_options: unknown = {}, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const { hits, ttlMs } = counts.increment(this.prefix + key, timeWindow);
      callback(null, { current: hits, ttl: ttlMs });
    }

    read(key: string, callback: Callback): void {
      const { hits, ttlMs } = counts.read(this.prefix + key);
      callback(null, { current: hits, ttl: ttlMs });
    }

    child(routeOptions: ChildOptions): MemoryRateLimitStore {
      return new MemoryRateLimitStore(routeOptions, routePrefix(this.prefix, routeOptions));
    }
  };
}
