/**
 * The recommendation page's documents (the quiz result and the marketing texts): fetched through
 * `@sanity/client` (./sanity.ts) and checked with the checks the entry carries (./document-checks.ts).
 * Loaded with the client, after the first step.
 */
import { contentAssetBase, type ContentSource } from '../core/content-query.ts';
import type { Marketing, QuizResult, Result } from '../core/types.ts';
import { MARKETING_QUERY, QUIZ_RESULT_QUERY } from '../../contract/content-queries.ts';
import { logProblems } from './log-problems.ts';
import { providedDocumentChecks } from './document-checks.ts';
import { sanityQuery } from './sanity.ts';

export interface DocumentQueries {
  quizResult(): Promise<Result<QuizResult>>;
  marketing(): Promise<Result<Marketing>>;
}

/** Never shown in a store: the element is defined by its entry, which provides the checks. */
export const NO_DOCUMENT_CHECKS = 'The quiz was started without its script (fragrance-quiz.js), which checks its content';

export function documentQueries(source: ContentSource): DocumentQueries {
  const run = sanityQuery(source);
  const base = contentAssetBase(source);
  /** The recommendation page's documents keep a plain message. */
  async function fetchPlain(query: string): Promise<Result<unknown>> {
    const raw = await run(query);
    return raw.ok ? raw : { ok: false, error: raw.error.detail };
  }
  return {
    async quizResult() {
      const raw = await fetchPlain(QUIZ_RESULT_QUERY);
      if (!raw.ok) return raw;
      const checks = await providedDocumentChecks();
      if (!checks) return { ok: false, error: NO_DOCUMENT_CHECKS };
      const result = checks.normalizeQuizResult(raw.value, base);
      if (!result) return { ok: false, error: 'No quiz result was found in the content' };
      logProblems('quiz result content', result.problems);
      return { ok: true, value: result.value };
    },
    async marketing() {
      const raw = await fetchPlain(MARKETING_QUERY);
      if (!raw.ok) return raw;
      const checks = await providedDocumentChecks();
      if (!checks) return { ok: false, error: NO_DOCUMENT_CHECKS };
      const marketing = checks.normalizeMarketing(raw.value, base);
      return marketing ? { ok: true, value: marketing } : { ok: false, error: 'No marketing content was found' };
    },
  };
}
