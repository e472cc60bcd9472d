/**
 * From the last answer to the results, on the real clock and the real backend
 * (docs/results-experience.md): one loading state, shown at least ANALYSIS_MIN_MS (measured from
 * DOM mutation timestamps), the results on screen as it ends, and everything they need requested
 * before that.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { ANALYSIS_MIN_MS } from '../../src/stores/analysis-screen.ts';
import { shadow, waitFor } from '../support/fixtures.ts';
import { click, openQuiz, waitForStep } from '../support/quiz.ts';
import { COMPLETE_ANSWERS } from './analysis-fixtures.ts';

/** The loading states a shopper can see, by name, in a shadow root. */
function loadingStates(root: ShadowRoot): string[] {
  const states: string[] = [];
  if (root.querySelector('.cta-step[data-phase="analysing"]')) states.push('analysis screen');
  for (const status of root.querySelectorAll('.status[role="status"]')) states.push(`spinner "${status.textContent?.trim() ?? ''}"`);
  if (root.querySelector('.ai-results .analyzing')) states.push('"Analyzing Your Results..."');
  return states;
}

interface Timeline {
  /** Every loading state seen, in order of appearance. */
  seen: string[];
  analysisStart: number | null;
  analysisEnd: number | null;
  /** Whether the results page's first screen was in the DOM in the same mutation batch that removed the analysis screen. */
  resultsAtEnd: boolean;
  stop(): void;
}

/** Watches the shadow root; every timestamp is taken in the observer callback of the mutation itself. */
function watchLoading(root: ShadowRoot): Timeline {
  const timeline: Timeline = { seen: [], analysisStart: null, analysisEnd: null, resultsAtEnd: false, stop: () => undefined };
  const shown = new Set<string>();
  const observer = new MutationObserver(() => {
    const at = performance.now();
    const now = new Set(loadingStates(root));
    for (const state of now) if (!shown.has(state)) timeline.seen.push(state);
    if (now.has('analysis screen') && timeline.analysisStart === null) timeline.analysisStart = at;
    if (!now.has('analysis screen') && shown.has('analysis screen')) {
      timeline.analysisEnd = at;
      timeline.resultsAtEnd = root.querySelector('.recommendation h2') !== null;
    }
    shown.clear();
    for (const state of now) shown.add(state);
  });
  observer.observe(root, { childList: true, subtree: true, attributes: true, characterData: true });
  timeline.stop = () => observer.disconnect();
  return timeline;
}

/** Resource timing entries whose (decoded) URL passes `match`. */
function requests(match: (url: string) => boolean): PerformanceResourceTiming[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => match(decodeURIComponent(entry.name)));
}

describe('from the last answer to the results', () => {
  before(() => {
    // Every module the tests load is a resource entry: keep them all.
    performance.setResourceTimingBufferSize(100_000);
  });

  it(`shows one loading state, the analysis screen, for at least ${ANALYSIS_MIN_MS} ms, with the results fetched meanwhile`, async () => {
    const pixels: unknown[][] = [];
    window.fbq = (...args: unknown[]) => {
      pixels.push(args);
    };
    const el = await openQuiz('/email', COMPLETE_ANSWERS);
    const root = shadow(el);
    await waitForStep(el, 'email');
    const skip = await waitFor<HTMLAnchorElement>(el, 'a.email-skip');

    // A busy device: the task that puts the screen on the page runs 300 ms longer (this observer is
    // called in it, before the timeline's). The minimum still counts from when the screen is there.
    const busy = new MutationObserver(() => {
      if (!root.querySelector('.cta-step[data-phase="analysing"]')) return;
      busy.disconnect();
      const until = performance.now() + 300;
      while (performance.now() < until) { /* the rest of a long task */ }
    });
    busy.observe(root, { childList: true, subtree: true });
    const timeline = watchLoading(root);
    await click(skip);
    await waitUntil(() => root.querySelector('.recommendation [data-section="faq"]'), 'the results page', { timeout: 20_000 });
    await waitUntil(() => timeline.analysisEnd !== null, 'the analysis screen ended');
    timeline.stop();

    expect(timeline.seen, 'loading states between the last answer and the results').to.deep.equal(['analysis screen']);
    const shownFor = (timeline.analysisEnd ?? 0) - (timeline.analysisStart ?? Infinity);
    expect(shownFor, 'ms the analysis screen showed').to.be.at.least(ANALYSIS_MIN_MS);
    expect(timeline.resultsAtEnd, 'the results replace the analysis screen in the same update').to.equal(true);

    const end = timeline.analysisEnd ?? 0;
    const fetchedBeforeEnd = (what: string, match: (url: string) => boolean) => {
      const found = requests(match);
      expect(found.length, `${what} requests`).to.be.above(0);
      expect(Math.min(...found.map((entry) => entry.responseEnd)), `${what} loaded before the analysis screen ended`).to.be.below(end);
    };
    fetchedBeforeEnd('the recommendation chunk', (url) => url.includes('/src/recommendation/RecommendationPage.tsx'));
    fetchedBeforeEnd('the quiz result content', (url) => url.includes('/data/query/') && url.includes('quizResult{'));
    fetchedBeforeEnd('the marketing content', (url) => url.includes('/data/query/') && url.includes('"marketing"'));
    fetchedBeforeEnd('the kit reasons', (url) => new URL(url).pathname.endsWith('/kit'));
    // The sections below the first screen follow in a transition (src/recommendation/RecommendationPage.tsx): CPU work only.
    const codeOrContent = (url: string) => /\.(?:tsx?|js)(?:\?|$)/.test(url) || url.includes('/data/query/') || new URL(url).pathname.endsWith('/kit');
    expect(requests(codeOrContent).filter((entry) => entry.startTime > end).map((entry) => entry.name), 'code or content asked for after the analysis ended').to.deep.equal([]);
    expect(pixels).to.deep.equal([['trackCustom', 'QuizComplete']]);
    delete window.fbq;
  });
});
