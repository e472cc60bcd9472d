import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import { createContentClient } from './client.ts';
import { provideQuizLoader, startFirstQuizQuery } from './first-query.ts';
import { loadQuiz } from './quiz-content.ts';

const SOURCE = { dataset: 'staging', projectId: undefined, apiHost: 'http://content.test' };
const seedQuiz = readFileSync(new URL('../../content/staging/data.ndjson', import.meta.url), 'utf8').trim().split('\n')
  .map((line) => JSON.parse(line) as { _type: string })
  .find((document) => document._type === 'quiz');

const realFetch = globalThis.fetch;
const SLOT = Symbol.for('fragrance-quiz.first-query');
// As the element's entry does before the app runs.
beforeEach(() => provideQuizLoader(loadQuiz));
afterEach(() => {
  globalThis.fetch = realFetch;
  delete (globalThis as Record<symbol, unknown>)[SLOT];
});

describe('createContentClient().quiz()', () => {
  it('checks the quiz, then yields to the browser before handing it over (the render it leads to is a task of its own)', async () => {
    const order: string[] = [];
    let endYield: (() => void) | undefined;
    const global = globalThis as { scheduler?: unknown };
    const previousScheduler = global.scheduler;
    global.scheduler = { yield: () => new Promise<void>((resolve) => {
      order.push('yielded');
      endYield = resolve;
    }) };
    globalThis.fetch = (() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ result: [seedQuiz] }) } as Response)) as typeof fetch;
    try {
      const pending = createContentClient(SOURCE).quiz().then((quiz) => {
        order.push('handed over');
        return quiz;
      });
      for (let turn = 0; turn < 100 && !endYield; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
      assert.deepEqual(order, ['yielded'], 'nothing handed over while the browser has the turn');
      endYield?.();
      const quiz = await pending;
      assert.deepEqual(order, ['yielded', 'handed over']);
      assert.ok(quiz.ok && quiz.value.steps.length > 20, 'the seed quiz, checked');
    } finally {
      global.scheduler = previousScheduler;
    }
  });

  it('says why when the answer holds no quiz', async () => {
    globalThis.fetch = (() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ result: [] }) } as Response)) as typeof fetch;
    const quiz = await createContentClient(SOURCE).quiz();
    assert.deepEqual(quiz, { ok: false, error: { kind: 'invalid', detail: 'No quiz was found in the content' } });
  });

  it("takes the entry's early answer, then loads another dataset through the entry's loader, without a request of its own", async () => {
    globalThis.fetch = (() => Promise.reject(new Error('the app asked the content service itself'))) as typeof fetch;
    const asked: string[] = [];
    provideQuizLoader((source) => {
      asked.push(source.dataset);
      return Promise.resolve({ ok: true, value: { value: { _id: source.dataset, name: 'Quiz', steps: [] }, problems: ['step "x" dropped: unknown type "poll"'] } });
    });
    void startFirstQuizQuery(SOURCE);
    const warn = mock.method(console, 'warn', () => undefined);
    try {
      const first = await createContentClient(SOURCE).quiz();
      const holiday = await createContentClient({ ...SOURCE, dataset: 'holiday' }).quiz();
      assert.deepEqual([first.ok && first.value._id, holiday.ok && holiday.value._id], ['staging', 'holiday']);
      assert.deepEqual(asked, ['staging', 'holiday'], 'the early query, then one load for the new dataset');
      assert.equal(warn.mock.callCount(), 2, "each load's dropped step told to the console");
    } finally {
      warn.mock.restore();
    }
  });

  it("says the quiz cannot load, rather than load it unchecked, when the app was started without the entry's loader", async () => {
    delete (globalThis as Record<symbol, unknown>)[SLOT];
    let asked = false;
    globalThis.fetch = (() => {
      asked = true;
      return Promise.reject(new Error('unexpected'));
    }) as typeof fetch;
    const quiz = await createContentClient(SOURCE).quiz();
    assert.equal(quiz.ok ? null : quiz.error.kind, 'server');
    assert.equal(asked, false, 'nothing requested');
  });
});
