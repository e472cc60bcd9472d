/**
 * Whether the step on screen counts down to its automatic advance (3 s on `aboutyou`/`almostthere`, 2 s
 * on image interstitials; docs/embedding.md): only while all of these hold:
 * - the step has a delay, and was not reached by going back;
 * - the quiz is on screen (half of it, or half the viewport for a tall quiz);
 * - the tab is visible;
 * - the shopper has engaged with the quiz, and keyboard focus is not on one of its controls (a shopper
 *   on Next or in an answer is about to act: the screen must not move under them).
 * The store that runs the timer is src/stores/auto-advance.ts.
 */
import { mayAutoAdvance, type Arrival } from './arrival.ts';
import { autoAdvanceDelay } from './navigation.ts';
import type { Step } from './types.ts';

export interface PendingAdvance {
  stepKey: string;
  delay: number;
}

/** Where the quiz stands on the page. */
export interface AdvanceConditions {
  onScreen: boolean;
  pageVisible: boolean;
  engaged: boolean;
  /** Keyboard focus is on a control inside the quiz (a link, a button, an answer). */
  controlFocused: boolean;
}

/** The view as the countdown reads it (src/stores/navigation.ts `View`). */
export type AdvanceView = { kind: 'step'; step: Step; redirect: string | undefined } | { kind: 'loading' | 'error' | 'recommendation' };

/** The advance that counts down now, or null. */
export function pendingAdvance(view: AdvanceView, arrival: Arrival, conditions: AdvanceConditions): PendingAdvance | null {
  const { onScreen, pageVisible, engaged, controlFocused } = conditions;
  if (view.kind !== 'step' || view.redirect || !onScreen || !pageVisible || !engaged || controlFocused) return null;
  if (arrival.stepKey !== view.step._key || !mayAutoAdvance(arrival.kind)) return null;
  const delay = autoAdvanceDelay(view.step);
  return delay === null ? null : { stepKey: view.step._key, delay };
}
