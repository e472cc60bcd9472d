import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makeStep, items } from './__fixtures__/quiz.ts';
import { groupScreens, nextScreenUrl, previousScreenUrl, screenIndexOf, screenParts, screenProgress } from './screens.ts';
import type { Step } from './types.ts';

const rating = (name: string, screen?: string): Step =>
  makeStep({ id: name, name, type: 'range', labelRange: ['Dislike', 'Love'], items: items('1', '2', '3', '4', '5'), ...(screen ? { screen } : {}) });

const STEPS: Step[] = [
  makeStep({ id: 'intro', name: 'intro', type: 'transition', canNext: true }),
  makeStep({ id: 'age', name: 'age', type: 'age', screen: 'About you' }),
  makeStep({ id: 'gender', name: 'gender', type: 'select', items: items('a', 'b'), screen: 'About you' }),
  rating('floral', 'Ratings'),
  rating('woody', 'Ratings'),
  rating('citrus', 'Ratings'),
  makeStep({ id: 'loyalty', name: 'loyalty', type: 'select', items: items('a', 'b'), screen: 'About you' }),
  makeStep({ id: 'done', name: 'done', type: 'cta', canNext: true }),
];

describe('screens', () => {
  const screens = groupScreens(STEPS);

  it('groups consecutive steps with the same screen heading, and only consecutive ones', () => {
    assert.deepEqual(screens.map((screen) => screen.steps.map((step) => step.name)), [
      ['intro'], ['age', 'gender'], ['floral', 'woody', 'citrus'], ['loyalty'], ['done'],
    ]);
    assert.deepEqual(screens.map((screen) => screen.heading), [undefined, 'About you', 'Ratings', undefined, undefined]);
    assert.deepEqual(screens.map((screen) => screen.start), [0, 1, 3, 6, 7]);
  });

  it('finds the screen of any step, so every step URL opens its screen', () => {
    assert.deepEqual(STEPS.map((_, index) => screenIndexOf(screens, index)), [0, 1, 1, 2, 2, 2, 3, 4]);
    assert.equal(screenIndexOf(screens, 99), 0);
  });

  it('moves by screen: Previous and Next name the first step of the neighbouring screen', () => {
    assert.equal(previousScreenUrl(screens, 0), '');
    assert.equal(nextScreenUrl(screens, 0), '/age');
    assert.equal(nextScreenUrl(screens, 1), '/floral');
    assert.equal(previousScreenUrl(screens, 2), '/age');
    assert.equal(previousScreenUrl(screens, 3), '/floral');
    assert.equal(nextScreenUrl(screens, 4), '/recommendation');
  });

  it('applies the progress formula to screens', () => {
    assert.deepEqual(screens.map((_, index) => screenProgress(screens, index)), [0, 25, 50, 75, 100]);
  });

  it('shows runs of ratings on one scale as one grid, and any other step on its own', () => {
    const parts = screenParts([...STEPS.slice(1, 6), rating('odd'), { ...rating('other'), labelRange: ['No', 'Yes'] }]);
    assert.deepEqual(parts.map((part) => (part.kind === 'grid' ? part.steps.map((step) => step.name) : part.step.name)), [
      'age', 'gender', ['floral', 'woody', 'citrus', 'odd'], 'other',
    ]);
  });
});
