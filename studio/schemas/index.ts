/** Every schema type of the Studio. */
import { consentText } from './consent-text.ts';
import { houseScent } from './house-scent.ts';
import { item } from './item.tsx';
import { differencePoint, faq, marketing, principle, testimonial } from './marketing.ts';
import { quiz } from './quiz.ts';
import { productRecommend, quizResult } from './quiz-result.ts';
import { step } from './step.ts';

export const schemaTypes = [quiz, step, item, quizResult, productRecommend, marketing, testimonial, principle, differencePoint, faq, houseScent, consentText];
