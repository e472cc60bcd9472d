/**
 * The `cta` step in the element: the staged analysis screen, QuizComplete, moving on, and coming back
 * (docs/results-experience.md). Time runs on a fake clock here: the screen's minimum is checked by
 * what happens before and after the clock reaches it, not by waiting.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { emulateMedia } from '@web/test-runner-commands';
import type { CompleteDetail } from '../../src/core/events.ts';
import { $analysis, ANALYSIS_ERRORS, analysisSettled, resetAnalysis } from '../../src/stores/analysis.ts';
import { ANALYSIS_MIN_MS, ANALYSIS_STAGES as STAGE_FIELDS, resetAnalysisScreen, setAnalysisClock } from '../../src/stores/analysis-screen.ts';
import { EN } from '../../src/i18n/english.ts';

/** The stages as an English shopper reads them (the seed's words are the catalogue's). */
const ANALYSIS_STAGES = STAGE_FIELDS.map((field) => EN[field]);
import { $analysisScreen } from '../../src/stores/analysis-screen-state.ts';
import { $answers, clearAnswers } from '../../src/stores/answers.ts';
import { $kitReasons } from '../../src/stores/kit-reasons.ts';
import { redirect } from '../../src/stores/route.ts';
import { API, mountQuiz, resetPage, shadow, waitFor, waitForText } from '../support/fixtures.ts';
import {
  COMPLETE_ANSWERS, fakeClock, json, spyConsoleError, spyFetch, type ConsoleSpy, type FakeClock, type FetchSpy,
} from './analysis-fixtures.ts';

/** Through the route store: a bare replaceState would leave its hash stale while it stays mounted. */
function openResultsStep(): void {
  redirect('/results');
}

async function waitForHash(hash: string): Promise<void> {
  await waitUntil(() => location.hash === hash, `waiting for ${hash}, at ${location.hash}`);
}

/** The analysis, the results page's chunk, its content and the kit reasons have all finished. */
async function waitForWork(): Promise<void> {
  await analysisSettled();
  await waitUntil(() => $analysis.get().loaded && $kitReasons.get().status !== 'loading', 'the analysis and the prefetch');
}

