import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { QUIZ_STEPS_QUERY } from '../../contract/content-queries.ts';
import { localeQuery } from './locale-query.ts';

describe('the query for a locale', () => {
  it('is the base query alone for en-US, as small as before', () => {
    assert.deepEqual(localeQuery(QUIZ_STEPS_QUERY, 'en-US'), { query: QUIZ_STEPS_QUERY, params: {} });
    assert.deepEqual(localeQuery(QUIZ_STEPS_QUERY, undefined), { query: QUIZ_STEPS_QUERY, params: {} });
  });

  it('reads the translation for another locale through the translation metadata, in the same projection', () => {
    const { query, params } = localeQuery(QUIZ_STEPS_QUERY, 'fr-CA');
    assert.deepEqual(params, { locale: 'fr-CA' });
    assert.ok(query.startsWith(QUIZ_STEPS_QUERY.slice(0, -1)));
    assert.match(query, /"translation": \*\[_type == "translation\.metadata" && references\(\^\._id\)\]\[0\]\.translations\[_key == \$locale\]\[0\]\.value->\{/);
    const projection = QUIZ_STEPS_QUERY.slice(QUIZ_STEPS_QUERY.indexOf('{'), -1);
    assert.equal(query.split(projection).length, 3, 'the projection twice: base and translation');
  });
});
