/** "Retake the quiz" from the results page: the answers and the description go, the first screen opens. */
import { stepPath } from '../core/step-paths.ts';
import { LOCALES } from '../../contract/markets.ts';
import { descriptionKey, resetAnalysis } from './analysis.ts';
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
    for (const locale of LOCALES) localStorage.removeItem(descriptionKey(locale));
  } catch {
    // Storage may be unavailable (private mode); the answers are cleared in memory all the same.
  }
  resetAnalysis();
  navigate(firstScreenPath());
}
