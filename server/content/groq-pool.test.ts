import assert from 'node:assert/strict';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { after, describe, it } from 'node:test';
import { GroqPool } from './groq-pool.ts';

const documents = Array.from({ length: 70 }, (_, i) => ({ _id: `doc-${i}`, _type: i === 0 ? 'quiz' : 'thing', n: i }));
/** Each level of nesting multiplies the work by the number of documents: 70^4 evaluations. */
const NESTED = 'count(*[count(*[count(*[count(*) > 0]) > 0]) > 0])';

describe('GroqPool', () => {
  const pool = new GroqPool({ size: 2, maxQueue: 4 });
  after(() => pool.close());

  it('evaluates a query in a worker and answers serialised JSON', async () => {
    const outcome = await pool.run({ dataset: 'd', documents, query: '*[_type == $type][0]._id', params: { type: 'quiz' }, budgetMs: 5000 });
    assert.deepEqual(outcome.ok && JSON.parse(outcome.json), 'doc-0');
    assert.equal(pool.workers, 2, 'every worker starts with the first query, so a spare is booted when one is stopped');
  });

  it('answers a parse or evaluation problem in Sanity\'s error shape', async () => {
    const outcome = await pool.run({ dataset: 'd', documents, query: '*[', params: {}, budgetMs: 5000 });
    assert.ok(!outcome.ok && 'error' in outcome && outcome.error.type === 'queryParseError');
  });

  it('stops a query at its budget without blocking the event loop, then keeps serving', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const outcome = await pool.run({ dataset: 'd', documents, query: NESTED, params: {}, budgetMs: 150, checkCost: false });
    delay.disable();
    assert.ok(!outcome.ok && 'overBudget' in outcome, JSON.stringify(outcome));
    // The evaluation ran on another thread: this thread's timers kept firing (generous bound for busy machines).
    assert.ok(delay.max / 1e6 < 1000, `event loop held for ${Math.round(delay.max / 1e6)} ms`);
    const next = await pool.run({ dataset: 'd', documents, query: 'count(*)', params: {}, budgetMs: 5000 });
    assert.deepEqual(next.ok && JSON.parse(next.json), 70, 'a fresh worker answers after the terminated one');
  });

  it('refuses a query over its cost estimate in the worker, parsing it there', async () => {
    const outcome = await pool.run({ dataset: 'd', documents, query: NESTED, params: {}, budgetMs: 5000 });
    assert.ok(!outcome.ok && 'error' in outcome && outcome.error.type === 'queryTooExpensive', JSON.stringify(outcome));
  });

  it('gives one client at most all workers but one, so another client is served at once', { timeout: 120_000 }, async (t) => {
    const fair = new GroqPool({ size: 2, maxQueue: 16 });
    try {
      // Both workers booted first (booting takes a second on a busy machine; that is not what is tested).
      await Promise.all([1, 2].map(() => fair.run({ dataset: 'd', documents, query: 'count(*)', params: {}, budgetMs: 5000 })));
      // The budgets run on a clock the test moves, so no heavy query is stopped before the test says so.
      t.mock.timers.enable({ apis: ['setTimeout'] });
      const settled: string[] = [];
      const heavy = Array.from({ length: 6 }, (_, i) => fair.run({ dataset: 'd', documents, query: NESTED, params: {}, budgetMs: 1000, checkCost: false, client: 'a' })
        .then((outcome) => { settled.push(`heavy ${i}`); return outcome; }));
      const light = await fair.run({ dataset: 'd', documents, query: 'count(*)', params: {}, budgetMs: 5000, client: 'b' });
      settled.push('light');
      assert.deepEqual(light.ok && JSON.parse(light.json), 70);
      // Without the share client a would hold both workers, and b would wait until one of its queries ended.
      assert.deepEqual(settled, ['light'], 'answered while the heavy queries still ran or waited');
      t.mock.timers.tick(1000);
      const first = await heavy[0];
      assert.ok(first && !first.ok && 'overBudget' in first, JSON.stringify(first));
      assert.deepEqual(settled, ['light', 'heavy 0'], 'one heavy query ran at a time: only the first reached its budget');
    } finally {
      await fair.close();
    }
  });

  it('answers busy at once when more queries wait than the queue holds', async () => {
    const slow = Array.from({ length: 8 }, () => pool.run({ dataset: 'd', documents, query: NESTED, params: {}, budgetMs: 300, checkCost: false }));
    const outcomes = await Promise.all(slow);
    assert.ok(outcomes.some((outcome) => !outcome.ok && 'busy' in outcome), 'some were refused as busy');
    assert.ok(outcomes.some((outcome) => !outcome.ok && 'overBudget' in outcome), 'the others ran to their budget');
  });
});
