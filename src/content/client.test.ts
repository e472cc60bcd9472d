import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { afterEach, describe, it } from 'node:test';
import { createContentClient } from './client.ts';

const SOURCE = { dataset: 'staging', projectId: undefined, apiHost: 'http://content.test' };
const seedQuiz = readFileSync(new URL('../../content/staging/data.ndjson', import.meta.url), 'utf8').trim().split('\n')
  .map((line) => JSON.parse(line) as { _type: string })
  .find((document) => document._type === 'quiz');

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
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
});
