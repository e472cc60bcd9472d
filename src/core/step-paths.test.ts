import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseHash } from './hash-route.ts';
import { nextUrl, progressPercent, stepPath, visibleSteps } from './step-paths.ts';
import { allSteps, makeStep } from './__fixtures__/quiz.ts';

const steps = visibleSteps(allSteps);

describe('visibleSteps', () => {
  it('drops landing steps and keeps the order', () => {
    assert.equal(steps.length, allSteps.length - 1);
    assert.equal(steps[0]?.name, 'AboutYou');
    assert.equal(steps.at(-1)?.name, 'Results');
    assert.ok(steps.every((s) => s.type !== 'landing'));
  });
  it('gives an empty list for no steps', () => {
    assert.deepEqual(visibleSteps([]), []);
  });
});

describe('step paths', () => {
  it('stepPath lowercases the name', () => {
    assert.equal(stepPath(makeStep({ id: 'a', name: 'AlmostThere', type: 'transition' })), '/almostthere');
  });
  it('parseHash gives back the name stepPath writes, encoded or not', () => {
    for (const step of steps) assert.deepEqual(parseHash(`#${stepPath(step)}`), { kind: 'step', quizName: step.name.toLowerCase() });
    const odd = makeStep({ id: 'x', name: 'Über Uns?', type: 'transition' });
    assert.equal(stepPath(odd), '/%C3%BCber%20uns%3F');
    assert.deepEqual(parseHash(`#${stepPath(odd)}`), { kind: 'step', quizName: 'über uns?' });
  });
  it('the next URL of the last step, or of no steps, is the recommendation', () => {
    assert.equal(nextUrl(steps, steps.length - 1), '/recommendation');
    assert.equal(nextUrl([], 0), '/recommendation');
  });
  it('progress follows floor(index / (count − 1) × 100) exactly', () => {
    assert.equal(progressPercent(1, 4), 33);
    assert.equal(progressPercent(2, 4), 66);
    assert.equal(progressPercent(29, 101), 29);
    assert.equal(progressPercent(1, 3), 50);
    assert.equal(progressPercent(0, 1), 100);
    assert.equal(progressPercent(0, 0), 100);
    assert.equal(progressPercent(7, 4), 100);
    assert.equal(progressPercent(-1, 4), 0);
  });
});