describe('cta step (staged analysis screen)', () => {
  let fetchSpy: FetchSpy | undefined;
  let errors: ConsoleSpy | undefined;
  let pixel: unknown[][];
  let clock: FakeClock;
  /** A request a test holds back: let go after the test, so a failed test does not hang the next. */
  let release: () => void = () => undefined;

  beforeEach(() => {
    resetPage();
    resetAnalysis();
    resetAnalysisScreen();
    $answers.set({ ...COMPLETE_ANSWERS });
    pixel = [];
    window.fbq = (...args: unknown[]) => {
      pixel.push(args);
    };
    clock = fakeClock();
    setAnalysisClock(clock);
    openResultsStep();
  });

  afterEach(async () => {
    release();
    release = () => undefined;
    await clock.tick(60_000);
    setAnalysisClock(null);
    fetchSpy?.restore();
    await analysisSettled();
    errors?.restore();
    fetchSpy = undefined;
    errors = undefined;
    delete window.fbq;
    await emulateMedia({ reducedMotion: 'no-preference' });
    clearAnswers();
    resetAnalysis();
    resetAnalysisScreen();
    resetPage();
  });

  it('shows the stages with the calculating image, accessibly, and fires QuizComplete once', async () => {
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchSpy = spyFetch(API, (path) => (path === '/quiz-meta' ? gate.then(() => undefined) : undefined));
    const el = await mountQuiz();

    const stages = await waitFor(el, '.cta-stages');
    // The step renders its stages at once; the screen itself starts in the step's effect, a task later.
    await waitUntil(() => $analysisScreen.get().phase === 'analysing', 'the analysis screen started');
    expect([...stages.querySelectorAll('li')].map((li) => li.textContent)).to.deep.equal([...ANALYSIS_STAGES]);
    expect(stages.querySelector('li.current')?.textContent).to.equal(ANALYSIS_STAGES[0]);
    const status = shadow(el).querySelector('.cta-status');
    expect(status?.getAttribute('role')).to.equal('status');
    expect(status?.textContent).to.equal(ANALYSIS_STAGES[0]);
    const image = shadow(el).querySelector<HTMLImageElement>('.cta-image');
    expect(image?.src).to.match(/^data:image\/svg\+xml,/);
    expect(image?.alt).to.match(/bottle/i);
    expect(pixel).to.deep.equal([['trackCustom', 'QuizComplete']]);
    expect($analysis.get().loading).to.equal(true);
    await expect(el).to.be.accessible();

    await clock.tick(ANALYSIS_MIN_MS);
    const last = ANALYSIS_STAGES[ANALYSIS_STAGES.length - 1] ?? '';
    await waitForText(el, '.cta-stages li.current', last);
    expect(shadow(el).querySelectorAll('.cta-stages li.done')).to.have.length(ANALYSIS_STAGES.length - 1);
    expect(status?.textContent, 'the live region changes once, to the last stage').to.equal(last);
    expect(location.hash, 'the analysis is still running').to.equal('#/results');
    release();
    await waitForHash('#/recommendation');
    expect(pixel).to.have.length(1);
  });

  it(`stays at least ${ANALYSIS_MIN_MS} ms although the work is done sooner, then moves on to the results`, async () => {
    fetchSpy = spyFetch(API);
    const completed: CompleteDetail[] = [];
    const el = await mountQuiz();
    el.addEventListener('fq-complete', (event) => completed.push((event as CustomEvent<CompleteDetail>).detail));
    await waitForWork();

    await clock.tick(ANALYSIS_MIN_MS - 1);
    expect(location.hash, `after ${ANALYSIS_MIN_MS - 1} ms`).to.equal('#/results');
    expect(shadow(el).querySelector('.cta-step')?.getAttribute('data-phase')).to.equal('analysing');

    await clock.tick(1);
    await waitForHash('#/recommendation');
    await waitUntil(() => shadow(el).querySelector('.recommendation [data-section="faq"]'), 'the results page');
    expect(completed).to.have.length(1);
    expect(completed[0]?.quizMetaId).to.equal($analysis.get().quizMetaId);
    expect(fetchSpy.count('/quiz-meta')).to.equal(1);
  });

  it('gives the focus to the results page\'s first heading', async () => {
    fetchSpy = spyFetch(API);
    const el = await mountQuiz();
    await waitForWork();
    await clock.tick(ANALYSIS_MIN_MS);
    await waitForHash('#/recommendation');
    await waitUntil(() => shadow(el).activeElement?.matches('.recommendation h2'), 'focus on the results heading');
  });

  it('moves on to the results after the minimum even when the analysis fails, where it is retried', async () => {
    fetchSpy = spyFetch(API, (path) => (path === '/quiz-meta' ? json({}) : undefined));
    errors = spyConsoleError();
    await mountQuiz();
    await waitUntil(() => errors?.messages.includes(ANALYSIS_ERRORS.quizMeta), 'the analysis failed');
    expect(location.hash).to.equal('#/results');

    await clock.tick(ANALYSIS_MIN_MS);
    await waitForHash('#/recommendation');
    fetchSpy.restore();
  });

  it('after Back from the results: only a way back, no second analysis, QuizComplete or fq-complete', async () => {
    fetchSpy = spyFetch(API);
    const completed: CompleteDetail[] = [];
    const el = await mountQuiz();
    el.addEventListener('fq-complete', (event) => completed.push((event as CustomEvent<CompleteDetail>).detail));
    await waitForWork();
    await clock.tick(ANALYSIS_MIN_MS);
    await waitForHash('#/recommendation');
    const timers = clock.pending();

    history.back();
    await waitForHash('#/results');
    const link = await waitFor<HTMLAnchorElement>(el, '.cta-step[data-phase="ready"] a');
    expect(link.getAttribute('href')).to.equal('#/recommendation');
    expect(link.textContent).to.equal('See your results');
    expect(shadow(el).querySelector('.step-header h2')?.textContent).to.equal('Your results are ready');
    expect(shadow(el).querySelector('.cta-stages'), 'no stages').to.equal(null);
    expect(clock.pending(), 'no analysis screen timer started').to.equal(timers);

    await clock.tick(60_000);
    expect(location.hash, 'not bounced forward').to.equal('#/results');
    expect($analysisScreen.get().phase).to.equal('ready');
    expect(fetchSpy.count('/quiz-meta')).to.equal(1);
    expect(pixel).to.have.length(1);
    expect(completed).to.have.length(1);
  });

  it('analyses again, as a new completed quiz, when the answers changed since', async () => {
    fetchSpy = spyFetch(API);
    await mountQuiz();
    await waitForWork();
    await clock.tick(ANALYSIS_MIN_MS);
    await waitForHash('#/recommendation');

    $answers.set({ ...$answers.get(), gender: 'male' });
    history.back();
    await waitForHash('#/results');
    await waitUntil(() => fetchSpy?.count('/quiz-meta') === 2, 'a second analysis');
    await analysisSettled();
    await clock.tick(ANALYSIS_MIN_MS);
    await waitForHash('#/recommendation');
    expect(pixel).to.have.length(2);
  });

  it('stops its animations when the shopper prefers reduced motion, and keeps the same timing', async () => {
    fetchSpy = spyFetch(API);
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mountQuiz();
    const image = await waitFor(el, '.cta-image');
    expect(getComputedStyle(image).animationName).to.equal('none');
    const current = shadow(el).querySelector('.cta-stages li.current') as HTMLElement;
    expect(getComputedStyle(current, '::before').animationName).to.equal('none');
    // The screen starts its stages once mounted, which may be a frame after it first shows.
    await waitUntil(() => $analysisScreen.get().phase === 'analysing' && clock.pending() > 0, 'the stages started');

    await clock.tick(ANALYSIS_MIN_MS / ANALYSIS_STAGES.length - 1);
    expect(shadow(el).querySelector('.cta-stages li.current')?.textContent).to.equal(ANALYSIS_STAGES[0]);
    await clock.tick(1);
    await waitForText(el, '.cta-stages li.current', ANALYSIS_STAGES[1] ?? '');

    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(getComputedStyle(image).animationName).to.equal('fq-cta-float');
  });
});
