/**
 * Automatic advances (docs/embedding.md): aboutyou/almostthere after 3 s, image interstitials after
 * 2 s, both with advance(false), only once the shopper engaged, while the quiz is on screen, the tab
 * visible and focus not on one of its controls, never on a step reached going back; a single choice
 * after a beat with advance(true). The countdowns run on a fake clock: a test sees which timers wait
 * and fires them itself.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { resetMouse } from '@web/test-runner-commands';
import type { AnswerDetail } from '../../src/core/events.ts';
import { $arrival } from '../../src/stores/arrival.ts';
import { CHOICE_BEAT_MS } from '../../src/core/constants.ts';
import { $controlFocused, $onScreen, $pageVisible, $pendingAdvance } from '../../src/stores/auto-advance.ts';
import { $engaged, markEngaged } from '../../src/stores/engagement.ts';
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
    // The shopper has engaged (a tap in the quiz) unless a test says otherwise.
    markEngaged();
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
      throw new Error(`${error instanceof Error ? error.message : String(error)} (engaged: ${$engaged.get()}, control focused: ${$controlFocused.get()}, on screen: ${$onScreen.get()}, tab visible: ${$pageVisible.get()}, arrival: ${$arrival.get().kind}, timers: ${clock.pending().join(', ') || 'none'})`);
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

  it('no countdown before the shopper engages with the quiz, nor while focus is on one of its controls', async () => {
    newPageView();
    const el = await openQuiz(null);
    await waitUntil(() => $arrival.get().stepKey !== null && $onScreen.get(), 'not settled on screen');
    expect(clock.pending(), 'before engagement').to.deep.equal([]);
    nextLink(el).focus(); // focus arriving inside the quiz is engagement, but it is on Next
    await waitUntil(() => $engaged.get(), 'focus inside did not count as engagement');
    expect(clock.pending(), 'focus on Next').to.deep.equal([]);
    heading(el)?.focus(); // the heading is where a move puts focus: not a control
    await waitForTimer(3000);
    nextLink(el).focus();
    await waitUntil(() => clock.pending().length === 0, 'the countdown went on with focus on Next');
    expect(stepName(el)).to.equal('aboutyou');
  });

  it('`almostthere` moves on after 3 s, replacing its history entry', async () => {
    const el = await openQuiz('/almostthere', COMPLETE_ANSWERS);
    const entries = history.length;
    await waitForTimer(3000);
    clock.fire();
    await waitForStep(el, 'favorites');
    expect(answers.map((a) => [a.stepName, a.userInitiated])).to.deep.equal([['almostthere', false]]);
    expect(history.length, 'an automatic advance adds no entry').to.equal(entries);
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
    await click(nextLink(almost));
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

  it('a single-choice scale shows the choice for a beat, then advances with advance(true)', async () => {
    const el = await openQuiz('/personality', COMPLETE_ANSWERS);
    await click(choice(el, '5'));
    await waitUntil(() => clock.pending().includes(CHOICE_BEAT_MS), 'no beat after the choice');
    expect(choiceInput(el, '5').checked, 'the choice shows selected').to.equal(true);
    expect(stepName(el), 'still on the step during the beat').to.equal('personality');
    expect(answers).to.deep.equal([]);
    clock.fire();
    await waitForStep(el, 'travel');
    expect(answers).to.deep.equal([{ direction: 'continue', userInitiated: true, stepId: 'in_extroverted_point', stepName: 'personality', answer: '4' }]);
  });

  it('with reduced motion a single choice advances without a beat', async () => {
    const realMatchMedia = window.matchMedia;
    const reduced = { matches: true, media: '(prefers-reduced-motion: reduce)', onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false };
    window.matchMedia = ((query: string) => (query.includes('reduced-motion') ? reduced : realMatchMedia.call(window, query))) as typeof window.matchMedia;
    try {
      const el = await openQuiz('/loyalty', COMPLETE_ANSWERS);
      await click(choice(el, 'Like to change it up'));
      await waitForStep(el, 'almostthere');
      expect(clock.pending()).to.not.include(CHOICE_BEAT_MS);
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });

  it('on a screen of several steps a single choice never moves on; Next sends every step of the screen', async () => {
    const el = await openQuiz('/occasions', COMPLETE_ANSWERS);
    await click(choice(el, '5 or more'));
    await click(choice(el, 'Weekends'));
    await waitUntil(() => choiceInput(el, 'Weekends').checked, 'Weekends not chosen');
    expect(clock.pending()).to.deep.equal([]);
    expect(answers).to.deep.equal([]);
    await click(nextLink(el));
    await waitForStep(el, 'scenttypes');
    expect(answers.map((a) => [a.stepName, a.userInitiated])).to.deep.equal([['occasions', true], ['rotation', true]]);
  });

  it('a second click on the old step during the beat does not skip the next step', async () => {
    const el = await openQuiz('/loyalty', COMPLETE_ANSWERS);
    const choiceMade = choiceInput(el, 'Like to change it up');
    choiceMade.click();
    choiceMade.click();
    expect(clock.pending()).to.deep.equal([CHOICE_BEAT_MS]);
    clock.fire();
    await waitForStep(el, 'almostthere');
    await click(nextLink(el));
    await waitUntil(() => answers.length === 2, 'Next did not move on');
    expect(answers.map((a) => a.stepName)).to.deep.equal(['loyalty', 'almostthere']);
  });
});
