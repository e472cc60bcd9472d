/** The interface words for components (src/stores/words.ts), and `say` to fill a text's placeholders in the shopper's locale. */
import { useStore } from '@nanostores/react';
import type { WordField } from '../i18n/catalogue.ts';
import { say } from '../i18n/words.ts';
import { $market } from '../stores/market.ts';
import { $words } from '../stores/words.ts';

export function useWords() {
  const words = useStore($words);
  const { locale } = useStore($market);
  return { words, say: (field: WordField, values: Readonly<Record<string, string | number>>) => say(words[field], values, locale) };
}
