/**
 * The GROQ time budget under load: while autocannon (its own process) keeps asking the element's
 * quiz-steps query, nested-iteration queries that would hold a CPU for seconds are each refused with a
 * 400 JSON error (`queryTimeoutError` from the worker's deadline, `queryTooExpensive` from the cost limit)
 * within 1 s (5 s in the short run, for busy machines), and the
 * steady requests all succeed. The steady load's p99 goes to RELIABILITY.md.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { QUIZ_STEPS_QUERY } from '../../contract/content-queries.ts';
import { openMigratedPglite } from '../../server/test-support/test-db.ts';
import type { Database } from '../../server/db/database.ts';
import { CONTENT_PATH } from './support/bodies.ts';
import { scaled } from './support/env.ts';
import { recordFigure } from './support/figures.ts';
import { autocannon } from './support/load.ts';
import { listen } from './support/server.ts';
import type { RunningServer } from './support/server.ts';

/**
 * Shapes that hold one CPU for seconds without a budget: over the seed (more than 100 documents with its
 * translations) the cost limit refuses them before evaluation (queryTooExpensive), or, since the cost check
 * runs in the worker within the same budget, the deadline does when a busy machine keeps the worker from
 * finishing the check in time. The deadline alone, on a dataset small enough to pass the cost limit, is
 * server/content/routes.test.ts's.
 */
const NESTED: Array<[string, string, string[]]> = [
  // Counted, so a fast machine cannot finish it within the budget and fail on the result-size limit instead.
  ['3 nested projections, counted', 'count(*[_id != $n]{"x": *{"y": *{"z": 1}}})', ['queryTooExpensive', 'queryTimeoutError']],
  ['4 nested projections `*{"x": *{"y": *{"z": *}}}[0..1]`', '*[_id != $n]{"x": *{"y": *{"z": *}}}[0..1]', ['queryTooExpensive', 'queryTimeoutError']],
  ['4 nested count', 'count(*[count(*[count(*[count(*[_id != $n]) > 0]) > 0]) > 0])', ['queryTooExpensive', 'queryTimeoutError']],
];
const ROUNDS = scaled(2, 5);
const ANSWER_WITHIN_MS = scaled(5000, 1000);
const STEADY = scaled({ connections: 10, seconds: 8 }, { connections: 50, seconds: 20 });

describe('GROQ time budget under a steady load', () => {
  let db: Database;
  let server: RunningServer;
  before(async () => {
    db = await openMigratedPglite();
    server = await listen(db);
  });
  after(async () => {
    await server?.close();
    await db?.close();
  });

  it('refuses each over-budget query with 400 JSON in time while the steady requests keep succeeding', { timeout: 180_000 }, async () => {
    const steadyPath = `${CONTENT_PATH}?query=${encodeURIComponent(QUIZ_STEPS_QUERY)}&returnQuery=false`;
    const warm = await fetch(`${server.url}${steadyPath}`);
    assert.equal(warm.status, 200);
    const steady = autocannon({ url: `${server.url}${steadyPath}`, method: 'GET' }, STEADY.connections, { seconds: STEADY.seconds }, 10);
    const answers: Array<{ shape: string; status: number; type: string; expected: string[]; ms: number }> = [];
    // A distinct $n each time: every request is evaluated (not answered from the remembered verdict).
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [shape, query, expected] of NESTED) {
        const started = performance.now();
        const response = await fetch(`${server.url}${CONTENT_PATH}?query=${encodeURIComponent(query)}&%24n=${encodeURIComponent(JSON.stringify(`r${round}`))}`);
        const body = await response.json() as { error?: { type?: string } };
        answers.push({ shape, status: response.status, type: body.error?.type ?? '', expected, ms: Math.round(performance.now() - started) });
      }
    }
    const load = await steady;
    recordFigure({
      section: 'budget', name: 'nested queries under load', budgetMs: server.config.groqBudgetMs, answers,
      steady: { connections: STEADY.connections, requests: load.requests, reqPerSec: load.reqPerSec, p50Ms: load.p50Ms, p99Ms: load.p99Ms, maxMs: load.maxMs, errors: load.errors, timeouts: load.timeouts, non2xx: load.non2xx },
    });
    for (const answer of answers) {
      assert.equal(answer.status, 400, JSON.stringify(answer));
      assert.ok(answer.expected.includes(answer.type), JSON.stringify(answer));
      assert.ok(answer.ms < ANSWER_WITHIN_MS, `answered after ${answer.ms} ms: ${JSON.stringify(answer)}`);
    }
    assert.equal(load.errors + load.timeouts, 0, JSON.stringify(load));
    assert.equal(load.non2xx, 0, JSON.stringify(load.statusCodes));
    assert.ok(load.ok > 0);
  });
});
