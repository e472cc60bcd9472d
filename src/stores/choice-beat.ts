/**
 * The beat between a single choice and the move on (docs/decisions.md "Calm motion"): the chosen option
 * shows selected for CHOICE_BEAT_MS, then the quiz continues; with reduced motion it continues at once.
 * One beat at a time: a new choice restarts it, leaving the screen cancels it.
 */
import { atom } from 'nanostores';
import { CHOICE_BEAT_MS } from '../core/constants.ts';
import { timerClock, type TimerClock } from './auto-advance.ts';

/** The step whose choice is being shown, or null. */
export const $choiceBeat = atom<string | null>(null);

let handle: unknown = null;
let armedWith: TimerClock | null = null;

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function cancelChoiceBeat(): void {
  if (handle !== null) armedWith?.clearTimeout(handle);
  handle = null;
  $choiceBeat.set(null);
}

/** Runs `advance` after the beat (at once with reduced motion). */
export function afterChoiceBeat(stepKey: string, advance: () => void): void {
  cancelChoiceBeat();
  if (reducedMotion()) {
    advance();
    return;
  }
  $choiceBeat.set(stepKey);
  armedWith = timerClock();
  handle = armedWith.setTimeout(() => {
    handle = null;
    $choiceBeat.set(null);
    advance();
  }, CHOICE_BEAT_MS);
}
