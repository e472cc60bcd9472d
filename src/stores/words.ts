/**
 * `$words`: every interface word the element shows, for the shopper's language (src/i18n/words.ts):
 * the quiz document's texts over the code's catalogue. The English catalogue ships with the first step;
 * another language's is fetched only when `$market` asks for it, and until it is in, English shows.
 */
import { atom, computed, onMount } from 'nanostores';
import { languageOf } from '../core/market.ts';
import type { Catalogue } from '../i18n/catalogue.ts';
import { EN } from '../i18n/en.ts';
import { interfaceWords } from '../i18n/words.ts';
import { $market } from './market.ts';
import { $quiz } from './quiz.ts';

/** The code's catalogue for the shopper's language. */
export const $codeWords = atom<Catalogue>(EN);

const CATALOGUES: Record<'en' | 'fr', () => Promise<Catalogue>> = {
  en: () => Promise.resolve(EN),
  fr: () => import('../i18n/fr.ts').then((module) => module.FR),
};

onMount($codeWords, () => $market.subscribe((market) => {
  const language = languageOf(market.locale);
  CATALOGUES[language]().then((catalogue) => {
    if (languageOf($market.get().locale) === language) $codeWords.set(catalogue);
  }, (error: unknown) => console.warn(`[fragrance-quiz] The ${language} words could not load; showing English.`, error));
}));

export const $words = computed([$quiz, $codeWords, $market], (quiz, catalogue, market) =>
  interfaceWords(quiz.status === 'ready' ? quiz.quiz.interfaceText : undefined, catalogue, languageOf(market.locale) === 'fr'));
