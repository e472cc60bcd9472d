/**
 * Tracking with consent (docs/embedding.md): nothing leaves before the shopper engages; with Shopify's
 * Customer Privacy API, analytics waits for `analyticsProcessingAllowed`, the pixel for
 * `marketingAllowed`, and the `visitorConsentCollected` event sends or drops what waited;
 * `tracking="off"` sends nothing at all while the DOM events still fire; `assessment_*` moments.
 */
import { $arrival } from '../../src/stores/arrival.ts';
import { $onScreen } from '../../src/stores/auto-advance.ts';
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { resetMouse } from '@web/test-runner-commands';
import { collectConsent, installCustomerPrivacy, type VisitorConsent } from '../support/customer-privacy.ts';
import type { StepChangeDetail } from '../../src/core/events.ts';
import { API, waitFor } from '../support/fixtures.ts';
import { fakeAdvanceClock, newPageView } from '../support/guest.ts';
import {
  arrive, click, COMPLETE_ANSWERS, holdBackendPosts, nextLink, openQuiz, quizStep, recordAnalytics, removeAnalytics, stepName,
  waitForStep, type RecordedCall,
} from '../support/quiz.ts';


/** A stand-in for `window.Shopify.customerPrivacy` with the visitor's state. */

const names = (calls: RecordedCall[]) => calls.map((call) => `${call.fn}:${String(call.args[call.fn === 'fbq' ? 1 : 0])}`);

describe('quiz: tracking with consent', () => {
  let calls: RecordedCall[];
  beforeEach(() => {
    newPageView();
    calls = recordAnalytics();
  });
  afterEach(async () => {
    removeAnalytics();
    delete window.Shopify;
    await resetMouse();
  });

  it('sends nothing while the quiz merely shows (no countdown runs either); the shopper engaging sends what waited', async () => {
    const clock = fakeAdvanceClock();
    try {
      const el = await openQuiz(null);
      await waitUntil(() => $onScreen.get() && $arrival.get().stepKey !== null, 'the quiz did not settle on screen');
      expect(clock.pending(), 'no automatic advance before engagement').to.deep.equal([]);
      expect(calls).to.deep.equal([]);
      await click(nextLink(el));
      await waitForStep(el, 'age');
      // The age picker (its own chunk) stores its defaults when it shows.
      await waitFor(el, '[role="combobox"]');
      await waitUntil(() => names(calls).includes('page:#/age'), 'no page view after engagement');
      expect(names(calls), names(calls).join(' ')).to.deep.equal(['page:#/', 'track:assessment_started', 'track:Quiz Step Continue', 'page:#/age']);
    } finally {
      clock.restore();
    }
  });

  it('with the Customer Privacy API, waits for the visitor: analytics allowed sends what waited, marketing declined drops the pixel', async () => {
    const state: VisitorConsent = { analytics: '', marketing: '' };
    installCustomerPrivacy(state);
    const release = holdBackendPosts();
    try {
      const el = await openQuiz('/results', COMPLETE_ANSWERS);
      await waitUntil(() => stepName(el) === 'results', 'no cta step');
      expect(calls).to.deep.equal([]);
      collectConsent(state, { analytics: 'yes', marketing: 'no' });
      await waitUntil(() => calls.length > 0, 'nothing sent after consent');
      expect(names(calls)).to.include.members(['page:#/results', 'track:assessment_started', 'track:assessment_completed']);
      expect(calls.some((call) => call.fn === 'fbq'), 'the pixel waits for marketing consent').to.equal(false);
      const completed = calls.find((call) => call.args[0] === 'assessment_completed');
      expect(completed?.args[1]).to.deep.equal({ questionId: quizStep('results').id });
    } finally {
      release();
    }
  });

  it('with the Customer Privacy API, a visitor who declines analytics sends nothing, now or later', async () => {
    const state: VisitorConsent = { analytics: '', marketing: '' };
    installCustomerPrivacy(state);
    const el = await openQuiz('/gender', COMPLETE_ANSWERS);
    collectConsent(state, { analytics: 'no', marketing: 'no' });
    await click(nextLink(el));
    await waitForStep(el, 'grewup');
    collectConsent(state, { analytics: 'no', marketing: 'no' });
    expect(calls).to.deep.equal([]);
  });

  it('with consent already given, calls go out at once', async () => {
    installCustomerPrivacy({ analytics: 'yes', marketing: 'yes' });
    await openQuiz('/gender', COMPLETE_ANSWERS);
    await waitUntil(() => names(calls).includes('page:#/gender'), 'no page view');
  });

  it('tracking="off": no third-party call at all, while the DOM events still fire', async () => {
    for (const earlier of document.querySelectorAll('fragrance-quiz')) earlier.remove();
    const steps: StepChangeDetail[] = [];
    const onStep = (event: Event) => steps.push((event as CustomEvent<StepChangeDetail>).detail);
    document.addEventListener('fq-step-change', onStep);
    const release = holdBackendPosts();
    const el = document.createElement('fragrance-quiz');
    try {
      arrive('/grewup', COMPLETE_ANSWERS);
      el.setAttribute('api-host', API);
      el.setAttribute('tracking', 'off');
      document.body.append(el);
      await waitForStep(el, 'grewup');
      await click(nextLink(el));
      await waitForStep(el, 'personality');
      location.hash = '#/results';
      await waitForStep(el, 'results');
      await waitUntil(() => steps.length >= 3, 'DOM events did not fire');
      expect(calls).to.deep.equal([]);

      el.setAttribute('tracking', 'on');
      location.hash = '#/favorites';
      await waitForStep(el, 'favorites');
      await waitUntil(() => names(calls).includes('page:#/favorites'), 'tracking did not come back on');
    } finally {
      release();
      el.remove();
      document.removeEventListener('fq-step-change', onStep);
    }
  });
});
