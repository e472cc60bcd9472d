/**
 * The e-mail step in the shopper's language: the base quiz's `email` step with its translation for the
 * locale (found through the `translation.metadata` document, contract/translations.ts) laid over it, text
 * by text. A text the translation lacks or leaves empty stays the base's; words the quiz lacks are the
 * English defaults. Consent wordings keep the base's versions and markets: a translation only words them.
 */
import { RESULTS_EMAIL_FIELDS } from '../../contract/content-documents.ts';
import type { EmailConsentText } from '../../contract/email-optin.ts';
import { isRecord } from '../../contract/is-record.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../contract/markets.ts';
import { LANGUAGE_FIELD, TRANSLATION_METADATA_TYPE } from '../../contract/translations.ts';
import { baseQuiz } from '../content/base-quiz.ts';
import type { SanityDocument } from '../content/datasets.ts';
import { DEFAULT_EMAIL_WORDS, type ResultsEmailWords } from './results-email.ts';

/** A supported locale for what the shopper sent: itself, else the first of its language (`fr-FR` → `fr-CA`), else en-US. */
export function supportedLocale(raw: unknown): Locale {
  if (typeof raw !== 'string') return DEFAULT_LOCALE;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === raw.toLowerCase());
  if (exact) return exact;
  const language = raw.split(/[-_]/)[0]?.toLowerCase();
  return language === DEFAULT_LOCALE.split('-')[0] ? DEFAULT_LOCALE : LOCALES.find((locale) => locale.startsWith(`${language}-`)) ?? DEFAULT_LOCALE;
}

/** The translation of `base` in `locale`, published and linked by a metadata document, or undefined. */
function translationOf(documents: readonly SanityDocument[], base: SanityDocument, locale: Locale): SanityDocument | undefined {
  if (locale === DEFAULT_LOCALE) return undefined;
  for (const metadata of documents) {
    if (metadata._type !== TRANSLATION_METADATA_TYPE || !Array.isArray(metadata['translations'])) continue;
    const entries = (metadata['translations'] as unknown[]).filter(isRecord);
    if (!entries.some((entry) => isRecord(entry['value']) && entry['value']['_ref'] === base._id)) continue;
    const ref = entries.find((entry) => entry['_key'] === locale && isRecord(entry['value']))?.['value'] as { _ref?: unknown } | undefined;
    return documents.find((document) => document._id === ref?._ref && document[LANGUAGE_FIELD] === locale && document._type === base._type);
  }
  return undefined;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

export interface EmailStep {
  consentTexts: EmailConsentText[];
  words: ResultsEmailWords;
}

/** The e-mail step `stepId` (or the first `email` step) of the dataset's quiz, in `locale`. */
export function emailStepIn(documents: readonly SanityDocument[] | null, stepId: string | null, locale: Locale): EmailStep {
  const quiz = baseQuiz(documents);
  const steps = Array.isArray(quiz?.['steps']) ? (quiz['steps'] as unknown[]).filter(isRecord) : [];
  const step = steps.find((candidate) => String(candidate['type']).toLowerCase() === 'email' && (stepId === null || candidate['id'] === stepId));
  if (!quiz || !step) return { consentTexts: [], words: DEFAULT_EMAIL_WORDS };
  const translation = translationOf(documents ?? [], quiz, locale);
  const translatedSteps = Array.isArray(translation?.['steps']) ? (translation['steps'] as unknown[]).filter(isRecord) : [];
  const translated = translatedSteps.find((candidate) => candidate['_key'] === step['_key']) ?? {};

  const baseWords = isRecord(step['resultsEmail']) ? step['resultsEmail'] : {};
  const translatedWords = isRecord(translated['resultsEmail']) ? translated['resultsEmail'] : {};
  const words = Object.fromEntries(RESULTS_EMAIL_FIELDS.map((field) =>
    [field, text(translatedWords[field]) ?? text(baseWords[field]) ?? DEFAULT_EMAIL_WORDS[field]])) as ResultsEmailWords;

  const translatedConsent = Array.isArray(translated['consentTexts']) ? (translated['consentTexts'] as unknown[]).filter(isRecord) : [];
  const consentTexts = (Array.isArray(step['consentTexts']) ? step['consentTexts'] as unknown[] : []).filter(isRecord).flatMap((entry) => {
    if (typeof entry['text'] !== 'string' || typeof entry['version'] !== 'string') return [];
    const wording = text(translatedConsent.find((candidate) => candidate['_key'] === entry['_key'])?.['text']) ?? entry['text'];
    const markets = Array.isArray(entry['markets']) ? entry['markets'].filter((m): m is string => typeof m === 'string').map((m) => m.toUpperCase()) : [];
    return [{ text: wording, version: entry['version'], markets }];
  });
  return { consentTexts, words };
}
