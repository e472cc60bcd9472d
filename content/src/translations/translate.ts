/**
 * Builds the seed's translated documents in Sanity's document-level convention: a document of the base's
 * type with a `language`, holding only the texts that differ from the base (matched by `_key` in arrays),
 * plus the `translation.metadata` document that links the base to its translations
 * (contract/translations.ts). A translation is written as the whole document in its language (the same
 * builders as the base, fed its words); `translatedDocument` keeps what differs.
 */
import { isRecord } from '../../../contract/is-record.ts';
import type { Locale } from '../../../contract/markets.ts';
import { TRANSLATION_METADATA_TYPE, UNTRANSLATED_FIELDS, translationId, translationMetadataId } from '../../../contract/translations.ts';
import { frenchTypography } from '../../../src/core/french-typography.ts';
import type { StepDoc } from '../sanity-types.ts';
import type { StepTranslation, StepTranslations } from './quiz-steps.ts';

type Doc = Record<string, unknown>;

/** Every text of the value passed through `polish` (French typography), everything else as is. */
function polishTexts<T>(value: T, polish: (text: string) => string, field = ''): T {
  if (typeof value === 'string') return (UNTRANSLATED_FIELDS.has(field) ? value : polish(value)) as T;
  if (Array.isArray(value)) return value.map((entry) => polishTexts(entry, polish, field)) as T;
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, polishTexts(entry, polish, name)])) as T;
}

/** Every image's alt text replaced by its translation (by the English alt text), when there is one. */
function translateAlts<T>(value: T, alts: Readonly<Record<string, string>>): T {
  if (Array.isArray(value)) return value.map((entry) => translateAlts(entry, alts)) as T;
  if (!isRecord(value)) return value;
  const record = Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, translateAlts(entry, alts)]));
  if (record._type === 'image' && typeof record.altText === 'string') record.altText = alts[record.altText] ?? record.altText;
  return record as T;
}

/** What of `localized` differs from `base` in its texts, shaped like the base (keys kept, only texts). */
function textDiff(base: unknown, localized: unknown, field = ''): unknown {
  if (typeof base === 'string') return !UNTRANSLATED_FIELDS.has(field) && typeof localized === 'string' && localized !== base ? localized : undefined;
  if (Array.isArray(base) && Array.isArray(localized)) {
    if (base.every((entry) => isRecord(entry) && typeof entry._key === 'string')) {
      const entries = base.flatMap((entry) => {
        const key = (entry as Doc)._key;
        const diff = textDiff(entry, localized.find((candidate) => isRecord(candidate) && candidate._key === key));
        return diff === undefined ? [] : [diff];
      });
      return entries.length > 0 ? entries : undefined;
    }
    // Unkeyed lists (a scale's labels, the hero's perks) pair up by position: the whole list or nothing.
    return base.some((entry, index) => textDiff(entry, localized[index], field) !== undefined) ? localized : undefined;
  }
  if (isRecord(base) && isRecord(localized)) {
    const diff: Doc = {};
    for (const [name, value] of Object.entries(base)) {
      if (name.startsWith('_')) continue;
      const changed = textDiff(value, localized[name], name);
      if (changed !== undefined) diff[name] = changed;
    }
    if (Object.keys(diff).length === 0) return undefined;
    // Portable Text blocks travel whole, so the Studio shows a well-formed block.
    if (base._type === 'block') return localized;
    if (base._type === 'image') return { _type: 'image', ...diff };
    return { ...(typeof base._key === 'string' ? { _key: base._key } : {}), ...(typeof base._type === 'string' ? { _type: base._type } : {}), ...diff };
  }
  return undefined;
}

export interface TranslationOptions {
  /** Alt texts by their English text. */
  alts?: Readonly<Record<string, string>>;
}

/** The translation document of `base` whose full text in `locale` is `localized`. */
export function translatedDocument<T extends { _id: string; _type: string }>(base: T, localized: T, locale: Locale, options: TranslationOptions = {}): Doc & { _id: string; _type: string; language: Locale } {
  const polish = locale.startsWith('fr') ? frenchTypography : (text: string) => text;
  const full = polishTexts(translateAlts(localized, options.alts ?? {}), polish);
  const diff = (textDiff(base, full) ?? {}) as Doc;
  return { _id: translationId(base._id, locale), _type: base._type, language: locale, ...diff };
}

/** A step with its translation laid in: texts by field, items by value, consent wordings and e-mail words by key. */
function localizedStep(step: StepDoc, translation: StepTranslation | undefined): StepDoc {
  if (!translation) return step;
  const localized: StepDoc = { ...step };
  for (const field of ['heading', 'subHeading', 'text', 'screen'] as const) {
    if (translation[field]) localized[field] = translation[field];
  }
  if (translation.labelRange) localized.labelRange = [...translation.labelRange];
  if (step.items) localized.items = step.items.map((item) => ({ ...item, text: translation.items?.[item.value] ?? item.text }));
  if (step.consentTexts) localized.consentTexts = step.consentTexts.map((entry) => ({ ...entry, text: translation.consentTexts?.[entry._key] ?? entry.text }));
  if (step.resultsEmail && translation.resultsEmail) localized.resultsEmail = { ...step.resultsEmail, ...translation.resultsEmail };
  return localized;
}

/** The quiz's steps in a language, from a table of step translations (by step name), refusing names the quiz lacks. */
export function localizedSteps(steps: readonly StepDoc[], locale: Locale, translations: StepTranslations): StepDoc[] {
  const unknown = Object.keys(translations).filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length > 0) throw new Error(`${locale}: translations for steps the quiz lacks: ${unknown.join(', ')}`);
  for (const step of steps) {
    const translation = translations[step.name];
    const values = new Set((step.items ?? []).map((item) => item.value));
    const strays = Object.keys(translation?.items ?? {}).filter((value) => !values.has(value));
    const keys = new Set((step.consentTexts ?? []).map((entry) => entry._key));
    strays.push(...Object.keys(translation?.consentTexts ?? {}).filter((key) => !keys.has(key)));
    if (strays.length > 0) throw new Error(`${locale}: step ${step.name} has no option or wording ${strays.join(', ')}`);
  }
  return steps.map((step) => localizedStep(step, translations[step.name]));
}

/** The `translation.metadata` document linking a base document to its translations (as the Studio plugin writes it). */
export function translationMetadata(base: { _id: string; _type: string }, baseLocale: Locale, locales: readonly Locale[]) {
  const reference = (id: string) => ({ _type: 'reference' as const, _ref: id, _weak: true });
  return {
    _id: translationMetadataId(base._id),
    _type: TRANSLATION_METADATA_TYPE,
    schemaTypes: [base._type],
    translations: [
      { _key: baseLocale, _type: 'internationalizedArrayReferenceValue', value: reference(base._id) },
      ...locales.map((locale) => ({ _key: locale, _type: 'internationalizedArrayReferenceValue', value: reference(translationId(base._id, locale)) })),
    ],
  };
}
