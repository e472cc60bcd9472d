import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseHash, quizOwnsHash } from './hash-route.ts';

describe('quizOwnsHash', () => {
  it('is true for a named step and the recommendation, false for the start and the host page\'s hashes', () => {
    for (const hash of ['#/age', '#/AboutYou/', '#/recommendation', '#/recommendation?version=B']) assert.equal(quizOwnsHash(hash), true, hash);
    for (const hash of ['', '#', '#/', '#MainContent', '#product-3', '#age']) assert.equal(quizOwnsHash(hash), false, hash);
  });
});

describe('parseHash', () => {
  it('treats empty, # and #/ as the quiz start', () => {
    for (const hash of ['', '#', '#/', '#//', '#/?version=B']) {
      assert.deepEqual(parseHash(hash), { kind: 'step', quizName: null }, hash);
    }
  });
  it('leaves other hashes to the host page', () => {
    for (const hash of ['#MainContent', '#top', '#!/age', '#age', 'age', '/age', '#%2Fage']) {
      assert.deepEqual(parseHash(hash), { kind: 'foreign' }, hash);
    }
  });
  it('reads step names, decoded and lowercased, without query or trailing slash', () => {
    assert.deepEqual(parseHash('#/Gender'), { kind: 'step', quizName: 'gender' });
    assert.deepEqual(parseHash('#/almostthere/'), { kind: 'step', quizName: 'almostthere' });
    assert.deepEqual(parseHash('#/about%20You'), { kind: 'step', quizName: 'about you' });
    assert.deepEqual(parseHash('#/age?utm=x'), { kind: 'step', quizName: 'age' });
    assert.deepEqual(parseHash('#/bad%E0%A4%A'), { kind: 'step', quizName: 'bad%e0%a4%a' });
    assert.deepEqual(parseHash('#/a/b'), { kind: 'step', quizName: 'a/b' });
  });
  it('reads the recommendation route with its query', () => {
    const route = parseHash('#/recommendation?version=B&x=1');
    assert.equal(route.kind, 'recommendation');
    if (route.kind === 'recommendation') {
      assert.equal(route.search.get('version'), 'B');
      assert.equal(route.search.get('x'), '1');
    }
    const plain = parseHash('#/Recommendation/');
    assert.equal(plain.kind, 'recommendation');
    if (plain.kind === 'recommendation') assert.equal(plain.search.toString(), '');
  });
});

