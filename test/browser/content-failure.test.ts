/**
 * The shopper never waits forever, and the host page hears of each failure once: a content API that
 * never answers, or answers 500 or 404, gives the friendly screen with "Try again" and exactly one
 * `fq-error` per failure with `{message, source, status, url, retriable}`; no unhandled rejection
 * reaches the host page.
 */
import { expect } from '@open-wc/testing';
import type { QuizErrorDetail } from '../../src/core/events.ts';
import { mountQuiz, resetPage, shadow, waitFor } from '../support/fixtures.ts';
import { arrive } from '../support/quiz.ts';
import { waitUntil } from '../support/wait.ts';

/** A host nobody serves: every request to it is answered by the stub below. */
const DEAD_HOST = 'http://127.0.0.1:9';

type Answer = 'never' | { status: number; body: unknown };

describe('content failures', () => {
  const realFetch = window.fetch;
  let answer: Answer = 'never';
  let asked = 0;
  const errors: QuizErrorDetail[] = [];
  const rejections: unknown[] = [];
  const onError = (event: Event) => errors.push((event as CustomEvent<QuizErrorDetail>).detail);
  const onRejection = (event: PromiseRejectionEvent) => rejections.push(event.reason);

  beforeEach(() => {
    errors.length = 0;
    rejections.length = 0;
    asked = 0;
    resetPage();
    arrive(null);
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.startsWith(DEAD_HOST)) return realFetch(input, init);
      asked += 1;
      if (answer === 'never') {
        return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))));
      }
      const { status, body } = answer;
      return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
    };
    document.addEventListener('fq-error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });

  afterEach(() => {
    window.fetch = realFetch;
    document.removeEventListener('fq-error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    for (const el of document.querySelectorAll('fragrance-quiz')) el.remove();
  });

  it('a content API that never answers: the retry screen and one fq-error within 10 s, one more per retry', async function () {
    this.timeout(40_000);
    answer = 'never';
    const started = performance.now();
    const el = await mountQuiz({ apiHost: DEAD_HOST });
    const alert = await waitFor(el, '[role="alert"]', 12_000);
    await waitUntil(() => errors.length > 0, 'no fq-error', { timeout: 12_000 });
    expect(performance.now() - started, 'ms until the shopper could act').to.be.below(10_000);
    expect(alert.querySelector('button')?.textContent).to.equal('Try again');
    expect(errors).to.have.length(1);
    const [first] = errors;
    expect(first?.source).to.equal('content');
    expect(first?.status).to.equal(null);
    expect(first?.retriable).to.equal(true);
    expect(first?.url).to.match(/^http:\/\/127\.0\.0\.1:9\/v2024-04-01\/data\/query\/staging\?query=/);
    expect(first?.message).to.match(/^No answer from the content API at http:\/\/127\.0\.0\.1:9 within 8 s$/);
    alert.querySelector('button')?.click();
    await waitUntil(() => errors.length === 2, 'the retry failed without an fq-error', { timeout: 12_000 });
    await waitFor(el, '[role="alert"] button', 2000);
    expect(errors).to.have.length(2, 'one fq-error per failure');
    expect(rejections, 'unhandled rejections reached the page').to.deep.equal([]);
  });

  it('a 500 on the first content load: one fq-error with the status and the server\'s words', async () => {
    answer = { status: 500, body: { error: { description: 'content store exploded', type: 'serverError' } } };
    // A dataset of its own: the same source as an earlier test would keep that test's answer.
    const el = await mountQuiz({ apiHost: DEAD_HOST, dataset: 'answers-500' });
    await waitFor(el, '[role="alert"]');
    await waitUntil(() => errors.length > 0, 'no fq-error');
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include({ source: 'content', status: 500, retriable: true });
    expect(errors[0]?.message).to.equal('content store exploded');
    expect(shadow(el).querySelector('[role="alert"]')?.textContent).to.not.match(/exploded|500/);
    expect(asked, 'a 500 is not asked again and again').to.equal(1);
    expect(rejections).to.deep.equal([]);
  });

  it('a 404 on the first content load: one fq-error, not retriable', async () => {
    answer = { status: 404, body: { error: 'Not Found', message: 'Dataset "answers-404" not found', statusCode: 404 } };
    const el = await mountQuiz({ apiHost: DEAD_HOST, dataset: 'answers-404' });
    await waitFor(el, '[role="alert"]');
    await waitUntil(() => errors.length > 0, 'no fq-error');
    expect(errors).to.have.length(1);
    expect(errors[0]).to.include({ source: 'content', status: 404, retriable: false });
    expect(errors[0]?.message).to.match(/Dataset "answers-404" not found/);
    expect(errors[0]?.url).to.match(/\/data\/query\/answers-404\?/);
    expect(rejections).to.deep.equal([]);
  });
});
