/** The analysis store against the real test backend (docs/behaviour.md "Analysis (the final step)"; docs/decisions.md "Errors a shopper can see"). */
import { expect } from '@open-wc/testing';
import { ANALYSIS_RETRY_LIMIT, STORAGE_KEYS } from '../../src/core/constants.ts';
import type { CompleteDetail, QuizErrorDetail } from '../../src/core/events.ts';
import { FALLBACK_DESCRIPTION } from '../../contract/ai-rules.ts';
import { toPayload } from '../../src/core/payload.ts';
import { toProfile } from '../../src/core/profile.ts';
import {
  $analysis, ANALYSIS_ERRORS, analysisSettled, resetAnalysis, retryAnalysisIfNeeded, startAnalysis, storedDescription,
} from '../../src/stores/analysis.ts';
import { $answers, clearAnswers } from '../../src/stores/answers.ts';
import { configure } from '../../src/stores/config.ts';
import { $host } from '../../src/stores/host.ts';
import { API, resetPage } from '../support/fixtures.ts';
import { COMPLETE_ANSWERS, json, spyConsoleError, spyFetch, type ConsoleSpy, type FetchSpy } from './analysis-fixtures.ts';

/**
 * The backend rate-limits /ai/description per client (20 a minute by default), and every browser test
 * shares one backend: tests that are not about the description get this canned one instead.
 */
