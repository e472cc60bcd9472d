/**
 * Document-level translations, Sanity's convention (as `@sanity/document-internationalization` writes
 * them): a translation is a document of the base's `_type` with a `language`, holding texts; a
 * `translation.metadata` document links the base to its translations by locale. The base has no
 * `language`: every reader of the base (server, Studio rules, scripts) skips translations.
 * The checks below are shared by the seed's tests and the Studio's validation.
 */
import { isRecord } from './is-record.ts';
import type { Locale } from './markets.ts';

export const LANGUAGE_FIELD = 'language';
export const TRANSLATION_METADATA_TYPE = 'translation.metadata';
/** GROQ: only base documents (a query's filter, e.g. `*[_type == "quiz" && ${BASE_DOCUMENT_FILTER}]`). */
export const BASE_DOCUMENT_FILTER = `!defined(${LANGUAGE_FIELD})`;

/** A base document (not a translation). */
export function isBaseDocument(document: unknown): boolean {
  return isRecord(document) && (document[LANGUAGE_FIELD] === undefined || document[LANGUAGE_FIELD] === null);
}

export const translationId = (baseId: string, locale: Locale): string => `${baseId}__i18n_${locale}`;
export const translationMetadataId = (baseId: string): string => `${baseId}__i18n_metadata`;

/** Fields that identify, configure or link rather than say something: a translation leaves them to the base. */
export const UNTRANSLATED_FIELDS: ReadonlySet<string> = new Set([
  '_id', '_key', '_type', '_ref', '_rev', '_weak', 'id', 'name', 'type', 'value', 'option', 'version', 'language', 'url',
  'currency', 'shopifyVariantId', 'variant', 'style', 'listItem', 'marks', 'href', 'markets', 'country', 'productName',
  'email', 'abtesting', 'imageUrl', 'backgroundUrl', 'backgroundMobileUrl', 'experiment',
]);

/** Comparison-table cells that are symbols (a tick, a dash), not words. */
const CELL_SYMBOLS = new Set(['yes', 'no']);

/** Whether a base text has words to translate (not only figures, placeholders or a table symbol). */
export function hasWords(field: string, text: string): boolean {
  if (field === 'cells' && CELL_SYMBOLS.has(text)) return false;
  return /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));
}

export type TextPath = Array<string | number | { _key: string }>;
export interface TranslatedText { path: TextPath; field: string; text: string }

/** Every text of a document (a string in a field that says something), with its path. */
export function textsOf(value: unknown, path: TextPath = [], field = ''): TranslatedText[] {
  if (typeof value === 'string') return UNTRANSLATED_FIELDS.has(field) ? [] : [{ path, field, text: value }];
  if (Array.isArray(value)) {
    return value.flatMap((entry, index) => textsOf(entry, [...path, isRecord(entry) && typeof entry._key === 'string' ? { _key: entry._key } : index], field));
  }
  if (!isRecord(value)) return [];
  return Object.entries(value).flatMap(([name, entry]) => (UNTRANSLATED_FIELDS.has(name) ? [] : textsOf(entry, [...path, name], name)));
}

/** The value at a path of `textsOf`, or undefined. */
export function valueAt(document: unknown, path: TextPath): unknown {
  let value = document;
  for (const segment of path) {
    if (typeof segment === 'object') value = Array.isArray(value) ? value.find((entry) => isRecord(entry) && entry._key === segment._key) : undefined;
    else if (typeof segment === 'number') value = Array.isArray(value) ? value[segment] : undefined;
    else value = isRecord(value) ? value[segment] : undefined;
  }
  return value;
}

export interface TranslationProblem { path: TextPath; message: string }

/** Portable Text inside a block (spans, link definitions) may be re-cut freely by the editor. */
const FREE_ARRAYS = new Set(['children', 'markDefs']);

/**
 * What in a translation does not fit its base: an array entry whose `_key` (or position) the base lacks,
 * a field the base has no value for (the page would never show it), or an empty text (write the text,
 * or remove it to show the base's).
 */
export function translationProblems(base: unknown, translation: unknown, path: TextPath = [], field = ''): TranslationProblem[] {
  if (typeof translation === 'string') {
    return !UNTRANSLATED_FIELDS.has(field) && translation.trim() === '' && typeof base === 'string' && base.trim() !== ''
      ? [{ path, message: 'Empty text: write the translation, or remove it to show the base text' }] : [];
  }
  if (Array.isArray(translation)) {
    if (!Array.isArray(base)) return [{ path, message: 'The base document has no such list' }];
    if (FREE_ARRAYS.has(field)) return [];
    return translation.flatMap((entry, index) => {
      if (isRecord(entry) && typeof entry._key === 'string') {
        const key = entry._key;
        const match = base.find((candidate) => isRecord(candidate) && candidate._key === key);
        return match === undefined
          ? [{ path: [...path, { _key: key }], message: `The base document has no entry with key "${key}": translate its entries, do not add new ones` }]
          : translationProblems(match, entry, [...path, { _key: key }], field);
      }
      return index < base.length ? translationProblems(base[index], entry, [...path, index], field)
        : [{ path: [...path, index], message: 'The base document has fewer entries here' }];
    });
  }
  if (!isRecord(translation)) return [];
  if (!isRecord(base)) return [{ path, message: 'The base document has nothing here' }];
  return Object.entries(translation).flatMap(([name, entry]) => {
    if (name.startsWith('_') || name === LANGUAGE_FIELD) return [];
    if (base[name] === undefined) return textsOf(entry).length > 0 ? [{ path: [...path, name], message: `The base document has no "${name}" here: it would never show` }] : [];
    return translationProblems(base[name], entry, [...path, name], name);
  });
}

/** Base texts with words that the translation leaves out (they show in the base language). */
export function untranslatedTexts(base: unknown, translation: unknown): TranslatedText[] {
  return textsOf(base).filter(({ path, field, text }) => {
    if (!hasWords(field, text)) return false;
    const translated = valueAt(translation, path);
    return typeof translated !== 'string' || translated.trim() === '';
  });
}

/**
 * Texts of a French translation missing French typography: a space, or none, where a no-break space
 * belongs before `;` `?` `!` `%` or `:` (web addresses and times such as 10:30 excepted).
 */
export function frenchTypographyProblems(translation: unknown): TranslatedText[] {
  return textsOf(translation).filter(({ text }) =>
    /(?<![\u00a0\u202f])[;?!%]/.test(text) || /(?<![\u00a0\u202f]):(?!\/\/|\d)/.test(text.replace(/\{[^{}]*\}/g, '')));
}
