/**
 * The cta step starts the analysis as it shows (docs/behaviour.md "Analysis (the final step)"), not once
 * its own code has arrived: a shopper whose Next comes while that code still loads has their profile
 * stored and their quiz completed all the same. A file of its own, so that the step's code is not in the
 * page yet when the test begins.
 */
import { expect } from '@open-wc/testing';
import type { CompleteDetail } from '../../src/core/events.ts';
import { API, resetPage } from '../support/fixtures.ts';
import { arrive, COMPLETE_ANSWERS, nextLink } from '../support/quiz.ts';
import { waitUntil } from '../support/wait.ts';

describe('the analysis step', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll('fragrance-quiz')) el.remove();
    resetPage();
  });

  it('starts the analysis when it shows, even when Next takes the shopper on before its code arrives', async function () {
    this.timeout(60000);
    const completed: CompleteDetail[] = [];
    const onComplete = (event: Event) => completed.push((event as CustomEvent<CompleteDetail>).detail);
    document.addEventListener('fq-complete', onComplete);
    try {
      arrive('/results', COMPLETE_ANSWERS);
      const el = document.createElement('fragrance-quiz');
      el.setAttribute('api-host', API);
      el.setAttribute('dataset', 'staging');
      // Variant B: its results page does not run the analysis again (variant A's would make up for a skip).
      el.setAttribute('version', 'B');
      let nextBeforeCode: boolean | null = null;
      // The shopper's Next in the very task that puts the step on screen: the step's code cannot be in yet.
      const observer = new MutationObserver(() => {
        const root = el.shadowRoot;
        if (!root?.querySelector('.step-screen.step-cta') || nextBeforeCode !== null) return;
        observer.disconnect();
        nextBeforeCode = root.querySelector('.cta-step') === null;
        nextLink(el).click();
      });
      document.body.append(el);
      observer.observe(el.shadowRoot!, { childList: true, subtree: true });

      await waitUntil(() => location.hash.startsWith('#/recommendation'), 'Next took the shopper to the results', { timeout: 20000 });
      expect(nextBeforeCode, 'Next was used before the analysis step\'s code arrived').to.equal(true);
      await waitUntil(() => completed.length > 0, 'the quiz completed', { timeout: 30000 });
      expect(completed[0]?.quizMetaId, 'the profile was stored').to.match(/^[0-9a-f-]{36}$/);
    } finally {
      document.removeEventListener('fq-complete', onComplete);
    }
  });
});
