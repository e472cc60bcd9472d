/**
 * The question types whose code the first step does not need: each loads as a chunk of its own, warmed
 * one step ahead (./Question.tsx renders them; src/components/StepScreen.tsx warms the next step's).
 * The choice questions and the transition step, which most steps use, stay in the first-step chunk.
 */
import type { OwnChunkStepType } from '../../contract/step-types.ts';
import type { StepType } from '../core/types.ts';
import { lazyCode } from '../components/LoadFailure.tsx';

export const ageQuestion = lazyCode(() => import('./AgeQuestion.tsx'));
export const ctaStep = lazyCode(() => import('./CtaStep.tsx'));
export const emailStep = lazyCode(() => import('./EmailStep.tsx'));
/** The perfume picker and its virtual list. */
export const searchQuestion = lazyCode(() => import('./SearchQuestion.tsx'));

/** One loader per type the registry puts in a chunk of its own (contract/step-types.ts `chunk: 'own'`). */
const BY_TYPE = {
  age: ageQuestion,
  cta: ctaStep,
  email: emailStep,
  search: searchQuestion,
} satisfies Record<OwnChunkStepType, { preload: () => Promise<unknown> }>;

const hasOwnChunk = (type: StepType): type is OwnChunkStepType => Object.hasOwn(BY_TYPE, type);

/** Starts loading the code a step of `type` needs, if it is not in the first-step chunk; a failure waits for the step itself (which shows it, with a retry). */
export function prefetchQuestion(type: StepType | undefined): void {
  if (type && hasOwnChunk(type)) BY_TYPE[type].preload().catch(() => undefined);
}

/**
 * A `cta` step is on screen: its analysis screen (src/stores/analysis-screen.ts) starts once the step's
 * code is in, whether or not the shopper is still there, so a Next while that code loads does not skip
 * the analysis. The step's component enters it too; a second entry for the same answers does nothing.
 */
export function enterAnalysisOnShow(stepKey: string): void {
  // A chunk that cannot load leaves the step's own screen to show the failure, with its retry.
  ctaStep.preload().then(({ enterAnalysisScreen }) => enterAnalysisScreen(stepKey), () => undefined);
}
