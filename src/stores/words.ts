/**
 * The interface words in the shopper's language (src/i18n/words.ts): the quiz document's texts over the
 * code's catalogue. English ships in parts with the screens that show them (src/i18n/en.ts with the first
 * step); the French catalogue is one chunk fetched only when `$market` is French, English until it is in.
 */
import { atom, computed, onMount } from 'nanostores';
import { languageOf } from '../core/market.ts';
import type { FallbackCopy } from '../core/results-fallback.ts';
import type { Catalogue, WordField } from '../i18n/catalogue.ts';
import { EN_FIRST } from '../i18n/en.ts';
import { interfaceWords, sameFields, type Words } from '../i18n/words.ts';
import { $market } from './market.ts';
import { $quiz } from './quiz.ts';

/** The French catalogue, results-page fallback and typography once fetched; null for an English shopper or until they are in. */
export const $french = atom<{ words: Catalogue; resultsFallback: FallbackCopy; typeset: (text: string) => string } | null>(null);

onMount($french, () => $market.subscribe((market) => {
  if (languageOf(market.locale) !== 'fr' || $french.get()) return;
  import('../i18n/fr.ts').then(({ FR, resultsFallback, typeset }) => $french.set({ words: FR, resultsFallback, typeset }), (error: unknown) =>
    console.warn('[fragrance-quiz] The French words could not load; showing English.', error));
}));

/** The words of `english`'s fields for the shopper: content first, then the catalogue of their language. */
export function wordsFor<F extends WordField>(english: Words<F>, content: unknown, french: ReturnType<typeof $french.get>, locale: string): Words<F> {
  return languageOf(locale as Parameters<typeof languageOf>[0]) === 'fr' && french
    ? interfaceWords(content, sameFields(french.words, english), french.typeset)
    : interfaceWords(content, english);
}

const contentOf = (quiz: ReturnType<typeof $quiz.get>) => (quiz.status === 'ready' ? quiz.quiz.interfaceText : undefined);

/** The first step's words (src/i18n/en.ts), for code outside React. */
export const $words = computed([$quiz, $french, $market], (quiz, french, market) => wordsFor(EN_FIRST, contentOf(quiz), french, market.locale));

export { contentOf, type Words };
