/**
 * Content access. The quiz's steps (the first step's content) come through one plain GROQ request,
 * started by the element's entry before the app's code has loaded when it can (./first-query.ts); the
 * recommendation page's content comes through `@sanity/client`, loaded when first needed. Both read a
 * real Sanity project (on its CDN) when `projectId` is set, otherwise the embedded Sanity-compatible API
 * served by `apiHost`. Every call returns a Result (docs/performance.md).
 */
import { contentAssetBase, queryContent, type ContentSource } from '../core/content-query.ts';
import type { LoadError } from '../core/load-error.ts';
import { yieldToMain } from '../core/yield.ts';
import type { Marketing, Quiz, QuizResult, Result } from '../core/types.ts';
import { normalizeMarketing, normalizeQuiz, normalizeQuizResult } from './normalize.ts';
import { takeFirstQuizQuery } from './first-query.ts';
import { MARKETING_QUERY, QUIZ_RESULT_QUERY, QUIZ_STEPS_QUERY } from '../../contract/content-queries.ts';

export type { ContentSource } from '../core/content-query.ts';

export interface ContentClient {
  /** The error says why (network, not found, invalid content, server) for the shopper's message. */
  quiz(): Promise<Result<Quiz, LoadError>>;
  quizResult(): Promise<Result<QuizResult>>;
  marketing(): Promise<Result<Marketing>>;
}

function logProblems(what: string, problems: string[]): void {
  for (const problem of problems) console.warn(`[fragrance-quiz] ${what}: ${problem}`);
}

export function createContentClient(source: ContentSource): ContentClient {
  /** Relative asset URLs (the embedded API) resolve against the content host. */
  const base = contentAssetBase(source);
  let sanity: Promise<(query: string) => Promise<Result<unknown, LoadError>>> | null = null;

  /** The recommendation page's documents keep a plain message. */
  async function fetchPlain(query: string): Promise<Result<unknown>> {
    sanity ??= import('./sanity.ts').then(({ sanityQuery }) => sanityQuery(source));
    // A chunk that cannot download is a network failure like any other; the next call tries again.
    const run = await sanity.catch((error: unknown) => {
      sanity = null;
      return () => Promise.resolve({ ok: false, error: { kind: 'network', detail: String(error) } } as const);
    });
    // Each request through the client (its observable pipeline, its request middleware) in a task of its
    // own, not in one long task with the chunk's evaluation and the other queries.
    await yieldToMain();
    const raw = await run(query);
    return raw.ok ? raw : { ok: false, error: raw.error.detail };
  }

  function toQuiz(value: unknown): Result<Quiz, LoadError> {
    const quiz = normalizeQuiz(value, base);
    if (!quiz) return { ok: false, error: { kind: 'invalid', detail: 'No quiz was found in the content' } };
    logProblems('quiz content', quiz.problems);
    return { ok: true, value: quiz.value };
  }

  return {
    async quiz() {
      const raw = await (takeFirstQuizQuery(source) ?? queryContent(source, QUIZ_STEPS_QUERY));
      if (!raw.ok) return raw;
      const quiz = toQuiz(raw.value);
      // Checking every step and rendering the screen it leads to are two tasks, not one long one.
      await yieldToMain();
      return quiz;
    },
    async quizResult() {
      const raw = await fetchPlain(QUIZ_RESULT_QUERY);
      if (!raw.ok) return raw;
      const result = normalizeQuizResult(raw.value, base);
      if (!result) return { ok: false, error: 'No quiz result was found in the content' };
      logProblems('quiz result content', result.problems);
      return { ok: true, value: result.value };
    },
    async marketing() {
      const raw = await fetchPlain(MARKETING_QUERY);
      if (!raw.ok) return raw;
      const marketing = normalizeMarketing(raw.value, base);
      return marketing ? { ok: true, value: marketing } : { ok: false, error: 'No marketing content was found' };
    },
  };
}
