/** The documents of each dataset (without image assets, which the generator adds). */
import { HOLIDAY_QUIZ } from './holiday.ts';
import { HOUSE_SCENTS } from './house-scents.ts';
import { MARKETING } from './marketing.ts';
import { STAGING_QUIZ_RESULT } from './quiz-result.ts';
import { STAGING_STEPS } from './quiz-steps.ts';
import { INTERFACE_TEXT } from './translations/interface-text.ts';
import type { ContentDoc } from './sanity-types.ts';

export const DATASETS: Record<string, ContentDoc[]> = {
  staging: [
    { _id: 'quiz-main', _type: 'quiz', name: 'Fragrance Finder', steps: STAGING_STEPS, quizResult: STAGING_QUIZ_RESULT, interfaceText: INTERFACE_TEXT },
    MARKETING,
    ...HOUSE_SCENTS,
  ],
  holiday: [HOLIDAY_QUIZ, MARKETING, ...HOUSE_SCENTS],
};
