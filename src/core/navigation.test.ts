import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  autoAdvanceDelay,
  firstUnansweredRequired,
  isImageInterstitial,
  isQuestionStep,
  isSingleChoiceAutoAdvance,
  nextUrl,
  pageVariant,
  previousUrl,
  progressPercent,
  recommendationRedirect,
  resolveStep,
  visibleSteps,
} from './navigation.ts';
import { allSteps, completeAnswers, makeStep } from './__fixtures__/quiz.ts';
import type { Answers, Step } from './types.ts';

const steps = visibleSteps(allSteps);
const indexOf = (name: string): number => steps.findIndex((s) => s.name.toLowerCase() === name);
const without = (answers: Answers, ...keys: string[]): Answers =>
  Object.fromEntries(Object.entries(answers).filter(([k]) => !keys.includes(k)));

describe('step paths and URLs', () => {
  it('first step: no previous URL, next is the second step', () => {
    assert.equal(previousUrl(steps, 0), '');
    assert.equal(nextUrl(steps, 0), '/age');
    assert.equal(progressPercent(0, steps.length), 0);
  });
  it('middle step', () => {
    const i = indexOf('gender');
    assert.equal(i, 2);
    assert.equal(previousUrl(steps, i), '/age');
    assert.equal(nextUrl(steps, i), '/grewup');
    assert.equal(progressPercent(i, steps.length), Math.floor((2 / 31) * 100));
    assert.equal(progressPercent(i, steps.length), 6);
  });
  it('last step: next is /recommendation, progress 100', () => {
    const last = steps.length - 1;
    assert.equal(previousUrl(steps, last), '/almostthere');
    assert.equal(nextUrl(steps, last), '/recommendation');
    assert.equal(progressPercent(last, steps.length), 100);
  });
  it('handles an empty step list', () => {
    assert.equal(previousUrl([], 0), '');
    assert.equal(nextUrl([], 0), '/recommendation');
  });
});

describe('firstUnansweredRequired / recommendationRedirect', () => {
  it('finds nothing on a complete quiz', () => {
    assert.equal(firstUnansweredRequired(steps, completeAnswers()), undefined);
    assert.equal(recommendationRedirect(steps, completeAnswers()), null);
  });
  it('finds the first required step without an answer', () => {
    const answers = without(completeAnswers(), 'often_wear_fragrance', 'green_notes');
    assert.equal(firstUnansweredRequired(steps, answers)?.name, 'Often');
    assert.equal(recommendationRedirect(steps, answers), '/often');
  });
  it('an age step is unanswered without year or month', () => {
    assert.equal(recommendationRedirect(steps, without(completeAnswers(), 'month')), '/age');
  });
  it('ignores optional steps and steps that cannot hold an answer', () => {
    const answers = without(completeAnswers(), 'appeals', 'favorite_fragrances', 'color_these_you_love3');
    assert.equal(recommendationRedirect(steps, answers), null);
    const requiredTransition = [
      makeStep({ id: 'intro', name: 'Intro', type: 'transition' }),
      makeStep({ id: 'pic', name: 'Pic', type: 'image', imageUrl: '/x.svg' }),
      makeStep({ id: 'cta', name: 'Cta', type: 'cta' }),
    ];
    assert.equal(recommendationRedirect(requiredTransition, {}), null);
  });
  it('with no answers, the first required question', () => {
    assert.equal(recommendationRedirect(steps, {}), '/age');
  });
});

