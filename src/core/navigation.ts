/**
 * Pure routing of the quiz (docs/behaviour.md "Routes"; docs/decisions.md "Navigation").
 * Paths are the part after `#` in the host page's URL: `/{step name lowercased}` or `/recommendation`.
 */
import {
  ALMOST_THERE_STEP_NAME,
  AUTO_ADVANCE_IMAGE_MS,
  AUTO_ADVANCE_STEP_NAMES,
  AUTO_ADVANCE_TRANSITION_MS,
} from './constants.ts';
import { STEP_TYPE_REGISTRY, holdsAnswer } from '../../contract/step-types.ts';
import type { StepTypeRegistry } from '../../contract/step-types.ts';
import { stepPath } from './step-paths.ts';
import { hasAnswer, hasAnyAnswer } from './answers.ts';
import type { Answers, Step } from './types.ts';

export { nextUrl, progressPercent, stepPath, visibleSteps } from './step-paths.ts';

export type PageVariant = 'A' | 'B' | 'C';

/**
 * Steps that can hold an answer (`answer` in contract/step-types.ts). Transitions, image interstitials
 * (image steps without items), cta and landing steps never hold one, so they never count as "unanswered".
 */
export function isQuestionStep(step: Step, types: StepTypeRegistry = STEP_TYPE_REGISTRY): boolean {
  return holdsAnswer(types, step.type, step.items.length);
}

function isRequired(step: Step): boolean {
  return !step.canNext && isQuestionStep(step);
}

/** The first required question step (`canNext` false) without a stored answer. */
export function firstUnansweredRequired(steps: readonly Step[], answers: Answers): Step | undefined {
  return steps.find((step) => isRequired(step) && !hasAnswer(step, answers));
}

export interface ResolvedStep {
  /** Index into `steps` of the step to show (0 when `steps` is empty). */
  index: number;
  /** Set when the URL names another step than the one shown: the path to replace the hash with. */
  redirect?: string;
}

/**
 * The route rules (docs/behaviour.md "Routes"), `steps` being the visible steps:
 * - the current step is the one whose lowercased name equals `quizName`, else the first;
 * - with no (non-empty) answer stored at all, the first step is used. So that a shopper who
 *   skipped optional steps is not sent back in a loop, this only applies past the first required
 *   question step (every step up to it is reachable without answering anything);
 * - for `almostthere`, the first required step without an answer, if there is one.
 */
export function resolveStep(steps: readonly Step[], quizName: string | null, answers: Answers): ResolvedStep {
  const name = quizName === null ? null : quizName.toLowerCase();
  let index = name === null ? -1 : steps.findIndex((step) => step.name.toLowerCase() === name);
  if (index < 0) index = 0;

  if (!hasAnyAnswer(answers)) {
    const firstRequired = steps.findIndex(isRequired);
    const reachable = firstRequired < 0 ? steps.length - 1 : firstRequired;
    if (index > reachable) index = 0;
  } else if (name === ALMOST_THERE_STEP_NAME) {
    const missing = firstUnansweredRequired(steps, answers);
    if (missing) index = steps.indexOf(missing);
  }

  const shown = steps[index];
  if (name !== null && shown && shown.name.toLowerCase() !== name) {
    return { index, redirect: stepPath(shown) };
  }
  return { index };
}

/** `/{previous step}`; '' on the first step. */
export function previousUrl(steps: readonly Step[], index: number): string {
  const previous = index > 0 ? steps[index - 1] : undefined;
  return previous ? stepPath(previous) : '';
}

/** Where `/recommendation` must send the shopper instead (first unanswered required step), or null. */
export function recommendationRedirect(steps: readonly Step[], answers: Answers): string | null {
  const missing = firstUnansweredRequired(steps, answers);
  return missing ? stepPath(missing) : null;
}

function toVariant(value: string): PageVariant {
  const v = value.trim().toUpperCase();
  return v === 'B' || v === 'C' ? v : 'A';
}

/**
 * The recommendation page variant: the element's `version` attribute when set (non-blank), else
 * the `version` query parameter. `B`/`C` case-insensitively; anything else is `A`.
 */
export function pageVariant(versionAttr: string | null | undefined, search: URLSearchParams): PageVariant {
  if (versionAttr != null && versionAttr.trim() !== '') return toVariant(versionAttr);
  return toVariant(search.get('version') ?? '');
}

/** An image interstitial: a transition with an image, or an image step without items. */
export function isImageInterstitial(step: Step): boolean {
  if (step.type === 'transition') return Boolean(step.image?.url || step.imageUrl);
  return step.type === 'image' && step.items.length === 0;
}

/** Milliseconds before the step advances by itself (advance(false)), or null. */
export function autoAdvanceDelay(step: Step): number | null {
  const name = step.name.toLowerCase();
  if ((AUTO_ADVANCE_STEP_NAMES as readonly string[]).includes(name)) return AUTO_ADVANCE_TRANSITION_MS;
  if (isImageInterstitial(step)) return AUTO_ADVANCE_IMAGE_MS;
  return null;
}

/**
 * Every single-choice question (scale, text options, colours, image cards) moves on (advance(true)) once a
 * choice is made and shown (docs/decisions.md "Calm motion"), so no single-choice step behaves apart.
 */
export function isSingleChoiceAutoAdvance(step: Step): boolean {
  if (step.multiple) return false;
  return step.type === 'range' || step.type === 'select' || step.type === 'color' || (step.type === 'image' && step.items.length > 0);
}
