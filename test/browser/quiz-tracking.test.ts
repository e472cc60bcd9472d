/**
 * Tracking (docs/behaviour.md "Events and tracking"): page views named by the hash with url/path/hash/title, step answer
 * events on continue and previous (age as "year/month-number"), the same moments as DOM events,
 * and a quiz that works without `window.analytics` and `window.fbq`.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { resetMouse } from '@web/test-runner-commands';
import type { AnswerDetail, StepChangeDetail } from '../../src/core/events.ts';
import { STEP_EVENTS } from '../../src/stores/flow.ts';
import { mountQuiz } from '../support/fixtures.ts';
import { fakeAdvanceClock, newPageView } from '../support/guest.ts';
import {
  arrive, backLink, choice, click, COMPLETE_ANSWERS, heading, nextLink, openQuiz, recordAnalytics, recordConsoleErrors, removeAnalytics,
  waitForStep, type RecordedCall,
} from '../support/quiz.ts';

const pageView = (hash: string): RecordedCall => ({
  fn: 'page',
  args: [hash, { url: `${location.origin}${location.pathname}${hash}`, path: location.pathname, hash, title: document.title }],
});

describe('quiz: tracking', () => {
  let calls: RecordedCall[];
  /** Opens the quiz at `path`, waits for its first page view, then forgets the calls so far. */
  async function openAndForget(path: string, answers = COMPLETE_ANSWERS) {
    const el = await openQuiz(path, answers);
    await waitUntil(() => calls.some((call) => call.fn === 'page'), 'no first page view');
    calls.length = 0;
    domEvents.length = 0;
    return el;
  }
  let domEvents: Array<{ type: string; detail: StepChangeDetail | AnswerDetail }>;
  const onEvent = (event: Event) => domEvents.push({ type: event.type, detail: (event as CustomEvent<StepChangeDetail | AnswerDetail>).detail });

  beforeEach(() => {
    newPageView();
    calls = recordAnalytics();
    domEvents = [];
    document.addEventListener('fq-step-change', onEvent);
    document.addEventListener('fq-answer', onEvent);
  });
  afterEach(async () => {
    removeAnalytics();
    document.removeEventListener('fq-step-change', onEvent);
    document.removeEventListener('fq-answer', onEvent);
    await resetMouse();
  });

  it('records a page view named by the hash when a step shows, once per step', async () => {
    document.title = 'Fragrance quiz test page';
    const el = await openQuiz('/age', { gender: 'female' });
    const pages = () => calls.filter((call) => call.fn === 'page');
    await waitUntil(() => pages().length > 0, 'no page view');
    expect(pages()).to.deep.equal([pageView('#/age')]);
    await waitUntil(() => nextLink(el).getAttribute('aria-disabled') === null, 'age defaults not stored');
    expect(pages().length, 'storing the defaults is not another page view').to.equal(1);
  });

  it('records the age answer as "year/month-number" on continue, then the next page view', async () => {
    const el = await openAndForget('/age', { year: 1984, month: 'October', gender: 'female' });
    await click(nextLink(el));
    await waitForStep(el, 'grewup');
    await waitUntil(() => calls.length === 3, 'expected a step event per step of the screen and a page view');
    expect(calls).to.deep.equal([
      { fn: 'track', args: [STEP_EVENTS.continue, { stepName: 'age', stepId: 'age', answer: '1984/10', userInitiated: true }] },
      { fn: 'track', args: [STEP_EVENTS.continue, { stepName: 'gender', stepId: 'gender', answer: 'female', userInitiated: true }] },
      pageView('#/grewup'),
    ]);
  });

  it('records the answer on continue by a choice, and on previous', async () => {
    const clock = fakeAdvanceClock(); // the choice's beat and almostthere's countdown wait for the test
    try {
      const el = await openAndForget('/loyalty');
      await click(choice(el, 'Always looking'));
      await waitUntil(() => clock.pending().length === 1, 'no beat after the choice');
      clock.fire();
      await waitForStep(el, 'almostthere');
      await click(backLink(el) as HTMLElement);
      await waitForStep(el, 'loyalty');
      await waitUntil(() => calls.length === 4, `expected 4 calls, got ${calls.length}`);
      expect(calls).to.deep.equal([
        { fn: 'track', args: [STEP_EVENTS.continue, { stepName: 'loyalty', stepId: 'loyal_scent_play_the_field', answer: '1', userInitiated: true }] },
        pageView('#/almostthere'),
        { fn: 'track', args: [STEP_EVENTS.previous, { stepName: 'almostthere', stepId: 'almostthere', answer: null, userInitiated: true }] },
        pageView('#/loyalty'),
      ]);
      expect(domEvents).to.deep.equal([
        { type: 'fq-answer', detail: { direction: 'continue', userInitiated: true, stepId: 'loyal_scent_play_the_field', stepName: 'loyalty', answer: '1' } },
        { type: 'fq-step-change', detail: { path: '/almostthere', stepId: 'almostthere', stepName: 'almostthere', stepIds: ['almostthere'], index: 15, progress: 83 } },
        { type: 'fq-answer', detail: { direction: 'previous', userInitiated: true, stepId: 'almostthere', stepName: 'almostthere', answer: null } },
        { type: 'fq-step-change', detail: { path: '/loyalty', stepId: 'loyal_scent_play_the_field', stepName: 'loyalty', stepIds: ['loyal_scent_play_the_field'], index: 14, progress: 77 } },
      ]);
      expect(calls.some((call) => call.fn === 'fbq'), 'no ad-platform event on question steps').to.equal(false);
    } finally {
      clock.restore();
    }
  });

  it('names every step of a screen: fq-step-change lists them, fq-answer comes once per step', async () => {
    const el = await openAndForget('/grewup');
    await click(nextLink(el));
    await waitForStep(el, 'personality');
    await click(backLink(el) as HTMLElement);
    await waitForStep(el, 'grewup');
    await waitUntil(() => domEvents.length === 5, `expected 5 DOM events, got ${domEvents.length}`);
    expect(domEvents.map(({ type, detail }) => [type, detail.stepName, 'direction' in detail ? detail.direction : detail.stepIds])).to.deep.equal([
      ['fq-answer', 'grewup', 'continue'],
      ['fq-answer', 'spendtime', 'continue'],
      ['fq-step-change', 'personality', ['in_extroverted_point']],
      ['fq-answer', 'personality', 'previous'],
      ['fq-step-change', 'grewup', ['country_spend', 'country_part_did_live']],
    ]);
  });

  it('records lists as they are stored, and null for steps without an answer', async () => {
    const { color_these_you_love1: _none, ...answers } = COMPLETE_ANSWERS;
    const el = await openAndForget('/colors', answers);
    await click(choice(el, 'red'));
    await click(choice(el, 'yellow'));
    calls.length = 0;
    await click(nextLink(el));
    await waitForStep(el, 'smells');
    await click(backLink(el) as HTMLElement);
    await waitForStep(el, 'colors');
    await click(backLink(el) as HTMLElement);
    await waitForStep(el, 'freshfruit');
    const tracked = calls.filter((call) => call.fn === 'track').map((call) => call.args[1]);
    expect(tracked).to.deep.equal([
      { stepName: 'colors', stepId: 'color_these_you_love1', answer: ['#FF6666', '#FFDA56'], userInitiated: true },
      { stepName: 'smells', stepId: 'color_these_you_love2', answer: COMPLETE_ANSWERS['color_these_you_love2'], userInitiated: true },
      { stepName: 'colors', stepId: 'color_these_you_love1', answer: ['#FF6666', '#FFDA56'], userInitiated: true },
    ]);

    const clock = fakeAdvanceClock(); // the interstitial's own countdown must not move on first
    try {
      const transition = await openAndForget('/scentstory');
      await click(nextLink(transition));
      await waitForStep(transition, 'frequency');
      // The step's page view may land before or after the click: compare the first answer event.
      expect(calls.find((call) => call.fn === 'track' && call.args[0] === STEP_EVENTS.continue)).to.deep.equal({ fn: 'track', args: [STEP_EVENTS.continue, { stepName: 'scentstory', stepId: 'scentstory', answer: null, userInitiated: true }] });
    } finally {
      clock.restore();
    }
  });

  it('dispatches fq-step-change on the first step shown, with the bare route as "/"; its page view waits for engagement', async () => {
    const clock = fakeAdvanceClock(); // aboutyou's countdown must not move on meanwhile
    try {
      arrive(null);
      const el = await mountQuiz();
      await waitUntil(() => domEvents.length > 0, 'no fq-step-change');
      expect(domEvents[0]).to.deep.equal({ type: 'fq-step-change', detail: { path: '/', stepId: 'aboutyou', stepName: 'aboutyou', stepIds: ['aboutyou'], index: 0, progress: 0 } });
      expect(calls, 'nothing is sent before the shopper engages').to.deep.equal([]);
      await click(heading(el) as HTMLElement);
      await waitUntil(() => calls.length >= 2, 'nothing sent after engagement');
      expect(calls.slice(0, 2)).to.deep.equal([
        pageView('#/'),
        { fn: 'track', args: ['assessment_started', { questionId: 'aboutyou' }] },
      ]);
    } finally {
      clock.restore();
    }
  });

  it('works without window.analytics and window.fbq', async () => {
    removeAnalytics();
    const errors = recordConsoleErrors();
    const uncaught: unknown[] = [];
    const onError = (event: ErrorEvent) => uncaught.push(event.error);
    window.addEventListener('error', onError);
    try {
      const el = await openQuiz('/personality', COMPLETE_ANSWERS);
      await click(choice(el, '2'));
      await waitForStep(el, 'travel');
      await click(backLink(el) as HTMLElement);
      await waitForStep(el, 'personality');
      await click(nextLink(el));
      await waitForStep(el, 'travel');
      expect(domEvents.filter((event) => event.type === 'fq-answer').length).to.equal(3);
      expect(errors.calls).to.deep.equal([]);
      expect(uncaught).to.deep.equal([]);
    } finally {
      errors.restore();
      window.removeEventListener('error', onError);
    }
  });

  it('keeps working when the analytics calls throw', async () => {
    window.analytics = { page: () => { throw new Error('blocked'); }, track: () => { throw new Error('blocked'); } };
    const errors = recordConsoleErrors();
    try {
      const el = await openQuiz('/personality', COMPLETE_ANSWERS);
      await click(choice(el, '4'));
      await waitForStep(el, 'travel');
      expect(errors.calls.length).to.be.greaterThan(0);
    } finally {
      errors.restore();
    }
  });
});
