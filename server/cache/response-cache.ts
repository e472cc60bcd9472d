/**
 * An in-memory LRU of encoded responses bounded in bytes, with single flight: concurrent misses for one
 * key share one computation (a burst of shoppers asking for the same page costs one database read).
 */
import { LRUCache } from 'lru-cache';
import type { EncodedBody } from './encoded-body.ts';

export interface Computed {
  body: EncodedBody;
  /** False for answers that must not be reused (e.g. a budget exceeded on a busy machine). */
  cacheable: boolean;
  /** Keep the entry at most this long (default: until evicted). */
  ttlMs?: number;
}

export class ResponseCache {
  readonly #entries: LRUCache<string, EncodedBody>;
  readonly #pending = new Map<string, Promise<Computed>>();

  constructor(maxBytes: number) {
    this.#entries = new LRUCache<string, EncodedBody>({ maxSize: maxBytes, sizeCalculation: (body) => body.weight });
  }

  async get(key: string, compute: () => Promise<Computed>): Promise<EncodedBody> {
    const hit = this.#entries.get(key);
    if (hit) return hit;
    let pending = this.#pending.get(key);
    if (!pending) {
      pending = compute().then((computed) => {
        if (computed.cacheable && computed.body.weight <= this.#entries.maxSize) {
          this.#entries.set(key, computed.body, computed.ttlMs ? { ttl: computed.ttlMs } : {});
        }
        return computed;
      }).finally(() => this.#pending.delete(key));
      this.#pending.set(key, pending);
    }
    return (await pending).body;
  }

  /** Whether `key` is answered from memory (kept, or being computed for another request). */
  has(key: string): boolean {
    return this.#entries.has(key) || this.#pending.has(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
  }
}
