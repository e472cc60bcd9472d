import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../db/database.ts';
import { testDbTargets, type TestDb } from '../test-support/test-db.ts';
import { deleteOutboxFor, enqueue, purgeOutbox, redactError, startOutboxWorker, type HandlerResult, type OutboxMessage } from './outbox.ts';

interface Row { state: string; attempts: number; last_error: string; due_in_ms: number }

async function row(db: Database, key: string): Promise<Row> {
  const [found] = await db.query<Row>(
    `SELECT state, attempts, last_error, round(extract(epoch FROM next_attempt_at - now()) * 1000)::int AS due_in_ms
     FROM outbox WHERE idempotency_key = $1`, [key]);
  assert.ok(found, `no outbox row ${key}`);
  return found;
}

/** Makes every waiting message due now (instead of waiting out a backoff in the test). */
const makeDue = (db: Database) => db.query(`UPDATE outbox SET next_attempt_at = now() - interval '1 second' WHERE state = 'pending'`);

for (const target of testDbTargets()) {
  describe(`outbox (${target.name})`, { skip: target.skip }, () => {
    let t: TestDb;
    before(async () => { t = await target.open(); });
    after(async () => { await t.dispose(); });

    it('enqueues inside the caller\'s transaction: a rollback leaves nothing, a key is taken once', async () => {
      await assert.rejects(t.db.transaction(async (tx) => {
        await enqueue(tx, { kind: 'k', key: 'rolled-back', payload: { a: 1 } });
        throw new Error('the caller failed');
      }));
      assert.equal((await t.db.query(`SELECT 1 FROM outbox WHERE idempotency_key = 'rolled-back'`)).length, 0);
      assert.equal(await t.db.transaction((tx) => enqueue(tx, { kind: 'k', key: 'once', payload: { a: 1 } })), true);
      assert.equal(await enqueue(t.db, { kind: 'k', key: 'once', payload: { a: 2 } }), false, 'the second enqueue is a no-op');
    });

    it('delivers a due message once, hands the handler its payload, marks it sent', async () => {
      await enqueue(t.db, { kind: 'deliver', key: 'd1', subject: 'a@example.com', payload: { hello: 'world' } });
      const seen: OutboxMessage[] = [];
      const worker = startOutboxWorker(t.db, { deliver: async (message) => { seen.push(message); return { ok: true }; } }, { pollMs: 60_000 });
      await worker.stop();
      assert.equal(await worker.runOnce(), 1);
      assert.equal(await worker.runOnce(), 0, 'a sent message is not handed out again');
      assert.equal(seen.length, 1);
      assert.deepEqual([seen[0]?.key, seen[0]?.subject, seen[0]?.payload, seen[0]?.attempt], ['d1', 'a@example.com', { hello: 'world' }, 1]);
      assert.equal((await row(t.db, 'd1')).state, 'sent');
    });

    it('retries with exponential backoff, honours a retryAfter, fails for good after maxAttempts, and keeps no address in the error', async () => {
      await enqueue(t.db, { kind: 'flaky', key: 'f1', payload: {} });
      const answers: HandlerResult[] = [
        { ok: false, error: 'SMTP 451 for shopper@example.com' },
        { ok: false, error: 'slow down', retryAfterMs: 30_000 },
        { ok: false, error: 'still failing' },
      ];
      const worker = startOutboxWorker(t.db, { flaky: async () => answers.shift() ?? { ok: true } }, { maxAttempts: 3, backoffMs: (n) => 1000 * 4 ** n });
      await worker.stop();
      assert.equal(await worker.runOnce(), 1);
      let state = await row(t.db, 'f1');
      assert.equal(state.state, 'pending');
      assert.ok(state.due_in_ms > 3000 && state.due_in_ms <= 4000, `first retry after backoff(1) = 4 s (${state.due_in_ms})`);
      assert.equal(state.last_error, 'SMTP 451 for [address]');
      assert.equal(await worker.runOnce(), 0, 'not due yet');
      await makeDue(t.db);
      assert.equal(await worker.runOnce(), 1);
      state = await row(t.db, 'f1');
      assert.ok(state.due_in_ms > 29_000 && state.due_in_ms <= 30_000, `retryAfter wins over the backoff (${state.due_in_ms})`);
      await makeDue(t.db);
      await worker.runOnce();
      state = await row(t.db, 'f1');
      assert.deepEqual([state.state, state.attempts], ['failed', 3]);
    });

    it('a permanent failure or a thrown error are recorded; an unknown kind is never claimed', async () => {
      await enqueue(t.db, { kind: 'perm', key: 'p1', payload: {} });
      await enqueue(t.db, { kind: 'throws', key: 'th1', payload: {} });
      await enqueue(t.db, { kind: 'someone-else', key: 'x1', payload: {} });
      const worker = startOutboxWorker(t.db, {
        perm: async () => ({ ok: false, error: 'bad address', permanent: true }),
        throws: async () => { throw new Error('boom'); },
      });
      await worker.stop();
      assert.equal(await worker.runOnce(), 2);
      assert.equal((await row(t.db, 'p1')).state, 'failed');
      assert.deepEqual([(await row(t.db, 'th1')).state, (await row(t.db, 'th1')).last_error], ['pending', 'Error: boom']);
      assert.deepEqual([(await row(t.db, 'x1')).state, (await row(t.db, 'x1')).attempts], ['pending', 0]);
    });

    it('a message whose replica died mid-send (lease run out) is handed out again, once; a late answer of the dead try is void', async () => {
      // Long enough that a busy machine cannot run it out between the two workers' first tries.
      const LEASE_MS = 2000;
      await enqueue(t.db, { kind: 'lease', key: 'l1', payload: {} });
      let release: ((result: HandlerResult) => void) | undefined;
      const stuck = startOutboxWorker(t.db, { lease: () => new Promise<HandlerResult>((resolve) => { release = resolve; }) }, { leaseMs: LEASE_MS });
      await stuck.stop();
      const first = stuck.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 50));
      assert.equal((await row(t.db, 'l1')).state, 'sending');
      const other = startOutboxWorker(t.db, { lease: async () => ({ ok: true }) }, { leaseMs: LEASE_MS });
      await other.stop();
      assert.equal(await other.runOnce(), 0, 'not while the lease holds');
      await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 100));
      assert.equal(await other.runOnce(), 1, 'after the lease ran out');
      assert.equal(await other.runOnce(), 0, 'and only once');
      release?.({ ok: false, error: 'the dead try answers late' });
      await first;
      const state = await row(t.db, 'l1');
      assert.deepEqual([state.state, state.attempts], ['sent', 2]);
    });

    it('two workers never take the same message', async () => {
      for (let i = 0; i < 30; i++) await enqueue(t.db, { kind: 'race', key: `r${i}`, payload: { i } });
      const handled: string[] = [];
      const handler = async (message: OutboxMessage) => {
        handled.push(message.key);
        await new Promise((resolve) => setTimeout(resolve, 5));
        return { ok: true } as const;
      };
      const a = startOutboxWorker(t.db, { race: handler }, { batchSize: 4 });
      const b = startOutboxWorker(t.db, { race: handler }, { batchSize: 4 });
      await a.stop();
      await b.stop();
      for (let round = 0; round < 10; round++) await Promise.all([a.runOnce(), b.runOnce()]);
      assert.equal(handled.length, 30);
      assert.equal(new Set(handled).size, 30);
    });

    it('a running worker delivers what is enqueued when kicked', async () => {
      let delivered!: () => void;
      const done = new Promise<void>((resolve) => { delivered = resolve; });
      const worker = startOutboxWorker(t.db, { kicked: async () => { delivered(); return { ok: true }; } }, { pollMs: 60_000 });
      try {
        await enqueue(t.db, { kind: 'kicked', key: 'k1', payload: {} });
        worker.kick();
        await done;
      } finally {
        await worker.stop();
      }
      assert.equal((await row(t.db, 'k1')).state, 'sent');
    });

    it('erasure deletes a subject\'s messages; purge deletes finished ones past their keep time', async () => {
      await enqueue(t.db, { kind: 'erase', key: 'e1', subject: 'gone@example.com', payload: {} });
      await enqueue(t.db, { kind: 'erase', key: 'e2', subject: 'kept@example.com', payload: {} });
      assert.equal(await deleteOutboxFor(t.db, 'gone@example.com'), 1);
      assert.equal(await deleteOutboxFor(t.db, ''), 0, 'an empty subject matches nothing');
      await t.db.query(`UPDATE outbox SET done_at = now() - interval '40 days' WHERE state = 'sent' AND idempotency_key = 'd1'`);
      assert.equal(await purgeOutbox(t.db, 30), 1);
      assert.equal((await t.db.query(`SELECT 1 FROM outbox WHERE idempotency_key = 'e2'`)).length, 1);
    });
  });
}

describe('redactError', () => {
  it('keeps no e-mail address, one line, bounded', () => {
    assert.equal(redactError(new Error('550 <jane.doe+x@example.co.uk>:\n no such user')), 'Error: 550 <[address]>: no such user');
    assert.equal(redactError('x'.repeat(900)).length, 500);
  });
});
