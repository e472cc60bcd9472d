/** The `cta` step in the element: results-calculation screen, QuizComplete, and moving on (spec §4). */
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { CompleteDetail } from '../../src/core/events.ts';
import { $analysis, ANALYSIS_ERRORS, analysisSettled, resetAnalysis } from '../../src/stores/analysis.ts';
import { $answers, clearAnswers } from '../../src/stores/answers.ts';
import { redirect } from '../../src/stores/route.ts';
import { API, mountQuiz, resetPage, shadow, waitFor, waitForText } from '../support/fixtures.ts';
import { COMPLETE_ANSWERS, json, spyConsoleError, spyFetch, type ConsoleSpy, type FetchSpy } from './analysis-fixtures.ts';

/** Through the route store: a bare replaceState would leave its hash stale while it stays mounted. */
function openResultsStep(): void {
  redirect('/results');
}

async function waitForHash(hash: string): Promise<void> {
  await waitUntil(() => location.hash === hash, `waiting for ${hash}, at ${location.hash}`, { timeout: 10_000 });
}

describe('cta step (results calculation)', () => {
  let fetchSpy: FetchSpy | undefined;
  let errors: ConsoleSpy | undefined;
  let pixel: unknown[][];

  beforeEach(() => {
    resetPage();
    resetAnalysis();
    $answers.set({ ...COMPLETE_ANSWERS });
    pixel = [];
    window.fbq = (...args: unknown[]) => {
      pixel.push(args);
    };
    openResultsStep();
  });

  afterEach(async () => {
    fetchSpy?.restore();
    await analysisSettled();
    errors?.restore();
    fetchSpy = undefined;
    errors = undefined;
    delete window.fbq;
    await emulateMedia({ reducedMotion: 'no-preference' });
    clearAnswers();
    resetAnalysis();
    resetPage();
  });

  it('shows an accessible "Analyzing your answers…" screen, fires QuizComplete once, then moves on', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchSpy = spyFetch(API, (path) => (path === '/quiz-meta' ? gate.then(() => undefined) : undefined));
    const completed: CompleteDetail[] = [];
    const el = await mountQuiz();
    el.addEventListener('fq-complete', (event) => completed.push((event as CustomEvent<CompleteDetail>).detail));

    const status = await waitForText(el, '.cta-status', 'Analyzing your answers…');
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.getAttribute('aria-live')).to.equal('polite');
    const image = shadow(el).querySelector<HTMLImageElement>('.cta-image');
    expect(image?.src).to.match(/^data:image\/svg\+xml,/);
    expect(image?.alt).to.match(/bottle/i);
    expect(pixel).to.deep.equal([['trackCustom', 'QuizComplete']]);
    expect($analysis.get().loading).to.equal(true);
    await expect(el).to.be.accessible();

    release();
    await waitForHash('#/recommendation');
    await waitUntil(() => completed.length === 1, 'no fq-complete event');
    expect(completed[0]?.quizMetaId).to.equal($analysis.get().quizMetaId);
    expect(fetchSpy.count('/quiz-meta')).to.equal(1);
    expect(pixel).to.have.length(1);
  });

  it('moves on to the recommendation page even when the analysis fails, where it is retried', async () => {
    fetchSpy = spyFetch(API, (path) => (path === '/quiz-meta' ? json({}) : undefined));
    errors = spyConsoleError();
    await mountQuiz();

    await waitForHash('#/recommendation');
    expect(errors.messages).to.include(ANALYSIS_ERRORS.quizMeta);
    expect($analysis.get().loaded).to.equal(false);
    fetchSpy.restore();
  });

  it('does not run again, nor bounce forward, when the shopper comes Back to analysed answers', async () => {
    fetchSpy = spyFetch(API);
    const el = await mountQuiz();
    await waitForHash('#/recommendation');
    await analysisSettled();

    history.back();
    await waitForHash('#/results');
    await waitForText(el, '.cta-status', 'Your results are ready.');
    const link = await waitFor<HTMLAnchorElement>(el, '.cta-step a');
    expect(link.getAttribute('href')).to.equal('#/recommendation');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(location.hash).to.equal('#/results');
    expect(fetchSpy.count('/quiz-meta')).to.equal(1);
  });

  it('analyses again when the answers changed since', async () => {
    fetchSpy = spyFetch(API);
    await mountQuiz();
    await waitForHash('#/recommendation');
    await analysisSettled();

    $answers.set({ ...$answers.get(), gender: 'male' });
    history.back();
    await waitForHash('#/results');
    await waitForHash('#/recommendation');
    expect(fetchSpy.count('/quiz-meta')).to.equal(2);
  });

  it('stops its animations when the shopper prefers reduced motion', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchSpy = spyFetch(API, (path) => (path === '/quiz-meta' ? gate.then(() => undefined) : undefined));
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mountQuiz();
    const image = await waitFor(el, '.cta-image');
    expect(getComputedStyle(image).animationName).to.equal('none');
    const dot = shadow(el).querySelector('.cta-dots span') as HTMLElement;
    expect(getComputedStyle(dot).animationName).to.equal('none');

    await emulateMedia({ reducedMotion: 'no-preference' });
    expect(getComputedStyle(image).animationName).to.equal('fq-cta-float');
    release();
  });
});