describe('isQuestionStep / isImageInterstitial', () => {
  it('classifies steps', () => {
    assert.equal(isQuestionStep(makeStep({ id: 'a', name: 'a', type: 'age' })), true);
    assert.equal(isQuestionStep(makeStep({ id: 'a', name: 'a', type: 'search' })), true);
    assert.equal(isQuestionStep(makeStep({ id: 'a', name: 'a', type: 'select' })), true);
    assert.equal(isQuestionStep(makeStep({ id: 'a', name: 'a', type: 'range' })), true);
    assert.equal(isQuestionStep(makeStep({ id: 'a', name: 'a', type: 'color' })), true);
    assert.equal(isQuestionStep(makeStep({ id: 'a', name: 'a', type: 'landing' })), false);
    assert.equal(isQuestionStep(makeStep({ id: 'a', name: 'a', type: 'image', items: [{ _key: 'k', text: 't', value: 'v' }] })), true);
    assert.equal(isQuestionStep(makeStep({ id: 'a', name: 'a', type: 'image' })), false);
    assert.equal(isQuestionStep(makeStep({ id: 'a', name: 'a', type: 'transition' })), false);
    assert.equal(isQuestionStep(makeStep({ id: 'a', name: 'a', type: 'cta' })), false);
  });
  it('a required colour step left unanswered is where the recommendation sends the shopper back', () => {
    assert.equal(recommendationRedirect(steps, without(completeAnswers(), 'color_these_you_love2')), '/colors2');
  });
  it('image interstitials: transitions with an image, image steps without items', () => {
    assert.equal(isImageInterstitial(makeStep({ id: 't', name: 't', type: 'transition', imageUrl: '/a.svg' })), true);
    assert.equal(isImageInterstitial(makeStep({ id: 't', name: 't', type: 'transition', image: { url: '/a.svg', altText: '' } })), true);
    assert.equal(isImageInterstitial(makeStep({ id: 't', name: 't', type: 'transition' })), false);
    assert.equal(isImageInterstitial(makeStep({ id: 't', name: 't', type: 'transition', imageUrl: '' })), false);
    assert.equal(isImageInterstitial(makeStep({ id: 'i', name: 'i', type: 'image' })), true);
  });
});

describe('resolveStep', () => {
  const answers = completeAnswers();

  it('picks the step named in the URL, case-insensitively', () => {
    assert.deepEqual(resolveStep(steps, 'gender', answers), { index: 2 });
    assert.deepEqual(resolveStep(steps, 'GENDER', answers), { index: 2 });
    assert.deepEqual(resolveStep(steps, 'results', answers), { index: steps.length - 1 });
  });
  it('uses the first step without a name', () => {
    assert.deepEqual(resolveStep(steps, null, answers), { index: 0 });
    assert.deepEqual(resolveStep(steps, null, {}), { index: 0 });
  });
  it('uses the first step for an unknown name, with a redirect to it', () => {
    assert.deepEqual(resolveStep(steps, 'nope', answers), { index: 0, redirect: '/aboutyou' });
  });
  it('with no answers stored, sends deep links past the first required step to the first step', () => {
    assert.deepEqual(resolveStep(steps, 'often', {}), { index: 0, redirect: '/aboutyou' });
    assert.deepEqual(resolveStep(steps, 'results', {}), { index: 0, redirect: '/aboutyou' });
    assert.deepEqual(resolveStep(steps, 'almostthere', {}), { index: 0, redirect: '/aboutyou' });
    assert.deepEqual(resolveStep(steps, 'gender', { gender: '', appeals: [] }), { index: 0, redirect: '/aboutyou' });
  });
  it('with no answers stored, keeps steps up to the first required step reachable (no loop)', () => {
    assert.deepEqual(resolveStep(steps, 'aboutyou', {}), { index: 0 });
    assert.deepEqual(resolveStep(steps, 'age', {}), { index: 1 });
    const allOptional = [
      makeStep({ id: 'a', name: 'A', type: 'transition', canNext: true }),
      makeStep({ id: 'b', name: 'B', type: 'select', canNext: true }),
      makeStep({ id: 'c', name: 'C', type: 'select', canNext: true }),
    ];
    assert.deepEqual(resolveStep(allOptional, 'c', {}), { index: 2 });
  });
  it('almostthere stays when every required step is answered', () => {
    assert.deepEqual(resolveStep(steps, 'almostthere', answers), { index: indexOf('almostthere') });
  });
  it('almostthere jumps to the first required step without an answer', () => {
    const partial = without(answers, 'subtle_strong_scrent', 'loyal_scent_play_the_field');
    assert.deepEqual(resolveStep(steps, 'almostthere', partial), { index: indexOf('strength'), redirect: '/strength' });
    assert.deepEqual(resolveStep(steps, 'almostthere', { year: 1990 }), { index: 1, redirect: '/age' });
  });
  it('other steps do not jump for missing answers', () => {
    assert.deepEqual(resolveStep(steps, 'loyalty', { year: 1990, month: 'May' }), { index: indexOf('loyalty') });
  });
  it('gives index 0 for an empty step list', () => {
    assert.deepEqual(resolveStep([], 'gender', {}), { index: 0 });
  });
});

