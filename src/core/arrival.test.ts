import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { arrivalMove, bringsIntoView, mayAutoAdvance, settledScreen, takesFocus, type Arrival, type ArrivalKind } from './arrival.ts';

const KINDS: ArrivalKind[] = ['load', 'forward', 'back', 'automatic', 'outside-forward', 'outside-back'];
const arrival = (kind: ArrivalKind, focusWasInside = false): Arrival => ({ kind, stepKey: 'k', focusWasInside });

describe('settledScreen', () => {
  it('a step or the results page, once no redirect is pending; the results page after every step', () => {
    assert.deepEqual(settledScreen({ kind: 'step', step: { _key: 'k-age' }, index: 2, redirect: undefined }), { stepKey: 'k-age', index: 2 });
    assert.equal(settledScreen({ kind: 'step', step: { _key: 'k-age' }, index: 2, redirect: '/gender' }), null);
    const results = settledScreen({ kind: 'recommendation', redirect: undefined });
    assert.equal(results?.stepKey, null);
    assert.ok((results?.index ?? 0) > 10_000);
    assert.equal(settledScreen({ kind: 'recommendation', redirect: '/age' }), null);
    assert.equal(settledScreen({ kind: 'loading' }), null);
    assert.equal(settledScreen({ kind: 'error' }), null);
  });
});

describe('arrivalMove', () => {
  const focusInside = () => true;

  it('the quiz’s own announced move, whatever the position', () => {
    assert.deepEqual(arrivalMove({ kind: 'automatic', focusWasInside: true }, 5, 1, () => false), { kind: 'automatic', focusWasInside: true });
  });

  it('the page view’s first screen is a load, focus not asked', () => {
    assert.deepEqual(arrivalMove(null, null, 4, () => assert.fail('focus read on a load')), { kind: 'load', focusWasInside: false });
  });

  it('a hash change from outside: back when the screen comes before the last one, else forward', () => {
    assert.deepEqual(arrivalMove(null, 5, 3, focusInside), { kind: 'outside-back', focusWasInside: true });
    assert.deepEqual(arrivalMove(null, 5, 6, () => false), { kind: 'outside-forward', focusWasInside: false });
    assert.equal(arrivalMove(null, 5, 5, focusInside).kind, 'outside-forward', 'the same position');
  });
});

describe('what an arrival allows', () => {
  it('steps reached going back never advance by themselves', () => {
    assert.deepEqual(KINDS.filter(mayAutoAdvance), ['load', 'forward', 'automatic', 'outside-forward']);
  });

  it('focus moves on the shopper’s own moves and outside forward; after a timer or outside back only when it was inside', () => {
    assert.deepEqual(KINDS.filter((kind) => takesFocus(arrival(kind))), ['forward', 'back', 'outside-forward']);
    assert.deepEqual(KINDS.filter((kind) => takesFocus(arrival(kind, true))), ['forward', 'back', 'automatic', 'outside-forward', 'outside-back']);
  });

  it('the quiz’s top scrolls into view only on the shopper’s own moves and outside forward', () => {
    assert.deepEqual(KINDS.filter((kind) => bringsIntoView(arrival(kind, true))), ['forward', 'back', 'outside-forward']);
  });
});
