/**
 * A complete set of answers for any quiz: the first option of every question, the fourth of a scale
 * ("like" on a 1–5 rating), the age defaults; so tests and benchmarks do not depend on the seed's wording.
 */
import { STEP_TYPE_CONTENT, STEP_TYPE_REGISTRY, stepTypeIn } from '../../contract/step-types.ts';
import { DEFAULT_BIRTH_MONTH, DEFAULT_BIRTH_YEAR } from '../../src/core/constants.ts';
import type { Answers } from '../../src/core/types.ts';

interface RawStep {
  id: string;
  type: string;
  option?: string;
  items?: Array<{ value: string | number }>;
}

export function answersForQuiz(steps: readonly RawStep[]): Answers {
  const answers: Answers = {};
  for (const step of steps) {
    const type = step.type.toLowerCase();
    if (type === 'age') {
      answers.year = String(DEFAULT_BIRTH_YEAR);
      answers.month = DEFAULT_BIRTH_MONTH;
      continue;
    }
    const items = step.items ?? [];
    const first = (type === 'range' ? items[Math.min(3, items.length - 1)] : items[0])?.value;
    const known = stepTypeIn(STEP_TYPE_REGISTRY, type);
    const picksAnItem = known !== undefined && STEP_TYPE_CONTENT[known].hasItems && STEP_TYPE_REGISTRY[known].answer !== 'never';
    if (first === undefined || !picksAnItem) continue;
    const value = String(first);
    answers[step.id] = step.option?.toLowerCase() === 'multiple' ? [value] : value;
  }
  return answers;
}
