import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { afterEach, describe, it } from 'node:test';
import { loadQuiz } from './quiz-content.ts';

const SOURCE = { dataset: 'staging', projectId: undefined, apiHost: 'http://content.test' };
const seedQuiz = readFileSync(new URL('../../content/staging/data.ndjson', import.meta.url), 'utf8').trim().split('\n')
  .map((line) => JSON.parse(line) as { _type: string })
  .find((document) => document._type === 'quiz') as unknown as { steps: Record<string, unknown>[] };

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answering(result: unknown, status = 200): void {
  globalThis.fetch = (() => Promise.resolve(new Response(JSON.stringify(status === 200 ? { result } : { error: 'nope' }), { status }))) as typeof fetch;
}

describe('loadQuiz', () => {
  it('gives the quiz checked, with the steps it dropped named for the console', async () => {
    const broken: Record<string, unknown> = { ...seedQuiz.steps[1], type: 'poll' };
    answering([{ ...seedQuiz, steps: [...seedQuiz.steps, broken] }]);
    const quiz = await loadQuiz(SOURCE);
    assert.ok(quiz.ok);
    assert.equal(quiz.value.value.steps.length, seedQuiz.steps.length, 'the unknown step left out');
    assert.deepEqual(quiz.value.problems, [`step "${String(broken['name'])}" dropped: unknown type "poll"`]);
  });

  it('resolves relative picture URLs against the content host', async () => {
    const first = { ...seedQuiz.steps[0], image: { url: 'content/staging/images/rose.svg', altText: 'A rose' } };
    answering([{ ...seedQuiz, steps: [first, ...seedQuiz.steps.slice(1)] }]);
    const quiz = await loadQuiz(SOURCE);
    assert.ok(quiz.ok);
    assert.deepEqual(quiz.value.value.steps[0]?.image, { url: 'http://content.test/content/staging/images/rose.svg', altText: 'A rose' });
  });

  it('takes the answer served with the script for its query instead of asking', async () => {
    globalThis.fetch = (() => Promise.reject(new Error('no request expected'))) as typeof fetch;
    const asked: string[] = [];
    const quiz = await loadQuiz(SOURCE, (url) => {
      asked.push(url);
      return { ok: true, value: [seedQuiz] };
    });
    assert.ok(quiz.ok);
    assert.equal(quiz.value.value.steps.length, seedQuiz.steps.length);
    assert.equal(new URL(asked[0]!).origin, SOURCE.apiHost);
  });

  it('says the content holds no quiz when the answer is empty', async () => {
    answering([]);
    assert.deepEqual(await loadQuiz(SOURCE), { ok: false, error: { kind: 'invalid', detail: 'No quiz was found in the content' } });
  });

  it("passes the request's failure on with its kind (a missing dataset is not found)", async () => {
    answering(null, 404);
    const quiz = await loadQuiz(SOURCE);
    assert.equal(quiz.ok ? null : quiz.error.kind, 'not-found');
  });
});
