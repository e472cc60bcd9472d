import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { CATALOGUE_CACHE_NAME, CATALOGUE_PAGE_SIZE } from '../../src/core/constants.ts';
import type { QuizErrorDetail } from '../../src/core/events.ts';
import { $catalogue, resetCatalogue } from '../../src/stores/catalogue.ts';
import { $answers } from '../../src/stores/answers.ts';
import { redirect } from '../../src/stores/route.ts';
import { nextFrame } from '../support/clock.ts';
import { API, mountQuiz } from '../support/fixtures.ts';
import { catalogueReady, interceptCatalogue, mountPicker, options, resetPicker, type, waitForOptions } from './picker-fixtures.ts';

describe('perfume picker: catalogue loading', () => {
  let intercept: ReturnType<typeof interceptCatalogue> | undefined;
  beforeEach(resetPicker);
  afterEach(() => intercept?.restore());

  it('loads pages of 4000 from offset 0 until a short page, caching each under {start}-{limit}', async () => {
    intercept = interceptCatalogue();
    await mountPicker();
    await catalogueReady();
    expect(intercept.calls).to.deep.equal([
      { start: 0, limit: CATALOGUE_PAGE_SIZE }, { start: 4000, limit: CATALOGUE_PAGE_SIZE }, { start: 8000, limit: CATALOGUE_PAGE_SIZE },
    ]);
    expect($catalogue.get().items).to.have.length(9516);
    const cache = await caches.open(CATALOGUE_CACHE_NAME);
    const keys = (await cache.keys()).map((request) => new URL(request.url).pathname).sort();
    expect(keys).to.deep.equal(['/__nw-fragrances/0-4000', '/__nw-fragrances/4000-4000', '/__nw-fragrances/8000-4000']);
    const cached = await cache.match(`${API}/__nw-fragrances/8000-4000`);
    expect((await cached?.json() as unknown[]).length).to.equal(1516);
  });

  it('answers from Cache Storage before any network request: a second visit makes no catalogue call', async () => {
    await mountPicker();
    await catalogueReady();
    resetCatalogue();
    intercept = interceptCatalogue();
    const { root, input } = await mountPicker();
    await catalogueReady();
    expect(intercept.calls).to.have.length(0);
    expect($catalogue.get().items).to.have.length(9516);
    await type(input, 'chanel');
    await waitForOptions(root);
  });

  it('shows Loading... while the catalogue loads, then the results', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    intercept = interceptCatalogue(async (_call, proceed) => {
      await held;
      return proceed();
    });
    const { root, input } = await mountPicker();
    await type(input, 'chloe');
    await waitUntil(() => root.querySelector('.picker-status')?.textContent === 'Loading...', 'Loading... shown');
    expect(options(root)).to.have.length(0);
    release();
    await waitForOptions(root);
    await catalogueReady();
    expect(root.querySelector('.picker-status')).to.equal(null);
  });

  it('can search the pages loaded so far', async () => {
    intercept = interceptCatalogue(async (call, proceed) => {
      if (call === 1) return proceed();
      return new Promise<Response>(() => {});
    });
    const { root, input } = await mountPicker();
    await waitUntil(() => $catalogue.get().items.length === 4000, 'first page indexed');
    await type(input, 'a');
    await waitForOptions(root);
    expect($catalogue.get().status).to.equal('loading');
    expect(root.querySelector('.picker-status')?.textContent).to.equal('Loading...');
  });

  it('shows a retry in the list when a page fails, and the retry resumes from that page', async () => {
    let failNext = true;
    intercept = interceptCatalogue(async (call, proceed) => {
      if (call === 2 && failNext) {
        failNext = false;
        return new Response('{"error":"boom"}', { status: 503, headers: { 'content-type': 'application/json' } });
      }
      return proceed();
    });
    const errors: QuizErrorDetail[] = [];
    const onError = (event: Event) => errors.push((event as CustomEvent<QuizErrorDetail>).detail);
    document.addEventListener('fq-error', onError);
    try {
      const { root, input } = await mountPicker();
      await waitUntil(() => $catalogue.get().status === 'error', 'the page failed');
      expect(errors.map(({ source, status, retriable }) => ({ source, status, retriable })), 'one fq-error with the HTTP status')
        .to.deep.equal([{ source: 'catalogue', status: 503, retriable: true }]);
      expect(errors[0]?.url).to.match(/\/fragrances$/);
      await type(input, 'chloe');
      await waitUntil(() => root.querySelector('.picker-error button'), 'a retry in the list');
      expect(root.querySelector('.picker-error')?.textContent).to.contain('could not be loaded');
      expect(root.textContent).to.not.contain('Loading...');
      await expect(root.querySelector('.picker') as HTMLElement).to.be.accessible();

      (root.querySelector('.picker-error button') as HTMLButtonElement).click();
      await catalogueReady();
      expect(intercept.calls.map((call) => call.start)).to.deep.equal([0, 4000, 4000, 8000]);
      expect($catalogue.get().items).to.have.length(9516);
      await waitForOptions(root);
      expect(root.querySelector('.picker-error')).to.equal(null);
    } finally {
      document.removeEventListener('fq-error', onError);
    }
  });

  it('reports a refused page with its status, as not worth the same request again', async () => {
    intercept = interceptCatalogue(async () => new Response('{"error":"gone"}', { status: 404, headers: { 'content-type': 'application/json' } }));
    const errors: QuizErrorDetail[] = [];
    const onError = (event: Event) => errors.push((event as CustomEvent<QuizErrorDetail>).detail);
    document.addEventListener('fq-error', onError);
    try {
      await mountPicker();
      await waitUntil(() => $catalogue.get().status === 'error', 'the page failed');
      expect(errors.map(({ source, status, retriable }) => ({ source, status, retriable }))).to.deep.equal([{ source: 'catalogue', status: 404, retriable: false }]);
    } finally {
      document.removeEventListener('fq-error', onError);
    }
  });

  it('drops malformed items from a page and keeps the rest', async () => {
    intercept = interceptCatalogue(async () => new Response(JSON.stringify([
      { id: 'ok-1', value: 'Fine One', brand: 'B', family: 'Floral', sub_family: '', image: '' },
      { id: 42, value: 'Bad id' },
      { id: 'ok-2', value: 'Fine Two', brand: 'B', family: 7 },
      null,
      { id: 'ok-3', value: 'Fine Three', brand: 'C', extra: 'ignored' },
    ]), { headers: { 'content-type': 'application/json' } }));
    await mountPicker();
    await catalogueReady();
    expect($catalogue.get().items).to.deep.equal([
      { id: 'ok-1', value: 'Fine One', image: '', brand: 'B', family: 'Floral', sub_family: '' },
      { id: 'ok-3', value: 'Fine Three', image: '', brand: 'C', family: '', sub_family: '' },
    ]);
  });

  it('starts loading only when the picker shows, not with the quiz', async () => {
    intercept = interceptCatalogue();
    const shown: Array<string | null> = [];
    const onStep = (event: HTMLElementEventMap['fq-step-change']) => shown.push(event.detail.stepName);
    document.addEventListener('fq-step-change', onStep);
    try {
      $answers.set({ gender: 'female' });
      redirect('/loyalty');
      await mountQuiz();
      // Each step announces itself from an effect of the commit that shows it: once the event has
      // fired and a frame has passed, everything mounting the quiz and showing a step starts has run.
      for (const step of ['loyalty', 'grewup']) {
        redirect(`/${step}`);
        await waitUntil(() => shown.at(-1) === step, `step ${step} shown (have ${shown.join(', ')})`);
        await nextFrame();
        expect($catalogue.get().status, `on ${step}`).to.equal('idle');
        expect(intercept.calls, `on ${step}`).to.have.length(0);
      }
      redirect('/favorites');
      await waitUntil(() => shown.at(-1) === 'favorites', 'the picker step shown');
      await catalogueReady();
      expect(intercept.calls).to.have.length(3);
    } finally {
      document.removeEventListener('fq-step-change', onStep);
    }
  });
});
