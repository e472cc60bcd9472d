import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import type { ContentSource } from '../core/content-query.ts';
import { provideQuizLoader, providedQuizLoader, startFirstQuizQuery, takeFirstQuizQuery } from './first-query.ts';
import type { CheckedQuiz } from './quiz-content.ts';

const SOURCE: ContentSource = { dataset: 'staging', projectId: undefined, apiHost: 'http://content.test' };
const ANSWER: CheckedQuiz = { ok: true, value: { value: { _id: 'quiz', name: 'Quiz', steps: [] }, problems: [] } };
const SLOT = Symbol.for('fragrance-quiz.first-query');

describe('the quiz load handed from the entry to the app', () => {
  beforeEach(() => {
    delete (globalThis as Record<symbol, unknown>)[SLOT];
  });

  it('starts nothing until the entry provides its loader', () => {
    assert.equal(startFirstQuizQuery(SOURCE), null);
    assert.equal(providedQuizLoader(), null);
  });

  it("starts the entry's loader once and hands its answer to the app once, for the same source only", async () => {
    const asked: ContentSource[] = [];
    provideQuizLoader((source) => {
      asked.push(source);
      return Promise.resolve(ANSWER);
    });
    const started = startFirstQuizQuery(SOURCE);
    assert.ok(started);
    assert.equal(startFirstQuizQuery(SOURCE), null, 'one early query per page');
    assert.equal(takeFirstQuizQuery(SOURCE), started);
    assert.equal(takeFirstQuizQuery(SOURCE), null, 'the answer is handed over once');
    assert.deepEqual(asked, [SOURCE]);
  });

  it('gives the app nothing when it asks for another source than the entry read', () => {
    provideQuizLoader(() => Promise.resolve(ANSWER));
    assert.ok(startFirstQuizQuery(SOURCE));
    assert.equal(takeFirstQuizQuery({ ...SOURCE, dataset: 'holiday' }), null);
  });

  it('hands over the same answer for the same attributes, read twice', async () => {
    provideQuizLoader(() => Promise.resolve(ANSWER));
    const started = startFirstQuizQuery({ ...SOURCE });
    assert.equal(takeFirstQuizQuery({ ...SOURCE }), started);
    assert.deepEqual(await started, ANSWER);
  });

  it('starts nothing once the app loads its quiz itself', () => {
    provideQuizLoader(() => Promise.resolve(ANSWER));
    assert.equal(takeFirstQuizQuery(SOURCE), null);
    assert.equal(startFirstQuizQuery(SOURCE), null, 'a query started now would not be used');
    assert.ok(providedQuizLoader(), "the app's later loads still go through the entry's loader");
  });
});
