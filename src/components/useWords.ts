/**
 * The interface words of one screen (src/stores/words.ts): `english` is the screen's part of the English
 * catalogue (the first step's by default), so the words ship with the code that shows them; `say` fills
 * a text's placeholders in the shopper's locale.
 */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { WordField } from '../i18n/catalogue.ts';
import { EN_FIRST } from '../i18n/en.ts';
import { say, type Words } from '../i18n/words.ts';
import { $market } from '../stores/market.ts';
import { $quiz } from '../stores/quiz.ts';
import { $french, contentOf, wordsFor } from '../stores/words.ts';

export function useWords<F extends WordField = keyof typeof EN_FIRST>(english: Words<F> = EN_FIRST as Words<WordField> as Words<F>) {
  const content = contentOf(useStore($quiz));
  const french = useStore($french);
  const { locale } = useStore($market);
  const words = useMemo(() => wordsFor(english, content, french, locale), [english, content, french, locale]);
  return { words, say: (field: F, values: Readonly<Record<string, string | number>>) => say(words[field], values, locale) };
}
