import assert from 'node:assert/strict';
import { beforeEach, describe, it } from 'node:test';
import { contentQueryPath, SERVED_ANSWER_KEY } from '../../contract/content-url.ts';
import { takeServedAnswer } from './served-answer.ts';

const SCRIPT = 'https://quiz.example/fragrance-quiz.js';
const PATH = contentQueryPath('staging', '*[_type == "quiz"]');
const slot = Symbol.for(SERVED_ANSWER_KEY);
const serve = (value: unknown) => { (globalThis as Record<symbol, unknown>)[slot] = value; };

describe('the content answer served inside the element\'s script', () => {
  beforeEach(() => serve(undefined));

  it('answers the query it was served for, asked of the script\'s own server, once', () => {
    serve({ path: PATH, body: { ms: 1, result: [{ name: 'Quiz' }] } });
    const served = takeServedAnswer(SCRIPT);
    assert.equal((globalThis as Record<symbol, unknown>)[slot], undefined, 'taken off the page');
    assert.equal(served(`https://other.example${PATH}`), null, 'another server');
    assert.equal(served(`https://quiz.example${contentQueryPath('production', '*[_type == "quiz"]')}`), null, 'another dataset');
    assert.deepEqual(served(`https://quiz.example${PATH}`), { ok: true, value: [{ name: 'Quiz' }] });
    assert.equal(served(`https://quiz.example${PATH}`), null, 'a later load asks the server');
  });

  it('is no answer when none was served or it is not one', () => {
    for (const value of [undefined, { path: PATH }, { path: PATH, body: null }, { path: PATH, body: { error: 'x' } }, { body: { result: [] } }]) {
      serve(value);
      assert.equal(takeServedAnswer(SCRIPT)(`https://quiz.example${PATH}`), null, JSON.stringify(value));
    }
  });
});
