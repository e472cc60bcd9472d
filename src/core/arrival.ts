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
 * The store that tracks it is src/stores/arrival.ts.
 */
export type ArrivalKind = 'load' | 'forward' | 'back' | 'automatic' | 'outside-forward' | 'outside-back';

export interface Arrival {
  kind: ArrivalKind;
  /** The `_key` of the step this arrival is about (null: not a step). */
  stepKey: string | null;
  /** Whether keyboard focus was inside the quiz when the move started. */
  focusWasInside: boolean;
}

/** A move, before the screen it leads to is known. */
export type ArrivalMove = Omit<Arrival, 'stepKey'>;

/** The view as arrival reads it (src/stores/navigation.ts `View`). */
export type ArrivalView =
  | { kind: 'step'; step: { _key: string }; index: number; redirect: string | undefined }
  | { kind: 'recommendation'; redirect: string | undefined }
  | { kind: 'loading' | 'error' };

/** The results page counts as the screen after every step. */
const RECOMMENDATION_INDEX = Number.MAX_SAFE_INTEGER;

/**
 * The screen a view settles on (a step or the results page, not while a redirect is pending), with
 * its position; null while the view is not settled.
 */
export function settledScreen(view: ArrivalView): { stepKey: string | null; index: number } | null {
  if (view.kind === 'step' && !view.redirect) return { stepKey: view.step._key, index: view.index };
  if (view.kind === 'recommendation' && !view.redirect) return { stepKey: null, index: RECOMMENDATION_INDEX };
  return null;
}

/**
 * How the screen at `index` was reached: the quiz's own move announced just before (`announced`), else
 * the page view's first screen (`lastIndex` null), else a hash change from outside, back or forward by
 * position. `focusInside` is read only for a move from outside.
 */
export function arrivalMove(announced: ArrivalMove | null, lastIndex: number | null, index: number, focusInside: () => boolean): ArrivalMove {
  if (announced) return announced;
  if (lastIndex === null) return { kind: 'load', focusWasInside: false };
  return { kind: index < lastIndex ? 'outside-back' : 'outside-forward', focusWasInside: focusInside() };
}

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
