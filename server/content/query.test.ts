import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MAX_PARAMS_DEPTH, canonicalJson, normaliseQuery, paramsFromSearch } from './query.ts';

describe('normaliseQuery', () => {
  it('collapses whitespace outside strings, so re-indented queries share a cache entry', () => {
    assert.equal(normaliseQuery('  *[_type ==\n   "quiz"]{\n\t_id }  '), '*[_type == "quiz"]{ _id }');
    assert.equal(normaliseQuery('*[name == "a   b"]'), '*[name == "a   b"]');
    assert.equal(normaliseQuery("*[name == 'it\\'s  x']"), "*[name == 'it\\'s  x']");
  });

  it('keeps a query with a line comment as it is', () => {
    const query = '*[_type == "quiz"] // all quizzes\n{_id}';
    assert.equal(normaliseQuery(query), query);
  });
});

describe('canonicalJson', () => {
  it('orders keys at every level', () => {
    assert.equal(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 0 }], c: null } }), '{"a":{"c":null,"d":[2,{"x":0,"y":1}]},"b":1}');
    assert.equal(canonicalJson({ a: 1, b: 2 }), canonicalJson({ b: 2, a: 1 }));
  });

  it('refuses parameters nested deeper than the limit instead of overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 30_000; i += 1) deep = [deep];
    assert.equal(canonicalJson(deep), null);
    let ok: unknown = 1;
    for (let i = 0; i < MAX_PARAMS_DEPTH; i += 1) ok = [ok];
    assert.ok(canonicalJson(ok));
  });
});

describe('paramsFromSearch', () => {
  it('reads $name=<JSON> pairs and names a bad one', () => {
    assert.deepEqual(paramsFromSearch({ query: '*', $type: '"quiz"', $n: '3' }), { type: 'quiz', n: 3 });
    assert.match(String(paramsFromSearch({ $type: 'quiz' })), /\$type is not valid JSON/);
    assert.match(String(paramsFromSearch({ $type: ['"a"', '"b"'] })), /more than once/);
  });
});
