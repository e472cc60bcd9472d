/** The shopper's answers keyed by step id, saved to `localStorage['nw_quiz_answers']` on every change. */
import { persistentAtom } from '@nanostores/persistent';
import { parseStoredAnswers } from '../core/answers.ts';
import { STORAGE_KEYS } from '../core/constants.ts';
import type { AnswerValue, Answers } from '../core/types.ts';

function decode(raw: string): Answers {
  const parsed = parseStoredAnswers(raw);
  if (parsed.ok) return parsed.value;
  console.error(`[fragrance-quiz] Discarding stored answers: ${parsed.error}`);
  try {
    localStorage.removeItem(STORAGE_KEYS.answers);
  } catch {
    // Storage may be unavailable (private mode); the quiz still works in memory.
  }
  return {};
}

export const $answers = persistentAtom<Answers>(STORAGE_KEYS.answers, {}, { encode: JSON.stringify, decode });

export function setAnswer(id: string, value: AnswerValue): void {
  $answers.set({ ...$answers.get(), [id]: value });
}

export function setAnswers(values: Answers): void {
  $answers.set({ ...$answers.get(), ...values });
}

export function clearAnswers(): void {
  $answers.set({});
}
