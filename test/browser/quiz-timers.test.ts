/**
 * Automatic advances (spec §2, §4): aboutyou/almostthere after 3 s, image interstitials after 2 s,
 * both with advance(false); single-choice scale and text options at once with advance(true); and
 * never a second navigation when the shopper (or a second click) moved on first. The 3 s and 2 s
 * timings are checked on the real clock once each; other timer tests hurry those timers.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import type { AnswerDetail } from '../../src/core/events.ts';
import {
  choice, choiceInput, click, COMPLETE_ANSWERS, hurryTimers, nextLink, openQuiz, sleep, stepName, waitForStep,
} from '../support/quiz.ts';

let answers: AnswerDetail[] = [];
const onAnswer = (event: Event) => answers.push((event as CustomEvent<AnswerDetail>).detail);

describe('quiz: automatic advances', () => {
  beforeEach(() => {
    answers = [];
    document.addEventListener('fq-answer', onAnswer);
  });
  afterEach(async () => {
    document.removeEventListener('fq-answer', onAnswer);
    await resetMouse();
  });

  it('`aboutyou` moves on by itself after 3 s, as an automatic advance', async () => {
    const el = await openQuiz(null);
    const shown = performance.now();
    await sleep(2600);
    expect(stepName(el)).to.equal('aboutyou');
    await waitForStep(el, 'age', { timeout: 1500 });
    expect(performance.now() - shown).to.be.within(2900, 4000);
    expect(answers).to.deep.equal([{ direction: 'continue', userInitiated: false, stepId: 'aboutyou', stepName: 'aboutyou', answer: null }]);
  });

  it('`almostthere` moves on by itself after 3 s (timer hurried)', async () => {
    const timers = hurryTimers([3000], 300);
    try {
      const el = await openQuiz('/almostthere', COMPLETE_ANSWERS);
      expect(stepName(el)).to.equal('almostthere');
      await waitForStep(el, 'favorites', { timeout: 1500 });
      expect(timers.requested).to.include(3000);
      expect(answers.map((a) => [a.stepName, a.userInitiated])).to.deep.equal([['almostthere', false]]);
    } finally {
      timers.restore();
    }
  });

  it('an image interstitial shows its image and moves on after 2 s with advance(false)', async () => {
    const el = await openQuiz('/scentstory', COMPLETE_ANSWERS);
    const shown = performance.now();
    const image = el.shadowRoot?.querySelector('.interstitial-image') as HTMLImageElement;
    expect(image.alt).to.not.equal('');
    await sleep(1600);
    expect(stepName(el)).to.equal('scentstory');
    await waitForStep(el, 'frequency', { timeout: 1500 });
    expect(performance.now() - shown).to.be.within(1900, 3000);
    expect(answers.map((a) => [a.stepName, a.userInitiated])).to.deep.equal([['scentstory', false]]);
  });

  it('cancels the timer when the shopper moves on first: no second navigation (timer hurried)', async () => {
    const timers = hurryTimers([2000], 600);
    try {
      const el = await openQuiz('/scentstory', COMPLETE_ANSWERS);
      await click(nextLink(el));
      await waitForStep(el, 'frequency');
      await sleep(800);
      expect(timers.requested).to.include(2000);
      expect(stepName(el)).to.equal('frequency');
      expect(location.hash).to.equal('#/frequency');
      expect(answers.map((a) => [a.stepName, a.userInitiated])).to.deep.equal([['scentstory', true]]);
    } finally {
      timers.restore();
    }
  });

  it('a single-choice scale advances at once with advance(true)', async () => {
    const el = await openQuiz('/frequency', COMPLETE_ANSWERS);
    await click(choice(el, '5'));
    await waitForStep(el, 'occasions');
    expect(answers).to.deep.equal([{ direction: 'continue', userInitiated: true, stepId: 'often_wear_fragrance', stepName: 'frequency', answer: '4' }]);
  });

  it('a single-choice text option advances at once; multiple choices and single colours do not', async () => {
    const el = await openQuiz('/rotation', COMPLETE_ANSWERS);
    await click(choice(el, '5 or more'));
    await waitForStep(el, 'strength');

    const multiple = await openQuiz('/occasions', COMPLETE_ANSWERS);
    await click(choice(multiple, 'Weekends'));
    await waitUntil(() => choiceInput(multiple, 'Weekends').checked, 'Weekends not chosen');
    await sleep(200);
    expect(stepName(multiple)).to.equal('occasions');

    const colour = await openQuiz('/mood', COMPLETE_ANSWERS);
    await click(choice(colour, 'pink'));
    await waitUntil(() => choiceInput(colour, 'pink').checked, 'pink not chosen');
    await sleep(200);
    expect(stepName(colour)).to.equal('mood');
  });

  it('a second click on the old step before it re-renders does not skip the next step', async () => {
    const el = await openQuiz('/gender', COMPLETE_ANSWERS);
    const female = choiceInput(el, 'Female');
    female.click();
    female.click();
    await waitForStep(el, 'grewup');
    await sleep(200);
    expect(location.hash).to.equal('#/grewup');
    expect(answers.map((a) => a.stepName)).to.deep.equal(['gender']);
  });
});