const CANNED = '- one\n- two\n- like a three\n- science cannot always predict desire';
const canned = (path: string) => (path === '/ai/description' ? json({ content: CANNED, source: 'composer' }) : undefined);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('analysis store', () => {
  let host: HTMLElement;
  let events: Array<{ type: string; detail: unknown }>;
  let fetchSpy: FetchSpy | undefined;
  let errors: ConsoleSpy | undefined;

  function record(event: Event): void {
    events.push({ type: event.type, detail: (event as CustomEvent).detail });
  }

  beforeEach(() => {
    resetPage();
    resetAnalysis();
    configure({ apiHost: API });
    $answers.set({ ...COMPLETE_ANSWERS });
    host = document.createElement('div');
    document.body.append(host);
    events = [];
    host.addEventListener('fq-complete', record);
    host.addEventListener('fq-error', record);
    $host.set(host);
  });

  afterEach(async () => {
    await analysisSettled();
    fetchSpy?.restore();
    errors?.restore();
    fetchSpy = undefined;
    errors = undefined;
    $host.set(null);
    host.remove();
    clearAnswers();
    resetAnalysis();
  });

  it('stores the profile, gets and stores the description, posts it, and completes', async () => {
    localStorage.setItem('ajs_anonymous_id', JSON.stringify('anon-analysis-1'));
    localStorage.setItem('cart', JSON.stringify({ token: 'cart-token-1', item_count: 0 }));
    fetchSpy = spyFetch(API);
    const startedAt = Date.now() - 1500;

    expect(await startAnalysis({ startedAt })).to.equal(true);

    const state = $analysis.get();
    expect(state).to.include({ loading: false, loaded: true, attempts: 1 });
    expect(state.quizMetaId).to.match(UUID);
    expect(state.source).to.be.oneOf(['ai', 'composer']);
    expect(state.content).to.be.a('string').and.not.equal('');
    expect(localStorage.getItem(STORAGE_KEYS.gptContent)).to.equal(state.content);
    expect(storedDescription()).to.equal(state.content);

    expect(fetchSpy.requests.map((request) => request.path)).to.deep.equal(['/quiz-meta', '/ai/description', '/gpt-content']);
    const [meta, description, posted] = fetchSpy.requests;
    const profile = toProfile(COMPLETE_ANSWERS);
    expect(meta?.body).to.deep.equal({
      cartToken: 'cart-token-1', results: [profile], segmentAnnonId: 'anon-analysis-1', payload: toPayload(COMPLETE_ANSWERS),
    });
    // The profile is sent once: the description is asked for by the stored record's id, in the shopper's locale.
    expect(description?.body).to.deep.equal({ quizMetaId: state.quizMetaId, locale: 'en-US' });
    const gptBody = posted?.body as { content: string; cartToken: string; profile: string; timeToFinish: number };
    expect(gptBody).to.include({ content: state.content, cartToken: 'cart-token-1', profile: state.quizMetaId });
    expect(gptBody.timeToFinish).to.be.within(1500, 60_000);
    expect(Number.isInteger(gptBody.timeToFinish)).to.equal(true);
    expect(fetchSpy.responses.find((response) => response.path === '/gpt-content')).to.deep.include({ status: 200, json: { success: true } });

    // The quiz-meta row exists: its id answers the kit endpoint (an unknown id gives 404).
    const kit = await fetch(`${API}/quiz-meta/${state.quizMetaId}/kit`);
    expect(kit.status).to.equal(200);
    const unknown = await fetch(`${API}/quiz-meta/00000000-0000-4000-8000-000000000000/kit`);
    expect(unknown.status).to.equal(404);

    expect(events).to.have.length(1);
    const complete = events[0] as { type: string; detail: CompleteDetail };
    expect(complete.type).to.equal('fq-complete');
    expect(complete.detail).to.deep.equal({ quizMetaId: state.quizMetaId, profile, description: state.content, source: state.source });
  });

  it('sends an empty cart token when the host page has none or a corrupt one', async () => {
    // quiz-meta answers no id, so each analysis stops after the call this test looks at.
    fetchSpy = spyFetch(API, (path) => (path === '/quiz-meta' ? json({ id: '' }) : undefined));
    errors = spyConsoleError();
    const cases: Array<{ name: string; entry: string | null }> = [
      { name: 'no cart entry', entry: null },
      { name: 'a cart without a token', entry: JSON.stringify({ item_count: 0 }) },
      { name: 'a corrupt cart entry', entry: '{corrupt' },
    ];
    for (const { name, entry } of cases) {
      localStorage.removeItem('cart');
      if (entry !== null) localStorage.setItem('cart', entry);
      resetAnalysis();
      const before = fetchSpy.requests.length;
      expect(await startAnalysis({ startedAt: Date.now() }), name).to.equal(false);
      const sent = fetchSpy.requests.slice(before).find((request) => request.path === '/quiz-meta');
      expect((sent?.body as { cartToken?: unknown } | undefined)?.cartToken, name).to.equal('');
    }
    // Only the corrupt entry is a storage parse failure, and it is logged.
    expect(errors.messages.filter((message) => message.includes('cart token'))).to.have.length(1);
  });

  const failures = [
    { name: 'quiz-meta answers no id', path: '/quiz-meta', answer: () => json({}), message: ANALYSIS_ERRORS.quizMeta, reached: ['/quiz-meta'] },
    { name: 'quiz-meta is unreachable', path: '/quiz-meta', answer: () => 'network' as const, message: ANALYSIS_ERRORS.quizMeta, reached: ['/quiz-meta'] },
    { name: 'ai/description answers no content', path: '/ai/description', answer: () => json({ content: '', source: 'ai' }), message: ANALYSIS_ERRORS.content, reached: ['/quiz-meta', '/ai/description'] },
    { name: 'ai/description fails', path: '/ai/description', answer: () => json({ error: 'down' }, 503), message: ANALYSIS_ERRORS.content, reached: ['/quiz-meta', '/ai/description'] },
    { name: 'gpt-content answers success false', path: '/gpt-content', answer: () => json({ success: false }), message: ANALYSIS_ERRORS.gptContent, reached: ['/quiz-meta', '/ai/description', '/gpt-content'] },
  ];

  for (const failure of failures) {
    it(`stops and logs "${failure.message}" when ${failure.name}`, async () => {
      fetchSpy = spyFetch(API, (path) => (path === failure.path ? failure.answer() : undefined));
      errors = spyConsoleError();

      expect(await startAnalysis({ startedAt: Date.now() })).to.equal(false);

      expect(errors.messages).to.include(failure.message);
      expect(fetchSpy.requests.map((request) => request.path)).to.deep.equal(failure.reached);
      const state = $analysis.get();
      expect(state).to.include({ loading: false, loaded: false, attempts: 1 });
      expect(events.filter((event) => event.type === 'fq-complete')).to.have.length(0);
      if (failure.path !== '/gpt-content') expect(storedDescription()).to.equal(null);
    });
  }

  it('saves the description before posting it, so a failed post still leaves it stored', async () => {
    fetchSpy = spyFetch(API, (path) => (path === '/gpt-content' ? json({ success: false }) : undefined));
    errors = spyConsoleError();
    await startAnalysis({ startedAt: Date.now() });
    expect(storedDescription()).to.be.a('string').and.equal($analysis.get().content);
  });

  it('does not start a second analysis while one is in flight', async () => {
    fetchSpy = spyFetch(API);
    const first = startAnalysis({ startedAt: Date.now() });
    expect($analysis.get().loading).to.equal(true);
    const second = startAnalysis({ startedAt: Date.now() });
    expect(second).to.equal(first);
    expect(await Promise.all([first, second])).to.deep.equal([true, true]);
    expect(fetchSpy.count('/quiz-meta')).to.equal(1);
    expect($analysis.get().attempts).to.equal(1);
  });

  describe('retryAnalysisIfNeeded (recommendation variant A)', () => {
    it(`stops after ${ANALYSIS_RETRY_LIMIT} attempts, then shows the fixed fallback when the backend is unreachable`, async () => {
      fetchSpy = spyFetch(API, () => 'network');
      errors = spyConsoleError();

      await retryAnalysisIfNeeded({ backoffMs: 0 });

      expect(fetchSpy.count('/quiz-meta')).to.equal(ANALYSIS_RETRY_LIMIT);
      expect(errors.messages.filter((message) => message === ANALYSIS_ERRORS.quizMeta)).to.have.length(ANALYSIS_RETRY_LIMIT);
      // No profile was stored, so there is nothing the backend could describe.
      expect(fetchSpy.count('/ai/description')).to.equal(0);
      expect($analysis.get()).to.deep.include({
        loading: false, loaded: true, attempts: ANALYSIS_RETRY_LIMIT, content: FALLBACK_DESCRIPTION, source: 'fallback',
      });
      const error = events.find((event) => event.type === 'fq-error')?.detail as QuizErrorDetail;
      expect(error.source).to.equal('analysis');
      const complete = events.find((event) => event.type === 'fq-complete')?.detail as CompleteDetail;
      expect(complete).to.include({ description: FALLBACK_DESCRIPTION, source: 'fallback', quizMetaId: null });

      // Nothing more to do afterwards.
      await retryAnalysisIfNeeded({ backoffMs: 0 });
      expect(fetchSpy.count('/quiz-meta')).to.equal(ANALYSIS_RETRY_LIMIT);
    });

    it('counts the cta step\'s run among the attempts', async () => {
      fetchSpy = spyFetch(API, (path) => (path === '/quiz-meta' ? json({ error: 'down' }, 503) : canned(path)));
      errors = spyConsoleError();
      await startAnalysis({ startedAt: Date.now() });
      await retryAnalysisIfNeeded({ backoffMs: 0 });
      expect(fetchSpy.count('/quiz-meta')).to.equal(ANALYSIS_RETRY_LIMIT);
    });

    it('falls back to a fresh description of the stored profile when describing failed during the runs', async () => {
      let failuresLeft = ANALYSIS_RETRY_LIMIT;
      fetchSpy = spyFetch(API, (path) => (path === '/ai/description' && failuresLeft-- > 0 ? json({ error: 'down' }, 503) : undefined));
      errors = spyConsoleError();

      await retryAnalysisIfNeeded({ backoffMs: 0 });

      expect(fetchSpy.count('/ai/description')).to.equal(ANALYSIS_RETRY_LIMIT + 1);
      const last = fetchSpy.requests.filter((request) => request.path === '/ai/description').at(-1);
      const state = $analysis.get();
      expect(last?.body).to.deep.equal({ quizMetaId: state.quizMetaId, locale: 'en-US' });
      expect(state).to.include({ loaded: true, source: 'fallback' });
      expect(state.content).to.be.a('string').and.not.equal(FALLBACK_DESCRIPTION);
      expect(state.content?.split('\n')).to.have.length(4);
    });

    it('shows the fixed description when no profile could be stored (there is nothing to describe)', async () => {
      fetchSpy = spyFetch(API, (path) => (path === '/quiz-meta' ? json({ error: 'down' }, 503) : canned(path)));
      errors = spyConsoleError();
      await retryAnalysisIfNeeded({ backoffMs: 0 });
      expect(fetchSpy.count('/quiz-meta')).to.equal(ANALYSIS_RETRY_LIMIT);
      expect(fetchSpy.count('/ai/description')).to.equal(0);
      expect($analysis.get()).to.include({ loaded: true, source: 'fallback', content: FALLBACK_DESCRIPTION });
    });

    it('keeps a description it already got when only posting it failed', async () => {
      fetchSpy = spyFetch(API, (path) => (path === '/gpt-content' ? json({ success: false }) : canned(path)));
      errors = spyConsoleError();

      await retryAnalysisIfNeeded({ backoffMs: 0 });

      expect(fetchSpy.count('/gpt-content')).to.equal(ANALYSIS_RETRY_LIMIT);
      expect(fetchSpy.count('/ai/description')).to.equal(ANALYSIS_RETRY_LIMIT);
      const state = $analysis.get();
      expect(state).to.include({ loaded: true, source: 'fallback', content: CANNED });
      expect(storedDescription()).to.equal(CANNED);
    });

    it('stops retrying as soon as an attempt succeeds', async () => {
      let failuresLeft = 2;
      fetchSpy = spyFetch(API, (path) => (path === '/quiz-meta' && failuresLeft-- > 0 ? 'network' : canned(path)));
      errors = spyConsoleError();

      await retryAnalysisIfNeeded({ backoffMs: 0 });

      expect(fetchSpy.count('/quiz-meta')).to.equal(3);
      expect($analysis.get()).to.include({ loaded: true, attempts: 3, content: CANNED, source: 'composer' });
    });

    it('does not repeat a request the backend rejected as invalid', async () => {
      fetchSpy = spyFetch(API, (path) => (path === '/quiz-meta' ? json({ error: 'Invalid request', details: [] }, 400) : canned(path)));
      errors = spyConsoleError();

      await retryAnalysisIfNeeded({ backoffMs: 0 });

      expect(fetchSpy.count('/quiz-meta')).to.equal(1);
      expect($analysis.get()).to.include({ loaded: true, source: 'fallback' });
    });

    it('does nothing when the analysis is loaded and its description stored', async () => {
      const setup = spyFetch(API, canned);
      await startAnalysis({ startedAt: Date.now() });
      setup.restore();
      fetchSpy = spyFetch(API);
      await retryAnalysisIfNeeded({ backoffMs: 0 });
      expect(fetchSpy.requests).to.have.length(0);
    });

    it('retries when the stored description is missing, and waits for a run in flight instead of starting another', async () => {
      fetchSpy = spyFetch(API, canned);
      const running = startAnalysis({ startedAt: Date.now() });
      await retryAnalysisIfNeeded({ backoffMs: 0 });
      await running;
      expect(fetchSpy.count('/quiz-meta')).to.equal(1);
      localStorage.removeItem(STORAGE_KEYS.gptContent);
      resetAnalysis();
      await retryAnalysisIfNeeded({ backoffMs: 0 });
      expect(fetchSpy.count('/quiz-meta')).to.equal(2);
    });

    it('runs one retry loop however often it is called', async () => {
      fetchSpy = spyFetch(API, (path) => (path === '/quiz-meta' ? 'network' : canned(path)));
      errors = spyConsoleError();
      const first = retryAnalysisIfNeeded({ backoffMs: 0 });
      const second = retryAnalysisIfNeeded({ backoffMs: 0 });
      expect(second).to.equal(first);
      await first;
      expect(fetchSpy.count('/quiz-meta')).to.equal(ANALYSIS_RETRY_LIMIT);
    });
  });
});
