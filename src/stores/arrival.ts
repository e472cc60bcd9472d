/**
 * How the shopper reached the step on screen (the rules: src/core/arrival.ts): the quiz's own moves
 * announce themselves just before they change the hash; any other change is classified by position.
 */
import { atom, onMount } from 'nanostores';
import { $host } from './host.ts';
import { arrivalMove, settledScreen, type Arrival, type ArrivalMove } from '../core/arrival.ts';
import { $view, type View } from './navigation.ts';

export { bringsIntoView, mayAutoAdvance, takesFocus, type Arrival, type ArrivalKind } from '../core/arrival.ts';

export const $arrival = atom<Arrival>({ kind: 'load', stepKey: null, focusWasInside: false });

let pending: ArrivalMove | null = null;
let lastIndex: number | null = null;

function focusInsideQuiz(): boolean {
  const host = $host.get();
  return Boolean(host && (document.activeElement === host || host.contains(document.activeElement)));
}

/** Called by the quiz's own moves just before they change the hash. */
export function expectArrival(kind: 'forward' | 'back' | 'automatic'): void {
  pending = { kind, focusWasInside: focusInsideQuiz() };
}

/** Records how the shopper reached `view`, once per settled screen. */
function settle(view: View): void {
  const screen = settledScreen(view);
  if (!screen || (screen.stepKey !== null && screen.stepKey === $arrival.get().stepKey)) return;
  $arrival.set({ ...arrivalMove(pending, lastIndex, screen.index, focusInsideQuiz), stepKey: screen.stepKey });
  pending = null;
  lastIndex = screen.index;
}

onMount($arrival, () => $view.subscribe(settle));

/** Scrolls the quiz's top into view when it is above or below the viewport. */
export function revealQuizTop(): void {
  const host = $host.get();
  if (!host) return;
  const { top } = host.getBoundingClientRect();
  if (top < 0 || top > window.innerHeight * 0.8) host.scrollIntoView({ block: 'start' });
}

/** A new page view (the element connects): forget the history of moves; the screen shown now is a load. */
export function resetArrival(): void {
  pending = null;
  lastIndex = null;
  $arrival.set({ kind: 'load', stepKey: null, focusWasInside: false });
  settle($view.get());
}
