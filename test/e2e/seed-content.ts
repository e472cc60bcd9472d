/** What the end-to-end suites expect from the seed content (content/staging/data.ndjson). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

interface SeedQuiz {
  _type: 'quiz';
  _id: string;
  steps: Array<{ name: string; type: string; screen?: string }>;
  quizResult: { shopifyVariantId: string; productRecommends: Array<{ _key: string; shopifyVariantId?: string }> };
}

function mainQuiz(): SeedQuiz {
  const file = resolve(import.meta.dirname, '../../content/staging/data.ndjson');
  const quiz = readFileSync(file, 'utf8').split('\n').filter(Boolean)
    .map((line) => JSON.parse(line) as { _type: string; _id: string })
    .find((document) => document._type === 'quiz' && document._id === 'quiz-main');
  if (!quiz) throw new Error(`no quiz-main in ${file}`);
  return quiz as SeedQuiz;
}

const quiz = mainQuiz();

const visibleSteps = quiz.steps.filter((step) => step.type.toLowerCase() !== 'landing');

/**
 * The screens a shopper sees, in order, each named by its first step (landing steps are not shown;
 * consecutive steps with the same `screen` heading share one).
 */
export const SEED_STEP_NAMES = visibleSteps
  .filter((step, index) => !step.screen || visibleSteps[index - 1]?.screen !== step.screen)
  .map((step) => step.name);

/** The quiz result's variant: variant A's add-to-cart links point at it. */
export const RESULT_VARIANT_ID = quiz.quizResult.shopifyVariantId;

/** The product cards of variants B and C, in content order. */
export const PRODUCTS = quiz.quizResult.productRecommends.map((product) => ({ key: product._key, shopifyVariantId: product.shopifyVariantId ?? '' }));
