/** Moving through the quiz: the continue handler `advance(userInitiated)` and `goBack()` (spec §4). */
import { ageAnswerLabel } from '../core/payload.ts';
import { trackEvent } from '../analytics/track.ts';
import { $answers } from './answers.ts';
import { emit } from './host.ts';
import { $view } from './navigation.ts';
import { navigate } from './route.ts';

function recordAnswer(direction: 'continue' | 'previous', userInitiated: boolean): void {
  const view = $view.get();
  if (view.kind !== 'step') return;
  const { step } = view;
  const answers = $answers.get();
  const answer = step.type === 'age' ? ageAnswerLabel(answers) : answers[step.id] ?? null;
  trackEvent(direction === 'continue' ? 'Quiz Step Continue' : 'Quiz Step Previous', {
    stepName: step.name, stepId: step.id, answer, userInitiated,
  });
  emit('fq-answer', { direction, userInitiated, stepId: step.id, stepName: step.name, answer });
}

/** The continue handler: true for a shopper's click or choice, false for an automatic advance. */
export function advance(userInitiated: boolean): void {
  const view = $view.get();
  if (view.kind !== 'step' || !view.nextUrl) return;
  recordAnswer('continue', userInitiated);
  navigate(view.nextUrl);
}

export function goBack(): void {
  const view = $view.get();
  if (view.kind !== 'step' || !view.previousUrl) return;
  recordAnswer('previous', true);
  navigate(view.previousUrl);
}
