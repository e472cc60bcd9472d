/**
 * Builds the seed's translated quiz documents in Sanity's document-level convention: a copy of the quiz
 * with a `language` field holding only what differs, matched by `_key`, plus the `translation.metadata`
 * document that links the base to its translations.
 */
import { frenchTypography } from '../../../src/core/french-typography.ts';
import type { Locale } from '../../../src/core/market.ts';
import type { StepTranslation, StepTranslations } from './quiz-steps.ts';
import { INTERFACE_TEXT_TRANSLATIONS } from './interface-text.ts';

interface BaseStep {
  _key: string;
  name: string;
  items?: ReadonlyArray<{ _key: string; value: string }>;
}

export interface TranslatedQuizDoc {
  _id: string;
  _type: 'quiz';
  language: Locale;
  steps: Array<Record<string, unknown> & { _key: string }>;
  interfaceText?: Record<string, string>;
}

export const translationId = (baseId: string, locale: Locale): string => `${baseId}__i18n_${locale}`;

function translatedStep(step: BaseStep, translation: StepTranslation, polish: (text: string) => string) {
  const doc: Record<string, unknown> & { _key: string } = { _key: step._key };
  for (const field of ['heading', 'subHeading', 'text', 'screen'] as const) {
    const text = translation[field];
    if (text) doc[field] = polish(text);
  }
  if (translation.labelRange) doc.labelRange = translation.labelRange.map(polish);
  const items = (step.items ?? []).filter((item) => translation.items?.[item.value] !== undefined)
    .map((item) => ({ _key: item._key, text: polish(translation.items![item.value]!) }));
  if (items.length > 0) doc.items = items;
  return doc;
}

export function translatedQuiz(base: { _id: string; steps: readonly BaseStep[] }, locale: Locale, steps: StepTranslations): TranslatedQuizDoc {
  const unknown = Object.keys(steps).filter((name) => !base.steps.some((step) => step.name === name));
  if (unknown.length > 0) throw new Error(`${locale}: translations for steps the quiz lacks: ${unknown.join(', ')}`);
  const polish = locale.startsWith('fr') ? frenchTypography : (text: string) => text;
  return {
    _id: translationId(base._id, locale),
    _type: 'quiz',
    language: locale,
    steps: base.steps.filter((step) => steps[step.name]).map((step) => translatedStep(step, steps[step.name]!, polish)),
    ...(locale === 'en-US' || Object.keys(INTERFACE_TEXT_TRANSLATIONS[locale]).length === 0 ? {} : { interfaceText: INTERFACE_TEXT_TRANSLATIONS[locale] }),
  };
}

export function translationMetadata(baseId: string, baseLocale: Locale, locales: readonly Locale[]) {
  const reference = (id: string) => ({ _type: 'reference' as const, _ref: id, _weak: true });
  return {
    _id: `${baseId}__i18n_metadata`,
    _type: 'translation.metadata',
    schemaTypes: ['quiz'],
    translations: [
      { _key: baseLocale, _type: 'internationalizedArrayReferenceValue', value: reference(baseId) },
      ...locales.map((locale) => ({ _key: locale, _type: 'internationalizedArrayReferenceValue', value: reference(translationId(baseId, locale)) })),
    ],
  };
}
