/**
 * The recommendation page's documents (the quiz result and the marketing texts): fetched through
 * `@sanity/client` (./sanity.ts) and checked (./normalize-documents.ts). Loaded with the client, after
 * the first step.
 */
import { contentAssetBase, type ContentSource } from '../core/content-query.ts';
import type { Marketing, QuizResult, Result } from '../core/types.ts';
import { MARKETING_QUERY, QUIZ_RESULT_QUERY } from '../../contract/result-queries.ts';
import { normalizeMarketing, normalizeQuizResult } from './normalize-documents.ts';
import { sanityQuery } from './sanity.ts';

export interface DocumentQueries {
  quizResult(): Promise<Result<QuizResult>>;
  marketing(): Promise<Result<Marketing>>;
}

export function documentQueries(source: ContentSource): DocumentQueries {
  const run = sanityQuery(source);
  const base = contentAssetBase(source);
  /** The document `query` answers, checked; the recommendation page's documents keep a plain message. */
  async function checked<T>(query: string, check: (raw: unknown) => Result<T>): Promise<Result<T>> {
    const raw = await run(query);
    return raw.ok ? check(raw.value) : { ok: false, error: raw.error.detail };
  }
  return {
    quizResult: () => checked(QUIZ_RESULT_QUERY, (raw) => {
      const result = normalizeQuizResult(raw, base);
      if (!result) return { ok: false, error: 'No quiz result was found in the content' };
      return { ok: true, value: result.value };
    }),
    marketing: () => checked(MARKETING_QUERY, (raw) => {
      const marketing = normalizeMarketing(raw, base);
      return marketing ? { ok: true, value: marketing } : { ok: false, error: 'No marketing content was found' };
    }),
  };
}
