/**
 * Document-level translations, Sanity's convention (`@sanity/document-internationalization`): a translated
 * document is a copy of the base one with a `language` field. The shopper sees the base document's
 * structure (steps, options, values, pictures) with the translation's text laid over it field by field,
 * matched by `_key` in arrays; a text the translation lacks, or leaves empty, stays in the base language.
 */
import { isRecord } from '../../contract/is-record.ts';
import { UNTRANSLATED_FIELDS as NOT_TEXT } from '../../contract/translations.ts';

function keyed(list: unknown[]): Map<string, unknown> {
  return new Map(list.filter(isRecord).filter((entry) => typeof entry._key === 'string').map((entry) => [entry._key as string, entry]));
}

export function localizeDocument<T>(base: T, translation: unknown): T {
  if (translation === undefined || translation === null) return base;
  if (typeof base === 'string') return (typeof translation === 'string' && translation.trim() ? translation : base) as T;
  if (Array.isArray(base)) {
    if (!Array.isArray(translation)) return base;
    const byKey = keyed(translation);
    if (byKey.size > 0) return base.map((entry) => (isRecord(entry) && typeof entry._key === 'string' ? localizeDocument(entry, byKey.get(entry._key)) : entry)) as T;
    // Unkeyed lists of text (a scale's two labels) pair up by position.
    return base.map((entry, index) => localizeDocument(entry, translation[index])) as T;
  }
  if (isRecord(base) && isRecord(translation)) {
    return Object.fromEntries(Object.entries(base).map(([field, value]) =>
      [field, NOT_TEXT.has(field) ? value : localizeDocument(value, translation[field])])) as T;
  }
  return base;
}

/**
 * A query's answer (one document or a list) with each document's `translation` (contract/content-queries.ts
 * `withTranslation`) laid over it and taken off; an answer without translations is returned as is.
 */
export function withTranslations(answer: unknown): unknown {
  const overlay = (row: unknown): unknown => {
    if (!isRecord(row) || !('translation' in row)) return row;
    const { translation, ...base } = row;
    return localizeDocument(base, translation);
  };
  return Array.isArray(answer) ? answer.map(overlay) : overlay(answer);
}
