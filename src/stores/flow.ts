/** Moving through the quiz: the continue handler `advance(userInitiated)` and `goBack()` (docs/embedding.md). */
import { ageAnswerLabel } from '../core/age-answer.ts';
import { trackEvent } from '../analytics/track.ts';
import { $answers } from './answers.ts';
import { expectArrival } from './arrival.ts';
import { emit } from './host.ts';
import { takeOver } from './main-content.ts';
import { $view, type StepView, type View } from './navigation.ts';
import { RECOMMENDATION_PATH } from '../core/hash-route.ts';
import { navigate, navigateBack, navigateFolding, redirect } from './route.ts';

/** Tracking event names of the step answer events. */
export const STEP_EVENTS = { continue: 'Quiz Step Continue', previous: 'Quiz Step Previous' } as const;

/** On continue and on previous: each step of the screen, its name, id and answer (age as "year/month-number"). */
function recordAnswer(view: StepView, direction: 'continue' | 'previous', userInitiated: boolean): void {
  const answers = $answers.get();
  for (const step of view.screen.steps) {
    const answer = step.type === 'age' ? ageAnswerLabel(answers) : answers[step.id] ?? null;
    trackEvent(STEP_EVENTS[direction], { stepName: step.name, stepId: step.id, answer, userInitiated });
    emit('fq-answer', { direction, userInitiated, stepId: step.id, stepName: step.name, answer });
  }
}

/**
 * Whether a move may start from the current view. `fromStepKey` names the step a timer or a
 * control belongs to: once the shopper has left that step (the view changes at once, the screen a
 * moment later), a late timer or a second click must not move them on again.
 */
function isCurrentStep(view: View, fromStepKey: string | undefined): view is StepView {
  return view.kind === 'step' && (fromStepKey === undefined || view.step._key === fromStepKey);
}

/** The continue handler: true for a shopper's click or choice, false for an automatic advance. */
export function advance(userInitiated: boolean, fromStepKey?: string): void {
  const view = $view.get();
  if (!isCurrentStep(view, fromStepKey) || !view.nextUrl) return;
  recordAnswer(view, 'continue', userInitiated);
  // The shopper's own move takes the page over; a timer's never does (it must not shift the host page).
  if (userInitiated) takeOver();
  expectArrival(userInitiated ? 'forward' : 'automatic');
  // The results fold the quiz's entries into one; a timer's move replaces its entry (docs/decisions.md "History").
  if (view.nextUrl === RECOMMENDATION_PATH) navigateFolding(view.nextUrl);
  else if (userInitiated) navigate(view.nextUrl);
  else redirect(view.nextUrl);
}

export function goBack(fromStepKey?: string): void {
  const view = $view.get();
  if (!isCurrentStep(view, fromStepKey) || !view.previousUrl) return;
  recordAnswer(view, 'previous', true);
  takeOver();
  expectArrival('back');
  navigateBack(view.previousUrl);
}
