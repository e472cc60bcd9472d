import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RateLimitCounts, sharedCounts } from './memory-rate-limit-store.ts';

const MINUTE = 60_000;

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => { now += ms; } };
}

describe('in-memory rate-limit counts (PGlite)', () => {
  it('counts hits within a window and reports the time left in it', () => {
    const time = clock();
    const counts = new RateLimitCounts({ now: time.now });
    assert.deepEqual(counts.increment('client', MINUTE), { hits: 1, ttlMs: MINUTE });
    time.advance(20_000);
    assert.deepEqual(counts.increment('client', MINUTE), { hits: 2, ttlMs: 40_000 });
    assert.deepEqual(counts.read('client'), { hits: 2, ttlMs: 40_000 }, 'read does not count');
    assert.deepEqual(counts.increment('other', MINUTE), { hits: 1, ttlMs: MINUTE }, 'each client has its own count');
  });

  it('starts a new window at 1 once the old one has expired', () => {
    const time = clock();
    const counts = new RateLimitCounts({ now: time.now });
    for (let i = 0; i < 5; i += 1) counts.increment('client', MINUTE);
    time.advance(MINUTE);
    assert.deepEqual(counts.read('client'), { hits: 0, ttlMs: 0 });
    assert.deepEqual(counts.increment('client', MINUTE), { hits: 1, ttlMs: MINUTE });
  });

  it('forgets expired windows and, under a flood of clients, the oldest ones', () => {
    const time = clock();
    const counts = new RateLimitCounts({ now: time.now, maxKeys: 3 });
    for (const client of ['a', 'b', 'c', 'd']) counts.increment(client, MINUTE);
    assert.equal(counts.size, 3);
    assert.equal(counts.read('a').hits, 0, 'the oldest window was dropped');
    assert.equal(counts.read('d').hits, 1);
    time.advance(2 * MINUTE);
    counts.increment('e', MINUTE);
    assert.equal(counts.size, 1, 'expired windows are swept');
  });

  it('shares one set of counts per database object', () => {
    const database = {};
    assert.equal(sharedCounts(database), sharedCounts(database));
    assert.notEqual(sharedCounts(database), sharedCounts({}));
  });
});
