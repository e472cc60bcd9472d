import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PatchError, applyPatch, parsePath } from './patch.ts';

const quiz = () => ({
  _id: 'quiz', _type: 'quiz', name: 'Quiz',
  steps: [
    { _key: 'a', id: 'gender', items: [{ _key: 'f', value: 'female' }] },
    { _key: 'b', id: 'mood', items: [] as Array<Record<string, unknown>> },
  ],
  result: { price: 25, reviews: 527 },
});

describe('applyPatch (Sanity patch operations)', () => {
  it('sets, creating missing objects, by attribute, index and _key, without touching the original', () => {
    const original = quiz();
    const patched = applyPatch(original, { set: { 'result.price': 29.99, 'steps[_key=="b"].id': 'feeling', 'steps[0].items[-1].value': 'woman', 'extra.deep.flag': true } });
    assert.equal(patched.result.price, 29.99);
    assert.equal(patched.steps[1]?.id, 'feeling');
    assert.equal(patched.steps[0]?.items[0]?.value, 'woman');
    assert.deepEqual((patched as Record<string, unknown>)['extra'], { deep: { flag: true } });
    assert.equal(original.result.price, 25);
  });

  it('inserts after the last element, before a keyed one and replaces, and appends to an empty array', () => {
    const appended = applyPatch(quiz(), { insert: { after: 'steps[_key=="a"].items[-1]', items: [{ _key: 'm', value: 'male' }] } });
    assert.deepEqual(appended.steps[0]?.items.map((item) => item.value), ['female', 'male']);
    const before = applyPatch(quiz(), { insert: { before: 'steps[_key=="b"]', items: [{ _key: 'c', id: 'age' }] } });
    assert.deepEqual(before.steps.map((step) => step.id), ['gender', 'age', 'mood']);
    const replaced = applyPatch(quiz(), { insert: { replace: 'steps[0]', items: [{ _key: 'z', id: 'zodiac' }] } });
    assert.deepEqual(replaced.steps.map((step) => step.id), ['zodiac', 'mood']);
    const filled = applyPatch(quiz(), { insert: { after: 'steps[1].items[-1]', items: [{ _key: 'x', value: 'calm' }] } });
    assert.deepEqual(filled.steps[1]?.items, [{ _key: 'x', value: 'calm' }]);
  });

  it('unsets, increments and decrements, and sets only what is missing', () => {
    const patched = applyPatch(quiz(), {
      setIfMissing: { 'result.currency': 'USD', 'result.price': 1 }, unset: ['steps[_key=="a"]', 'name'], inc: { 'result.reviews': 3 }, dec: { 'result.price': 5 },
    });
    assert.deepEqual(patched.steps.map((step) => step.id), ['mood']);
    assert.equal('name' in patched, false);
    assert.deepEqual(patched.result, { price: 20, reviews: 530, currency: 'USD' });
  });

  it('refuses malformed paths and operations, and the system attributes', () => {
    assert.throws(() => parsePath('steps[id=="x"]'), PatchError);
    assert.throws(() => applyPatch(quiz(), { set: { _id: 'other' } }), /"_id" cannot be patched/);
    assert.throws(() => applyPatch(quiz(), { inc: { 'result.price': 'one' } }), /needs a number/);
    assert.throws(() => applyPatch(quiz(), { insert: { after: 'steps', items: [] } }), /path to an array element/);
    assert.throws(() => applyPatch(quiz(), { unset: 'name' }), /list of paths/);
  });
});
