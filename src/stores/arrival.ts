/**
 * How the shopper reached the step on screen, which decides what the step may do on arrival
 * (docs/embedding.md, "Automatic advances, focus and scroll"):
 * - `load`: the first step shown on this page view: keeps focus and scroll where they are;
 * - `forward` / `back`: the shopper's own Next, choice or in-app Back: focus moves to the heading, the
 *   quiz's top scrolls into view if it is out of view;
 * - `automatic`: a timer moved on: focus follows only when it was inside the quiz, never a scroll;
 * - `outside-forward` / `outside-back`: the hash changed under the quiz (host link, browser Back or
 *   Forward), classified by the step's position: like `forward`, or like `automatic` going back.
 * A step reached going back (`back`, `outside-back`) never advances by itself.
 */
import { atom, onMount } from 'nanostores';
import { $host } from './host.ts';
import { $view, type View } from './navigation.ts';

export type ArrivalKind = 'load' | 'forward' | 'back' | 'automatic' | 'outside-forward' | 'outside-back';

export interface Arrival {
  kind: ArrivalKind;
  /** The `_key` of the step this arrival is about (null: not a step). */
  stepKey: string | null;
  /** Whether keyboard focus was inside the quiz when the move started. */
  focusWasInside: boolean;
}

export const $arrival = atom<Arrival>({ kind: 'load', stepKey: null, focusWasInside: false });

let pending: Omit<Arrival, 'stepKey'> | null = null;
let lastIndex: number | null = null;

function focusInsideQuiz(): boolean {
  const host = $host.get();
  return Boolean(host && (document.activeElement === host || host.contains(document.activeElement)));
}

/** Called by the quiz's own moves just before they change the hash. */
export function expectArrival(kind: 'forward' | 'back' | 'automatic'): void {
  pending = { kind, focusWasInside: focusInsideQuiz() };
}

function classify(index: number | null): Omit<Arrival, 'stepKey'> {
  if (pending) return pending;
  if (lastIndex === null) return { kind: 'load', focusWasInside: false };
  const back = index !== null && index < lastIndex;
  return { kind: back ? 'outside-back' : 'outside-forward', focusWasInside: focusInsideQuiz() };
}

/** Records how the shopper reached `view`, once per settled screen. */
function settle(view: View): void {
  const settled = (view.kind === 'step' || view.kind === 'recommendation') && !view.redirect;
  if (!settled) return;
  const stepKey = view.kind === 'step' ? view.step._key : null;
  if (stepKey !== null && stepKey === $arrival.get().stepKey) return;
  const index = view.kind === 'step' ? view.index : Number.MAX_SAFE_INTEGER;
  $arrival.set({ ...classify(index), stepKey });
  pending = null;
  lastIndex = index;
}

onMount($arrival, () => $view.subscribe(settle));

/** Whether a step reached this way may advance by itself. */
export function mayAutoAdvance(kind: ArrivalKind): boolean {
  return kind !== 'back' && kind !== 'outside-back';
}

/** Whether the step's heading takes focus on arrival. */
export function takesFocus({ kind, focusWasInside }: Arrival): boolean {
  if (kind === 'load') return false;
  if (kind === 'forward' || kind === 'back' || kind === 'outside-forward') return true;
  return focusWasInside;
}

/** Whether the quiz's top is brought into view on arrival (only when it is out of view). */
export function bringsIntoView({ kind }: Arrival): boolean {
  return kind === 'forward' || kind === 'back' || kind === 'outside-forward';
}

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
