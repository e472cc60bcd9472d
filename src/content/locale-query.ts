/**
 * A document query as the shopper's locale needs it: the base query alone for the content's own
 * language (the first step's request stays as small as it was), else the base with its translation
 * beside (`$locale`: contract/content-queries.ts `withTranslation`), laid over it when checked
 * (./localize.ts).
 */
import { withTranslation } from '../../contract/content-queries.ts';
import { DEFAULT_LOCALE } from '../../contract/markets.ts';
import type { QueryParams } from '../core/content-request.ts';

export function localeQuery(query: string, locale: string | undefined): { query: string; params: QueryParams } {
  return !locale || locale === DEFAULT_LOCALE ? { query, params: {} } : { query: withTranslation(query), params: { locale } };
}
