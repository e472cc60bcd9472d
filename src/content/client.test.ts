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
  it('hands the checked quiz over in a later task than the one its answer arrived in', async () => {
    const order: string[] = [];
    globalThis.fetch = (() => Promise.resolve({
      ok: true,
      status: 200,
      json: () => {
        // A task queued as the answer arrives: the screen the quiz leads to must not render before it.
        setTimeout(() => order.push('a task queued as the answer arrived'), 0);
        return Promise.resolve({ result: [seedQuiz] });
      },
    } as Response)) as typeof fetch;

    const quiz = await createContentClient(SOURCE).quiz();
    order.push('quiz handed over');

    assert.equal(quiz.ok, true);
    assert.ok(quiz.ok && quiz.value.steps.length > 20, 'the seed quiz, checked');
    assert.deepEqual(order, ['a task queued as the answer arrived', 'quiz handed over']);
  });

  it('says why when the answer holds no quiz', async () => {
    globalThis.fetch = (() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ result: [] }) } as Response)) as typeof fetch;
    const quiz = await createContentClient(SOURCE).quiz();
    assert.deepEqual(quiz, { ok: false, error: { kind: 'invalid', detail: 'No quiz was found in the content' } });
  });
});
