/** The documents of each dataset (without image assets, which the generator adds): the base documents, then their translations. */
import { DEFAULT_LOCALE, TRANSLATION_LOCALES, type Locale } from '../../contract/markets.ts';
import { HOLIDAY_QUIZ, holidayResult, type HolidayResultWords } from './holiday.ts';
import { STAGING_EXPERIMENT } from './experiment.ts';
import { HOUSE_SCENTS } from './house-scents.ts';
import { translatedHouseScents } from './translations/house-scents.ts';
import { MARKETING, marketingDoc, type MarketingWords } from './marketing.ts';
import { STAGING_QUIZ_RESULT, quizResult, type ResultWords } from './quiz-result.ts';
import { STAGING_STEPS } from './quiz-steps.ts';
import type { ContentDoc, QuizDoc } from './sanity-types.ts';
import { INTERFACE_TEXT, INTERFACE_TEXT_TRANSLATIONS, MARKETING_COPY_TRANSLATIONS } from './translations/interface-text.ts';
import { EN_GB_ALTS, FR_CA_ALTS } from './translations/alt-texts.ts';
import {
  EN_CA_HOLIDAY_RESULT, EN_GB_HOLIDAY_RESULT, EN_GB_HOLIDAY_STEPS, EN_IE_HOLIDAY_RESULT, FR_CA_HOLIDAY_RESULT, FR_CA_HOLIDAY_STEPS,
} from './translations/holiday.ts';
import { EN_CA_MARKETING, EN_GB_MARKETING, EN_IE_MARKETING, FR_CA_MARKETING } from './translations/marketing.ts';
import { EN_CA_STEPS, EN_GB_STEPS, EN_IE_STEPS, FR_CA_STEPS, type StepTranslations } from './translations/quiz-steps.ts';
import { EN_CA_RESULT, EN_GB_RESULT, EN_IE_RESULT, FR_CA_RESULT } from './translations/results.ts';
import { localizedSteps, translatedDocument, translationMetadata } from './translations/translate.ts';

type Translated = Exclude<Locale, 'en-US'>;

/** Everything the seed translates, per locale. */
interface LocaleWords {
  steps: StepTranslations;
  result: ResultWords;
  marketing: MarketingWords;
  holidaySteps: StepTranslations;
  holidayResult: HolidayResultWords;
  alts: Readonly<Record<string, string>>;
}

export const LOCALE_WORDS: Readonly<Record<Translated, LocaleWords>> = {
  'fr-CA': { steps: FR_CA_STEPS, result: FR_CA_RESULT, marketing: FR_CA_MARKETING, holidaySteps: FR_CA_HOLIDAY_STEPS, holidayResult: FR_CA_HOLIDAY_RESULT, alts: FR_CA_ALTS },
  'en-CA': { steps: EN_CA_STEPS, result: EN_CA_RESULT, marketing: EN_CA_MARKETING, holidaySteps: {}, holidayResult: EN_CA_HOLIDAY_RESULT, alts: {} },
  'en-GB': { steps: EN_GB_STEPS, result: EN_GB_RESULT, marketing: EN_GB_MARKETING, holidaySteps: EN_GB_HOLIDAY_STEPS, holidayResult: EN_GB_HOLIDAY_RESULT, alts: EN_GB_ALTS },
  'en-IE': { steps: EN_IE_STEPS, result: EN_IE_RESULT, marketing: EN_IE_MARKETING, holidaySteps: EN_GB_HOLIDAY_STEPS, holidayResult: EN_IE_HOLIDAY_RESULT, alts: EN_GB_ALTS },
};

export const MAIN_QUIZ: QuizDoc = {
  _id: 'quiz-main', _type: 'quiz', name: 'Fragrance Finder', steps: STAGING_STEPS, quizResult: STAGING_QUIZ_RESULT, experiment: STAGING_EXPERIMENT,
  interfaceText: INTERFACE_TEXT,
};

/** A base document's translations in every translation locale, then the metadata document linking them. */
function withTranslations<T extends ContentDoc>(base: T, localized: (words: LocaleWords, locale: Translated) => T): Array<Record<string, unknown>> {
  const locales = TRANSLATION_LOCALES as Translated[];
  return [
    ...locales.map((locale) => translatedDocument(base, localized(LOCALE_WORDS[locale], locale), locale, { alts: LOCALE_WORDS[locale].alts })),
    translationMetadata(base, DEFAULT_LOCALE, locales),
  ];
}

const mainQuizTranslations = withTranslations(MAIN_QUIZ, (words, locale) =>
  ({
    ...MAIN_QUIZ, steps: localizedSteps(MAIN_QUIZ.steps, locale, words.steps), quizResult: quizResult(words.result),
    interfaceText: { ...INTERFACE_TEXT, ...INTERFACE_TEXT_TRANSLATIONS[locale] },
  }));
const holidayTranslations = withTranslations(HOLIDAY_QUIZ, (words, locale) =>
  ({ ...HOLIDAY_QUIZ, steps: localizedSteps(HOLIDAY_QUIZ.steps, locale, words.holidaySteps), quizResult: holidayResult(words.holidayResult, words.result),
    ...(HOLIDAY_QUIZ.interfaceText ? { interfaceText: { ...HOLIDAY_QUIZ.interfaceText, ...INTERFACE_TEXT_TRANSLATIONS[locale] } } : {}) }));
const marketingTranslations = withTranslations(MARKETING, (words, locale) =>
  marketingDoc({ ...words.marketing, copy: { ...words.marketing.copy, ...MARKETING_COPY_TRANSLATIONS[locale] } }));

/** Base documents first: a reader that takes the first quiz of a dataset still gets the base. */
export const DATASETS: Record<string, Array<ContentDoc | Record<string, unknown>>> = {
  staging: [MAIN_QUIZ, MARKETING, ...HOUSE_SCENTS, ...mainQuizTranslations, ...marketingTranslations, ...translatedHouseScents(HOUSE_SCENTS)],
  holiday: [HOLIDAY_QUIZ, MARKETING, ...HOUSE_SCENTS, ...holidayTranslations, ...marketingTranslations, ...translatedHouseScents(HOUSE_SCENTS)],
};
