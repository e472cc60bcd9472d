/**
 * Which locales a base document is translated into, for the Studio's badge (./badges/translation-badge.ts)
 * and the "Not yet translated" lists (./structure.ts). A locale of another language than the base's
 * needs a translation (without one, shoppers read the base's texts); a locale of the same language
 * (en-GB for an en-US base) only where its spelling or words differ, so its absence is no gap.
 */
import { DEFAULT_LOCALE, TRANSLATION_LOCALES, type Locale } from '../contract/markets.ts';
import { LANGUAGE_FIELD, TRANSLATION_METADATA_TYPE, hasWords, textsOf, valueAt } from '../contract/translations.ts';

const languageOf = (locale: Locale) => locale.split('-')[0];

/** The locales whose shoppers read another language than the base's: each needs its translation. */
export const OTHER_LANGUAGE_LOCALES: readonly Locale[] = TRANSLATION_LOCALES.filter((locale) => languageOf(locale) !== languageOf(DEFAULT_LOCALE));

/** Option lists a translation leaves as they are (values, not words): a house scent's occasions and seasons. */
const OPTION_FIELDS: ReadonlySet<string> = new Set(['occasions', 'seasons']);

export type LocaleState =
  | { locale: Locale; state: 'translated' }
  /** Texts of the base with words that the translation leaves empty or as they are (the "Translate" copy's). */
  | { locale: Locale; state: 'partial'; untranslated: number }
  /** Another language without a translation. */
  | { locale: Locale; state: 'missing' }
  /** Same language, no translation: the base's texts are right there. */
  | { locale: Locale; state: 'as-base' };

/** Each translation locale's state for `base`, given its translations by locale (from its `translation.metadata`). */
export function translationStatus(base: unknown, translations: Readonly<Partial<Record<string, unknown>>>): LocaleState[] {
  return TRANSLATION_LOCALES.map((locale): LocaleState => {
    const translation = translations[locale];
    if (translation === undefined || translation === null) return { locale, state: OTHER_LANGUAGE_LOCALES.includes(locale) ? 'missing' : 'as-base' };
    if (!OTHER_LANGUAGE_LOCALES.includes(locale)) return { locale, state: 'translated' };
    const untranslated = textsOf(base).filter(({ path, field, text }) => {
      if (!hasWords(field, text) || path.some((segment) => typeof segment === 'string' && OPTION_FIELDS.has(segment))) return false;
      const translated = valueAt(translation, path);
      return typeof translated !== 'string' || translated.trim() === '' || translated.trim() === text.trim();
    }).length;
    return untranslated > 0 ? { locale, state: 'partial', untranslated } : { locale, state: 'translated' };
  });
}

export interface BadgeSummary {
  label: string;
  title: string;
  color: 'success' | 'warning' | 'danger';
}

/** The badge of a base document: what is missing first, then what is partly translated, else done. */
export function badgeOf(states: readonly LocaleState[], titles: Readonly<Record<Locale, string>>): BadgeSummary {
  const missing = states.filter((entry) => entry.state === 'missing');
  const partial = states.filter((entry): entry is Extract<LocaleState, { state: 'partial' }> => entry.state === 'partial');
  const translated = states.filter((entry) => entry.state === 'translated').map((entry) => entry.locale);
  if (missing.length > 0) {
    return { label: `Not translated: ${missing.map((entry) => entry.locale).join(', ')}`, color: 'danger',
      title: `No ${missing.map((entry) => titles[entry.locale]).join(', ')} translation: these shoppers read the base texts. Use "Translate".` };
  }
  if (partial.length > 0) {
    return { label: `Partly translated: ${partial.map((entry) => entry.locale).join(', ')}`, color: 'warning',
      title: partial.map((entry) => `${titles[entry.locale]}: ${entry.untranslated} text(s) left in the base language`).join('; ') };
  }
  return { label: 'Translated', color: 'success', title: translated.length > 0 ? `Translations: ${translated.join(', ')}` : 'Every market reads these texts' };
}

const TRANSLATED_IDS = `*[_type == $metadata && defined(translations[_key == $locale][0].value._ref)].translations[_key == $base].value._ref`;

/**
 * GROQ filter of the base documents of `$type` with no translation in `$locale` (params: `type`, `locale`,
 * `metadata`, `base`); a translated document's draft (`drafts.<id>`) counts as translated too.
 */
export const NOT_TRANSLATED_FILTER = `_type == $type && !defined(${LANGUAGE_FIELD}) && !(_id in path("versions.**"))
  && !(_id in ${TRANSLATED_IDS}) && !(string::split(_id, "drafts.")[1] in ${TRANSLATED_IDS})`;

export const notTranslatedParams = (type: string, locale: Locale) => ({ type, locale, metadata: TRANSLATION_METADATA_TYPE, base: DEFAULT_LOCALE });