describe('pageVariant', () => {
  const q = (s: string) => new URLSearchParams(s);
  it('reads the version query parameter', () => {
    assert.equal(pageVariant(undefined, q('version=B')), 'B');
    assert.equal(pageVariant(undefined, q('version=c')), 'C');
    assert.equal(pageVariant(undefined, q('version=A')), 'A');
    assert.equal(pageVariant(undefined, q('version=D')), 'A');
    assert.equal(pageVariant(undefined, q('')), 'A');
  });
  it('lets the attribute override the query parameter', () => {
    assert.equal(pageVariant('c', q('version=B')), 'C');
    assert.equal(pageVariant('A', q('version=B')), 'A');
    assert.equal(pageVariant('x', q('version=B')), 'A');
    assert.equal(pageVariant(' b ', q('')), 'B');
  });
  it('ignores a blank attribute', () => {
    assert.equal(pageVariant('', q('version=B')), 'B');
    assert.equal(pageVariant('  ', q('version=C')), 'C');
    assert.equal(pageVariant(null, q('version=C')), 'C');
  });
});

describe('automatic advances', () => {
  const step = (partial: Partial<Step> & Pick<Step, 'type'>): Step => makeStep({ id: 's', name: 'S', ...partial });
  it('3000 ms for aboutyou and almostthere, whatever the case', () => {
    assert.equal(autoAdvanceDelay(step({ type: 'transition', name: 'AboutYou' })), 3000);
    assert.equal(autoAdvanceDelay(step({ type: 'transition', name: 'almostthere', imageUrl: '/a.svg' })), 3000);
  });
  it('2000 ms for image interstitials', () => {
    assert.equal(autoAdvanceDelay(step({ type: 'transition', imageUrl: '/a.svg' })), 2000);
    assert.equal(autoAdvanceDelay(step({ type: 'transition', image: { url: '/a.svg', altText: 'a' } })), 2000);
    assert.equal(autoAdvanceDelay(step({ type: 'image' })), 2000);
  });
  it('none otherwise', () => {
    assert.equal(autoAdvanceDelay(step({ type: 'transition' })), null);
    assert.equal(autoAdvanceDelay(step({ type: 'image', items: [{ _key: 'k', text: 't', value: 'v' }] })), null);
    assert.equal(autoAdvanceDelay(step({ type: 'select' })), null);
    assert.equal(autoAdvanceDelay(step({ type: 'cta' })), null);
  });
  it('fixture: delays per step', () => {
    const delays = Object.fromEntries(steps.map((s) => [s.name, autoAdvanceDelay(s)]).filter(([, d]) => d !== null));
    assert.deepEqual(delays, { AboutYou: 3000, ScentsIntro: 2000, AlmostThere: 3000 });
  });
  it('every single-choice question (scale, text, colour, image cards) advances on choice; nothing else does', () => {
    const options = [{ _key: 'a', text: 'A', value: 'a' }];
    for (const type of ['range', 'select', 'color'] as const) {
      assert.equal(isSingleChoiceAutoAdvance(step({ type })), true, type);
      assert.equal(isSingleChoiceAutoAdvance(step({ type, multiple: true })), false, `${type}, multiple`);
    }
    assert.equal(isSingleChoiceAutoAdvance(step({ type: 'image', items: options })), true, 'image cards');
    assert.equal(isSingleChoiceAutoAdvance(step({ type: 'image', items: options, multiple: true })), false, 'image cards, multiple');
    for (const type of ['image', 'age', 'search', 'transition', 'cta'] as const) {
      assert.equal(isSingleChoiceAutoAdvance(step({ type })), false, type);
    }
  });
});
