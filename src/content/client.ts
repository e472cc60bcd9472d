/**
 * Content access. The quiz's steps (the first step's content) come through one plain GROQ request,
 * started and checked by the element's entry before the app's code has loaded when it can
 * (./first-query.ts, ./quiz-content.ts); the recommendation page's content comes through
 * `@sanity/client`, loaded when first needed (./documents.ts). Both read a real Sanity project (on its
 * CDN) when `projectId` is set, otherwise the embedded Sanity-compatible API served by `apiHost`. Every
 * call returns a Result (docs/performance.md).
 */
import type { ContentSource } from '../core/content-query.ts';
import type { LoadError } from '../core/load-error.ts';
import { yieldToMain } from '../core/yield.ts';
import type { Marketing, Quiz, QuizResult, Result } from '../core/types.ts';
import type { DocumentQueries } from './documents.ts';
import { providedQuizLoader, takeFirstQuizQuery } from './first-query.ts';
import { logProblems } from './log-problems.ts';
import type { CheckedQuiz } from './quiz-content.ts';

export type { ContentSource } from '../core/content-query.ts';

export interface ContentClient {
  /** The error says why (network, not found, invalid content, server) for the shopper's message. */
  quiz(): Promise<Result<Quiz, LoadError>>;
  quizResult(): Promise<Result<QuizResult>>;
  marketing(): Promise<Result<Marketing>>;
}

/** A chunk that cannot download is a network failure like any other. */
function codeFailure(error: unknown): { ok: false; error: LoadError } {
  return { ok: false, error: { kind: 'network', detail: String(error) } };
}

/** Never shown in a store: the element is defined by its entry, which provides the loader. */
const NO_LOADER: CheckedQuiz = {
  ok: false,
  error: { kind: 'server', detail: 'The quiz was started without its script (fragrance-quiz.js), which loads its content' },
};

/** A quiz load the entry did not start (another dataset, a retry): through the entry's loader. */
function loadQuiz(source: ContentSource): Promise<CheckedQuiz> {
  const load = providedQuizLoader();
  return load ? load(source) : Promise.resolve(NO_LOADER);
}

export function createContentClient(source: ContentSource): ContentClient {
  let documents: Promise<DocumentQueries> | null = null;

  async function withDocuments<T>(ask: (queries: DocumentQueries) => Promise<Result<T>>): Promise<Result<T>> {
    documents ??= import('./documents.ts').then(({ documentQueries }) => documentQueries(source));
    // The next call tries again.
    const queries = await documents.catch((error: unknown) => {
      documents = null;
      return codeFailure(error);
    });
    if ('ok' in queries) return { ok: false, error: queries.error.detail };
    // Each request through the client (its observable pipeline, its request middleware) in a task of its
    // own, not in one long task with the chunk's evaluation and the other queries.
    await yieldToMain();
    return ask(queries);
  }

  return {
    async quiz() {
      const quiz = await (takeFirstQuizQuery(source) ?? loadQuiz(source));
      if (!quiz.ok) return quiz;
      logProblems('quiz content', quiz.value.problems);
      // The answer and the screen it leads to are two tasks, not one long one.
      await yieldToMain();
      return { ok: true, value: quiz.value.value };
    },
    quizResult: () => withDocuments((queries) => queries.quizResult()),
    marketing: () => withDocuments((queries) => queries.marketing()),
  };
}
