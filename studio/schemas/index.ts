/** Every schema type of the Studio. */
import { consentText, resultsEmail } from './consent-text.ts';
import { experiment, experimentVariant } from './experiment.ts';
import { houseScent } from './house-scent.ts';
import { interfaceText } from './interface-text.ts';
import { item } from './item.tsx';
import { differencePoint, faq, marketing, marketingCopy, principle, testimonial } from './marketing.ts';
import { marketOffer } from './market-offer.ts';
import { money } from './money.ts';
import { quiz } from './quiz.ts';
import { comparisonRow, productRecommend, quizResult } from './quiz-result.ts';
import { step } from './step.ts';
import { translationMetadata } from './translations.ts';

export const schemaTypes = [
  quiz, step, item, quizResult, productRecommend, marketOffer, comparisonRow, money, marketing, marketingCopy, testimonial, principle, differencePoint, faq, houseScent,
  consentText, resultsEmail, translationMetadata, experiment, experimentVariant, interfaceText,
];
