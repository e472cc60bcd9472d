/**
 * The `assessment_{action}` analytics events, at two moments (docs/embedding.md, "Tracking and consent"):
 * - `assessment_started` once per page view, when the shopper first engages, with the step on screen;
 * - `assessment_completed` once per page view, when the last step (the analysis) shows.
 * Both go through the same engagement and consent gates as every other call.
 */
import { trackAssessment } from '../analytics/track.ts';
import { $engaged } from './engagement.ts';
import { $view } from './navigation.ts';

let started = false;
let completed = false;

/** Watches engagement and the step on screen for as long as the returned cleanup is not called. */
export function runAssessmentTracking(): () => void {
  const check = () => {
    const view = $view.get();
    if (view.kind !== 'step' || view.redirect) return;
    if (!started && $engaged.get()) {
      started = true;
      trackAssessment('started', view.step.id);
    }
    if (!completed && view.step.type === 'cta') {
      completed = true;
      trackAssessment('completed', view.step.id);
    }
  };
  const unsubscribeView = $view.listen(check);
  const unsubscribeEngaged = $engaged.listen(check);
  check();
  return () => {
    unsubscribeView();
    unsubscribeEngaged();
  };
}

/** For tests: a new page view. */
export function resetAssessmentTracking(): void {
  started = false;
  completed = false;
}
