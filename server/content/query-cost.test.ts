import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parse } from 'groq-js';
import { QUIZ_STEPS_QUERY } from '../../contract/content-queries.ts';
import { MARKETING_QUERY, QUIZ_RESULT_QUERY } from '../../contract/result-queries.ts';
import { costProblem, nestingDepth } from './query-cost.mjs';

const tree = (query: string) => parse(query) as unknown as Parameters<typeof nestingDepth>[0];
const depth = (query: string) => nestingDepth(tree(query));
const costProblemOf = (query: string, documents: number) => costProblem(tree(query), documents);

describe('query cost', () => {
  it('counts each * evaluated per element of an iteration over the documents', () => {
    assert.equal(depth('count(*)'), 1);
    assert.equal(depth('*[_type == "quiz"][0].name'), 1);
    assert.equal(depth('count(*[count(*) > 0])'), 2);
    assert.equal(depth('count(*[count(*[count(*[count(*) > 0]) > 0]) > 0])'), 4);
    assert.equal(depth('*{"x": *{"y": *{"z": *}}}[0..1]'), 4);
    assert.equal(depth('*[_type == "quiz"]{"others": *[_type == "marketing"]}'), 2);
  });

  it("lets the element's own queries through on the seed dataset", () => {
    for (const query of [QUIZ_STEPS_QUERY, QUIZ_RESULT_QUERY, MARKETING_QUERY]) assert.equal(costProblemOf(query, 70), null);
  });

  it('refuses four levels of nesting over 70 documents, and three over 1,000', () => {
    assert.match(costProblemOf('count(*[count(*[count(*[count(*) > 0]) > 0]) > 0])', 70) ?? '', /nests 4 iterations over the 70 documents/);
    assert.equal(costProblemOf('count(*[count(*[count(*) > 0]) > 0])', 70), null);
    assert.match(costProblemOf('count(*[count(*[count(*) > 0]) > 0])', 1000) ?? '', /nests 3 iterations/);
  });
});
