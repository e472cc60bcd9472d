/**
 * The recommendation page's documents (the quiz result and the marketing texts), with their translation
 * for the shopper's locale (./locale-query.ts): fetched through `@sanity/client` (./sanity.ts), the
 * translation laid over, and checked (./normalize-documents.ts). Loaded with the client, after the first step.
 */
import { contentAssetBase, type ContentSource } from '../core/content-query.ts';
import type { Marketing, QuizResult, Result } from '../core/types.ts';
import { MARKETING_QUERY, QUIZ_RESULT_QUERY } from '../../contract/result-queries.ts';
import { withTranslations } from './localize.ts';
import { localeQuery } from './locale-query.ts';
import { withMarketOffers } from './market-offers.ts';
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
    const localized = localeQuery(query, source.locale);
    const raw = await run(localized.query, localized.params);
    // The translation laid over its base before the checks, as for the quiz (./quiz-content.ts).
    return raw.ok ? check(withTranslations(raw.value)) : { ok: false, error: raw.error.detail };
  }
  return {
    quizResult: () => checked(QUIZ_RESULT_QUERY, (raw) => {
      const result = normalizeQuizResult(raw, base);
      if (!result) return { ok: false, error: 'No quiz result was found in the content' };
      return { ok: true, value: withMarketOffers(result.value, raw) };
    }),
    marketing: () => checked(MARKETING_QUERY, (raw) => {
      const marketing = normalizeMarketing(raw, base);
      return marketing ? { ok: true, value: marketing } : { ok: false, error: 'No marketing content was found' };
    }),
  };
}
