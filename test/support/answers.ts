/**
 * One shopper's complete answers to the seed quiz (content/src/quiz-steps.ts): the answered profile of
 * contract/profile-fixture.ts on the seed's own options (src/core/__fixtures__/quiz.ts), so a new
 * profile field or seed option needs no edit here. Tests override single fields.
 */
import { STAGING_STEPS } from '../../content/src/quiz-steps.ts';
import { completeAnswersFor } from '../../src/core/__fixtures__/quiz.ts';
import type { Answers } from '../../src/core/types.ts';

const SEED_STEPS = STAGING_STEPS.map(({ id, option, items }) => ({ id, multiple: option === 'Multiple', items: items ?? [] }));

export const COMPLETE_ANSWERS: Answers = completeAnswersFor(SEED_STEPS, 'January');
