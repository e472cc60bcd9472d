/**
 * The quiz load, handed from the element's entry to the app. The entry (≈10 kB) carries the quiz
 * loader (./quiz-content.ts: the query and the checks of its answer) and starts it as soon as it runs,
 * while the app's code downloads; the app's first quiz load takes that answer instead of asking again,
 * and any later one (another dataset) goes through the same loader. Entry and app are separate bundles
 * (each has its own copy of this module), so the hand-off lives on a global slot. This module imports no
 * checking code: the app's copy stays small.
 */
import { contentSourceKey, type ContentSource } from '../core/content-query.ts';
import type { CheckedQuiz } from './quiz-content.ts';

type Answer = Promise<CheckedQuiz>;
export type QuizLoader = (source: ContentSource) => Answer;
interface Slot {
  load: QuizLoader | null;
  key: string | null;
  answer: Answer | null;
  /** The app asked for its first quiz: a query started later would not be used. */
  taken: boolean;
}

const SLOT = Symbol.for('fragrance-quiz.first-query');

function slot(): Slot {
  const global = globalThis as typeof globalThis & { [SLOT]?: Slot };
  global[SLOT] ??= { load: null, key: null, answer: null, taken: false };
  return global[SLOT];
}

/** The entry's quiz loader, for the app's quiz loads. */
export function provideQuizLoader(load: QuizLoader): void {
  slot().load = load;
}

/** The loader the entry provided; null only when the app was started without its entry. */
export function providedQuizLoader(): QuizLoader | null {
  return slot().load;
}

/** Starts loading the quiz for `source`, unless the app already loads its quiz itself; returns its answer. */
export function startFirstQuizQuery(source: ContentSource): Answer | null {
  const current = slot();
  if (current.taken || current.answer || !current.load) return null;
  current.key = contentSourceKey(source);
  current.answer = current.load(source);
  return current.answer;
}

/** The answer started early for `source`, once; null when none was started for it. */
export function takeFirstQuizQuery(source: ContentSource): Answer | null {
  const current = slot();
  current.taken = true;
  const { key, answer } = current;
  current.answer = null;
  return answer && key === contentSourceKey(source) ? answer : null;
}
