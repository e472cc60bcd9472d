import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { QUIZ_STEPS_QUERY } from '../../contract/content-queries.ts';
import { MARKETING_QUERY, QUIZ_RESULT_QUERY } from '../../contract/result-queries.ts';
import { MAX_QUERY_BRACKETS, MAX_QUERY_LENGTH, MAX_QUERY_NESTING, queryShapeProblem } from './query-shape.ts';

describe('query shape', () => {
  it("lets the element's own queries through, with room to grow", () => {
    for (const query of [QUIZ_STEPS_QUERY, QUIZ_RESULT_QUERY, MARKETING_QUERY]) {
      assert.equal(queryShapeProblem(query), null);
      assert.ok(query.length * 4 <= MAX_QUERY_LENGTH, `${query.length} characters`);
    }
  });

  it('refuses a query longer than the limit, saying the limit', () => {
    const problem = queryShapeProblem(`*[_type == "${'x'.repeat(MAX_QUERY_LENGTH)}"]`);
    assert.equal(problem?.type, 'queryTooLarge');
    assert.match(problem?.description ?? '', new RegExp(`limit is ${MAX_QUERY_LENGTH}`));
  });

  it('refuses the long projection chain and deep nesting before any parsing', () => {
    assert.equal(queryShapeProblem(`*${'{...}'.repeat(1600)}`)?.type, 'queryTooComplex');
    assert.match(queryShapeProblem(`*${'{...}'.repeat(MAX_QUERY_BRACKETS + 1)}`)?.description ?? '', /opens more than 256 brackets/);
    assert.match(queryShapeProblem(`${'('.repeat(MAX_QUERY_NESTING + 1)}1${')'.repeat(MAX_QUERY_NESTING + 1)}`)?.description ?? '', /nests brackets more than 24 deep/);
    assert.equal(queryShapeProblem(`${'('.repeat(MAX_QUERY_NESTING)}1${')'.repeat(MAX_QUERY_NESTING)}`), null);
  });

  it('does not count brackets inside strings or comments', () => {
    const inString = `*[_type == "${'{'.repeat(300)}" && name == '${'['.repeat(300)}\\'']`;
    assert.equal(queryShapeProblem(inString), null);
    assert.equal(queryShapeProblem(`// ${'('.repeat(300)}\n*[_type == "quiz"]`), null);
  });
});
