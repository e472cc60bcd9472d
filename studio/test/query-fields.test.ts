/** Every field the element's GROQ queries read is declared in the Studio schema. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as stepQueries from '../../contract/content-queries.ts';
import * as resultQueries from '../../contract/result-queries.ts';
import { projectedFields } from './support/projection-fields.ts';
import { studioSchema } from './support/validate.ts';

const QUERIES = Object.entries({ ...stepQueries, ...resultQueries }).filter((entry): entry is [string, string] => typeof entry[1] === 'string');

describe("the element's content queries", () => {
  it('are the three the element sends', () => {
    assert.deepEqual(QUERIES.map(([name]) => name).sort(), ['MARKETING_QUERY', 'QUIZ_RESULT_QUERY', 'QUIZ_STEPS_QUERY']);
  });

  for (const [name, query] of QUERIES) {
    it(`${name} reads only fields the Studio schema declares`, () => {
      const uses = projectedFields(query, studioSchema);
      assert.ok(uses.length >= 10, `${uses.length} fields read`);
      assert.deepEqual(uses.filter((use) => !use.found).map((use) => `${use.path} (on ${use.owner ?? 'an unknown type'})`), []);
    });
  }

  it('reads image URLs and sizes from the image asset documents', () => {
    const paths = projectedFields(stepQueries.QUIZ_STEPS_QUERY, studioSchema).map((use) => use.path);
    assert.ok(paths.includes('quiz[].steps[].background.asset->url'), paths.join('\n'));
    assert.ok(paths.includes('quiz[].steps[].background.asset->metadata.dimensions.width'), paths.join('\n'));
  });

  it('would flag a field the schema lacks', () => {
    const uses = projectedFields('*[_type == "quiz"]{ steps[]{ name, subtitle, items[]{ label } }, quizResult{ price } }', studioSchema);
    assert.deepEqual(uses.filter((use) => !use.found).map((use) => use.path), ['quiz[].steps[].subtitle', 'quiz[].steps[].items[].label', 'quiz[].quizResult.price']);
  });
});
