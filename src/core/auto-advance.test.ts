import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makeStep } from './__fixtures__/quiz.ts';
import type { Arrival } from './arrival.ts';
import { pendingAdvance, type AdvanceConditions, type AdvanceView } from './auto-advance.ts';
import { AUTO_ADVANCE_IMAGE_MS, AUTO_ADVANCE_TRANSITION_MS } from './constants.ts';

const almostThere = makeStep({ id: 'almostthere', name: 'almostthere', type: 'transition', canNext: true });
const picture = makeStep({ id: 'story', name: 'scentstory', type: 'image', imageUrl: '/story.svg' });
const question = makeStep({ id: 'gender', name: 'gender', type: 'select' });
const ALL_HOLD: AdvanceConditions = { onScreen: true, pageVisible: true, engaged: true, controlFocused: false };
const on = (step = almostThere, redirect?: string): AdvanceView => ({ kind: 'step', step, redirect });
const arrived = (step = almostThere, kind: Arrival['kind'] = 'forward'): Arrival => ({ kind, stepKey: step._key, focusWasInside: false });

describe('pendingAdvance', () => {
  it('counts down a transition and an image interstitial by their own delays while every condition holds', () => {
    assert.deepEqual(pendingAdvance(on(), arrived(), ALL_HOLD), { stepKey: almostThere._key, delay: AUTO_ADVANCE_TRANSITION_MS });
    assert.deepEqual(pendingAdvance(on(picture), arrived(picture), ALL_HOLD), { stepKey: picture._key, delay: AUTO_ADVANCE_IMAGE_MS });
  });

  it('not on a question, nor on a step without a delay', () => {
    assert.equal(pendingAdvance(on(question), arrived(question), ALL_HOLD), null);
  });

  it('stops when any condition stops holding', () => {
    for (const [condition, value] of [['onScreen', false], ['pageVisible', false], ['engaged', false], ['controlFocused', true]] as const) {
      assert.equal(pendingAdvance(on(), arrived(), { ...ALL_HOLD, [condition]: value }), null, condition);
    }
  });

  it('not on a step reached going back, nor before its arrival is recorded, nor while redirecting', () => {
    assert.equal(pendingAdvance(on(), arrived(almostThere, 'back'), ALL_HOLD), null);
    assert.equal(pendingAdvance(on(), arrived(almostThere, 'outside-back'), ALL_HOLD), null);
    assert.equal(pendingAdvance(on(), arrived(picture), ALL_HOLD), null, 'the arrival of the step before');
    assert.equal(pendingAdvance(on(almostThere, '/gender'), arrived(), ALL_HOLD), null);
    assert.notEqual(pendingAdvance(on(), arrived(almostThere, 'automatic'), ALL_HOLD), null, 'after an automatic advance');
  });

  it('not on the results page or while loading', () => {
    assert.equal(pendingAdvance({ kind: 'recommendation' }, arrived(), ALL_HOLD), null);
    assert.equal(pendingAdvance({ kind: 'loading' }, arrived(), ALL_HOLD), null);
  });
});
