/**
 * Automatic advances (docs/embedding.md): aboutyou/almostthere after 3 s, image interstitials after
 * 2 s, both with advance(false), only while the quiz is on screen and the tab visible, never on a step
 * reached going back; single-choice scale and text options at once with advance(true). The countdown
 * runs on a fake clock: a test sees which timers wait and fires them itself.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { resetMouse } from '@web/test-runner-commands';
import type { AnswerDetail } from '../../src/core/events.ts';
import { $arrival } from '../../src/stores/arrival.ts';
import { $onScreen, $pageVisible, $pendingAdvance } from '../../src/stores/auto-advance.ts';
import { shadow } from '../support/fixtures.ts';
import { fakeAdvanceClock, newPageView, type FakeClock } from '../support/guest.ts';
import {
  backLink, choice, choiceInput, click, COMPLETE_ANSWERS, heading, nextLink, openQuiz, stepName, waitForStep,
} from '../support/quiz.ts';

let answers: AnswerDetail[] = [];
const onAnswer = (event: Event) => answers.push((event as CustomEvent<AnswerDetail>).detail);

describe('quiz: automatic advances', () => {
  let clock: FakeClock;
  beforeEach(() => {
    answers = [];
    newPageView();
    clock = fakeAdvanceClock();
    document.addEventListener('fq-answer', onAnswer);
  });
  afterEach(async () => {
    clock.restore();
    document.removeEventListener('fq-answer', onAnswer);
    for (const extra of document.querySelectorAll('[data-test-extra]')) extra.remove();
    await resetMouse();
  });

  // The suite's usual limit (test/support/wait.ts): the countdown starts from an IntersectionObserver
  // report, delivered with a rendering update, which a busy machine can hold back for seconds.
  const waitForTimer = (delay: number) =>
    waitUntil(() => clock.pending().includes(delay), `no ${delay} ms timer`).catch((error: unknown) => {
      // Says which condition of the countdown was missing (src/stores/auto-advance.ts).
      throw new Error(`${error instanceof Error ? error.message : String(error)} (on screen: ${$onScreen.get()}, tab visible: ${$pageVisible.get()}, arrival: ${$arrival.get().kind}, timers: ${clock.pending().join(', ') || 'none'})`);
    });

  it('`aboutyou` on screen moves on after 3 s as an automatic advance', async () => {
    const el = await openQuiz(null);
    await waitForTimer(3000);
    expect(clock.pending()).to.deep.equal([3000]);
    expect(stepName(el)).to.equal('aboutyou');
    clock.fire();
    await waitForStep(el, 'age');
    expect(answers).to.deep.equal([{ direction: 'continue', userInitiated: false, stepId: 'aboutyou', stepName: 'aboutyou', answer: null }]);
  });

  it('`almostthere` moves on after 3 s', async () => {
    const el = await openQuiz('/almostthere', COMPLETE_ANSWERS);
    await waitForTimer(3000);
    clock.fire();
    await waitForStep(el, 'favorites');
    expect(answers.map((a) => [a.stepName, a.userInitiated])).to.deep.equal([['almostthere', false]]);
  });

  it('an image interstitial shows its image and moves on after 2 s with advance(false)', async () => {
    const el = await openQuiz('/scentstory', COMPLETE_ANSWERS);
    const image = shadow(el).querySelector('.interstitial-image') as HTMLImageElement;
    expect(image.alt).to.not.equal('');
    await waitForTimer(2000);
    expect(clock.pending()).to.deep.equal([2000]);
    clock.fire();
    await waitForStep(el, 'frequency');
    expect(answers.map((a) => [a.stepName, a.userInitiated])).to.deep.equal([['scentstory', false]]);
  });

  it('waits while the quiz is off screen, counts down once it scrolls into view, stops when it leaves', async () => {
    const spacer = document.createElement('div');
    spacer.dataset['testExtra'] = '';
    spacer.style.height = `${window.innerHeight * 3}px`;
    document.body.prepend(spacer);
    window.scrollTo(0, 0);
    const el = await openQuiz(null);
    await waitUntil(() => shadow(el).querySelector('.step-screen'), 'no step');
    // Settled: the observer reported the quiz off screen and the step knows how it was reached.
    await waitUntil(() => $arrival.get().stepKey !== null, 'arrival not recorded');
    expect($onScreen.get()).to.equal(false);
    expect(clock.pending()).to.deep.equal([]);

    el.scrollIntoView({ block: 'start' });
    await waitForTimer(3000);
    window.scrollTo(0, 0);
    await waitUntil(() => clock.pending().length === 0, 'the countdown went on off screen');
    expect(location.hash).to.equal('');
  });

  it('waits while the tab is hidden, and starts the full delay again when it is visible', async () => {
    const el = await openQuiz('/scentstory', COMPLETE_ANSWERS);
    await waitForTimer(2000);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      expect($pageVisible.get()).to.equal(false);
      expect(clock.pending()).to.deep.equal([]);
    } finally {
      delete (document as unknown as { visibilityState?: string }).visibilityState;
    }
    document.dispatchEvent(new Event('visibilitychange'));
    expect(clock.pending()).to.deep.equal([2000]);
    expect(stepName(el)).to.equal('scentstory');
  });

  it('in-app Back onto an interstitial leaves the shopper there: no countdown', async () => {
    const el = await openQuiz('/frequency', COMPLETE_ANSWERS);
    await click(backLink(el) as HTMLElement);
    await waitForStep(el, 'scentstory');
    await waitUntil(() => $arrival.get().kind === 'back' && $onScreen.get(), 'arrival by Back not recorded');
    expect($pendingAdvance.get()).to.equal(null);
    expect(clock.pending()).to.deep.equal([]);
  });

  it('browser Back onto `aboutyou` and onto `almostthere` leaves the shopper there: no countdown', async () => {
    const el = await openQuiz(null);
    location.hash = '#/age'; // a host link into the quiz
    await waitForStep(el, 'age');
    history.back(); // to the bare page: the quiz's start
    await waitForStep(el, 'aboutyou', { hash: false });
    await waitUntil(() => $arrival.get().kind === 'outside-back', 'browser Back not recorded');
    expect(clock.pending()).to.deep.equal([]);

    const almost = await openQuiz('/almostthere', COMPLETE_ANSWERS);
    await waitForTimer(3000);
    clock.fire();
    await waitForStep(almost, 'favorites');
    history.back();
    await waitForStep(almost, 'almostthere');
    await waitUntil(() => $arrival.get().kind === 'outside-back', 'browser Back not recorded');
    expect(clock.pending()).to.deep.equal([]);
  });

  it('the shopper moving on first cancels the countdown: no second navigation', async () => {
    const el = await openQuiz('/scentstory', COMPLETE_ANSWERS);
    await waitForTimer(2000);
    await click(nextLink(el));
    await waitForStep(el, 'frequency');
    expect(clock.pending()).to.deep.equal([]);
    expect(answers.map((a) => [a.stepName, a.userInitiated])).to.deep.equal([['scentstory', true]]);
  });

  it('an automatic advance leaves focus in a host input, and keeps it in the quiz when it was there', async () => {
    const input = document.createElement('input');
    input.dataset['testExtra'] = '';
    document.body.prepend(input);
    const el = await openQuiz(null);
    input.focus();
    await waitForTimer(3000);
    clock.fire();
    await waitForStep(el, 'age');
    expect(document.activeElement).to.equal(input);

    const story = await openQuiz('/scentstory', COMPLETE_ANSWERS);
    heading(story)?.focus();
    await waitForTimer(2000);
    clock.fire();
    await waitForStep(story, 'frequency');
    await waitUntil(() => shadow(story).activeElement === heading(story), 'focus was lost from the quiz');
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

    // A multiple choice: the choice is stored and the fq-answer a move would send never comes.
    const multiple = await openQuiz('/occasions', COMPLETE_ANSWERS);
    answers = [];
    await click(choice(multiple, 'Weekends'));
    await waitUntil(() => choiceInput(multiple, 'Weekends').checked, 'Weekends not chosen');
    await click(nextLink(multiple));
    await waitUntil(() => answers.length > 0, 'Next did not move on');
    expect(answers.map((a) => [a.stepName, a.userInitiated])).to.deep.equal([['occasions', true]]);

    const colour = await openQuiz('/mood', COMPLETE_ANSWERS);
    answers = [];
    await click(choice(colour, 'pink'));
    await waitUntil(() => choiceInput(colour, 'pink').checked, 'pink not chosen');
    await click(nextLink(colour));
    await waitUntil(() => answers.length > 0, 'Next did not move on');
    expect(answers.map((a) => [a.stepName, a.userInitiated])).to.deep.equal([['mood', true]]);
  });

  it('a second click on the old step before it re-renders does not skip the next step', async () => {
    const el = await openQuiz('/gender', COMPLETE_ANSWERS);
    const female = choiceInput(el, 'Female');
    female.click();
    female.click();
    await waitForStep(el, 'grewup');
    await click(nextLink(el));
    await waitUntil(() => answers.length === 2, 'Next did not move on');
    expect(answers.map((a) => a.stepName)).to.deep.equal(['gender', 'grewup']);
  });
});
