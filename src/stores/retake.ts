/** "Retake the quiz" from the results page: the answers and the description go, the first screen opens. */
import { STORAGE_KEYS } from '../core/constants.ts';
import { stepPath } from '../core/step-paths.ts';
import { resetAnalysis } from './analysis.ts';
import { clearAnswers } from './answers.ts';
import { $steps } from './navigation.ts';
import { navigate } from './route.ts';

export function firstScreenPath(): string {
  const first = $steps.get()[0];
  return first ? stepPath(first) : '/';
}

export function retakeQuiz(): void {
  clearAnswers();
  try {
    localStorage.removeItem(STORAGE_KEYS.gptContent);
  } catch {
    // Storage may be unavailable (private mode); the answers are cleared in memory all the same.
  }
  resetAnalysis();
  navigate(firstScreenPath());
}
