/**
 * The recommendation page's documents (the quiz result and the marketing texts), with their translation
 * for the shopper's locale (./locale-query.ts): fetched through `@sanity/client` (./sanity.ts) and
 * checked, translation laid over, with the checks the entry carries (./document-checks.ts).
 * Loaded with the client, after the first step.
 */
import { contentAssetBase, type ContentSource } from '../core/content-query.ts';
import type { Marketing, QuizResult, Result } from '../core/types.ts';
import { MARKETING_QUERY, QUIZ_RESULT_QUERY } from '../../contract/result-queries.ts';
import { providedDocumentChecks, type DocumentChecks } from './document-checks.ts';
import { withTranslations } from './localize.ts';
import { localeQuery } from './locale-query.ts';
import { withMarketOffers } from './market-offers.ts';
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
  /** The document `query` answers, checked; the recommendation page's documents keep a plain message. */
  async function checked<T>(query: string, check: (checks: DocumentChecks, raw: unknown) => Result<T>): Promise<Result<T>> {
    const checks = await providedDocumentChecks();
    if (!checks) return { ok: false, error: NO_DOCUMENT_CHECKS };
    const localized = localeQuery(query, source.locale);
    const raw = await run(localized.query, localized.params);
    // The translation laid over its base before the checks, as for the quiz (./normalize.ts).
    return raw.ok ? check(checks, withTranslations(raw.value)) : { ok: false, error: raw.error.detail };
  }
  return {
    quizResult: () => checked(QUIZ_RESULT_QUERY, (checks, raw) => {
      const result = checks.normalizeQuizResult(raw, base);
      if (!result) return { ok: false, error: 'No quiz result was found in the content' };
      return { ok: true, value: withMarketOffers(result.value, raw) };
    }),
    marketing: () => checked(MARKETING_QUERY, (checks, raw) => {
      const marketing = checks.normalizeMarketing(raw, base);
      return marketing ? { ok: true, value: marketing } : { ok: false, error: 'No marketing content was found' };
    }),
  };
}
