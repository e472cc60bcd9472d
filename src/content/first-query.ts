/**
 * The first content query, handed from the element's entry to the app. The entry (a few kB) starts the
 * quiz query as soon as it runs, while the app's code downloads; the app's first quiz load takes that
 * answer instead of asking again. Entry and app are separate bundles (each has its own copy of this
 * module), so the hand-off lives on a global slot.
 */
import { contentSourceKey, queryContent, type ContentSource } from '../core/content-query.ts';
import type { LoadError } from '../core/load-error.ts';
import type { Result } from '../core/types.ts';
import { QUIZ_STEPS_QUERY } from '../../contract/content-queries.ts';

type Answer = Promise<Result<unknown, LoadError>>;
interface Slot {
  key: string | null;
  answer: Answer | null;
  /** The app asked for its first quiz: a query started later would not be used. */
  taken: boolean;
}

const SLOT = Symbol.for('fragrance-quiz.first-query');

function slot(): Slot {
  const global = globalThis as typeof globalThis & { [SLOT]?: Slot };
  global[SLOT] ??= { key: null, answer: null, taken: false };
  return global[SLOT];
}

/** Starts the quiz query for `source`, unless the app already loads its quiz itself; returns its answer. */
export function startFirstQuizQuery(source: ContentSource): Answer | null {
  const current = slot();
  if (current.taken || current.answer) return null;
  current.key = contentSourceKey(source);
  current.answer = queryContent(source, QUIZ_STEPS_QUERY);
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
