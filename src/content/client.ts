/**
 * Content access through `@sanity/client`: a real Sanity project (on its CDN) when `projectId` is set,
 * otherwise the embedded Sanity-compatible API served by `apiHost`. Every call returns a Result.
 */
import { createClient, type SanityClient } from '@sanity/client';
import { CONTENT_API_VERSION } from '../core/constants.ts';
import { classifyRequestError, errorDetail, type LoadError } from '../core/load-error.ts';
import type { Marketing, Quiz, QuizResult, Result } from '../core/types.ts';
import { normalizeMarketing, normalizeQuiz, normalizeQuizResult } from './normalize.ts';
import { MARKETING_QUERY, QUIZ_RESULT_QUERY, QUIZ_STEPS_QUERY } from '../../contract/content-queries.ts';

export interface ContentSource {
  dataset: string;
  projectId: string | undefined;
  apiHost: string;
}

export interface ContentClient {
  /** The error says why (network, not found, invalid content, server) for the shopper's message. */
  quiz(): Promise<Result<Quiz, LoadError>>;
  quizResult(): Promise<Result<QuizResult>>;
  marketing(): Promise<Result<Marketing>>;
}

/** Placeholder project id for the embedded API, which ignores it (the client insists on one). */
const EMBEDDED_PROJECT_ID = 'embedded';

export function createSanityClient({ dataset, projectId, apiHost }: ContentSource): SanityClient {
  return projectId
    ? createClient({ projectId, dataset, apiVersion: CONTENT_API_VERSION, useCdn: true })
    : createClient({
        projectId: EMBEDDED_PROJECT_ID,
        dataset,
        apiVersion: CONTENT_API_VERSION,
        apiHost,
        useProjectHostname: false,
        useCdn: false,
      });
}

function logProblems(what: string, problems: string[]): void {
  for (const problem of problems) console.warn(`[fragrance-quiz] ${what}: ${problem}`);
}

export function createContentClient(source: ContentSource): ContentClient {
  const client = createSanityClient(source);
  /** Relative asset URLs (the embedded API) resolve against the content host. */
  const base = source.projectId ? 'https://cdn.sanity.io/' : `${source.apiHost.replace(/\/+$/, '')}/`;

  async function fetchQuery(query: string): Promise<Result<unknown, LoadError>> {
    try {
      return { ok: true, value: await client.fetch<unknown>(query) };
    } catch (error) {
      console.error('[fragrance-quiz] Content-service query failed', error);
      return { ok: false, error: { kind: classifyRequestError(error), detail: errorDetail(error) || 'Content-service query failed' } };
    }
  }

  /** The other documents keep a plain message. */
  async function fetchPlain(query: string): Promise<Result<unknown>> {
    const raw = await fetchQuery(query);
    return raw.ok ? raw : { ok: false, error: raw.error.detail };
  }

  return {
    async quiz() {
      const raw = await fetchQuery(QUIZ_STEPS_QUERY);
      if (!raw.ok) return raw;
      const quiz = normalizeQuiz(raw.value, base);
      if (!quiz) return { ok: false, error: { kind: 'invalid', detail: 'No quiz was found in the content' } };
      logProblems('quiz content', quiz.problems);
      return { ok: true, value: quiz.value };
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
