/**
 * The element's own words in one language: the fallback for every interface text the quiz document
 * holds (contract/content-documents.ts INTERFACE_TEXT_FIELDS), and the words shown before the content
 * arrives or when it fails, which only code can hold. English ships with the first step (./en.ts); every
 * other language is a chunk loaded only for its shoppers (src/stores/words.ts).
 */
import type { InterfaceTextField } from '../../contract/content-documents.ts';
import type { LoadErrorKind } from '../core/load-error.ts';

/** The load failures' words, by kind (`not-found` → `notFoundTitle`). */
export const LOAD_ERROR_FIELDS = {
  network: { title: 'networkTitle', message: 'networkMessage' },
  'not-found': { title: 'notFoundTitle', message: 'notFoundMessage' },
  invalid: { title: 'invalidTitle', message: 'invalidMessage' },
  server: { title: 'serverTitle', message: 'serverMessage' },
} as const satisfies Record<LoadErrorKind, { title: string; message: string }>;

type LoadErrorField = (typeof LOAD_ERROR_FIELDS)[LoadErrorKind][keyof (typeof LOAD_ERROR_FIELDS)[LoadErrorKind]];

/** Words only code holds: the quiz is still loading, or content could not load. */
export type CodeOnlyField = 'loadingQuiz' | 'contentProblem' | LoadErrorField;

export type WordField = InterfaceTextField | CodeOnlyField;
export type Catalogue = Readonly<Record<WordField, string>>;
