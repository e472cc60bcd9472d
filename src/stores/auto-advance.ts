/**
 * The automatic advances (the rules: src/core/auto-advance.ts): one timer for the step on screen, armed
 * while the conditions hold; when one stops holding the timer is cleared, and when they hold again the
 * full delay starts over. Where the quiz stands (on screen, tab visible, focus) is watched here.
 */
import { atom, computed } from 'nanostores';
import { pendingAdvance, type PendingAdvance } from '../core/auto-advance.ts';
import { $arrival } from './arrival.ts';
import { $engaged } from './engagement.ts';
import { advance } from './flow.ts';
import { $view } from './navigation.ts';

export const $onScreen = atom<boolean>(false);
export const $pageVisible = atom<boolean>(typeof document === 'undefined' || document.visibilityState === 'visible');
/** Keyboard focus is on a control inside the quiz (a link, a button, an answer). */
export const $controlFocused = atom<boolean>(false);

export type { PendingAdvance } from '../core/auto-advance.ts';

/** The advance that is counting down now, or null. */
export const $pendingAdvance = computed([$view, $arrival, $onScreen, $pageVisible, $engaged, $controlFocused],
  (view, arrival, onScreen, pageVisible, engaged, controlFocused): PendingAdvance | null =>
    pendingAdvance(view, arrival, { onScreen, pageVisible, engaged, controlFocused }));

export interface TimerClock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realClock: TimerClock = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};
let clock: TimerClock = realClock;

/** The clock the quiz's own timers use (the countdowns here and the choice beat). */
export function timerClock(): TimerClock {
  return clock;
}

/** Tests drive the countdown with a fake clock; returns the restore function. */
export function setTimerClock(fake: TimerClock): () => void {
  clock = fake;
  return () => {
    clock = realClock;
  };
}

/** Runs the countdown for as long as the returned cleanup is not called (the Router's lifetime). */
export function runAutoAdvances(): () => void {
  let handle: unknown = null;
  let armedWith: TimerClock | null = null;
  const clear = () => {
    if (handle !== null) armedWith?.clearTimeout(handle);
    handle = null;
  };
  const unsubscribe = $pendingAdvance.subscribe((pending) => {
    clear();
    if (!pending) return;
    armedWith = clock;
    handle = clock.setTimeout(() => {
      handle = null;
      advance(false, pending.stepKey);
    }, pending.delay);
  });
  return () => {
    unsubscribe();
    clear();
  };
}

const CONTROLS = 'a, button, input, select, textarea, [role="combobox"], [role="link"], [role="option"], [role="button"]';

/** Whether `element` (focused inside the quiz) is something the shopper operates, not a heading focused on arrival. */
export function isControl(element: Element | null): boolean {
  return element !== null && element.matches(CONTROLS);
}

/** Where the element is: on screen (IntersectionObserver) and the tab visible. Returns the cleanup. */
export function watchVisibility(host: HTMLElement): () => void {
  const observer = new IntersectionObserver(([entry]) => {
    if (!entry) return;
    const needed = Math.min(entry.boundingClientRect.height, window.innerHeight) * 0.5;
    $onScreen.set(entry.isIntersecting && entry.intersectionRect.height >= Math.max(needed, 1));
  }, { threshold: [0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1] });
  observer.observe(host);
  const onVisibility = () => $pageVisible.set(document.visibilityState === 'visible');
  onVisibility();
  document.addEventListener('visibilitychange', onVisibility);
  // On the shadow root: a move between two of its elements never reaches the host (the event path is trimmed).
  const focusRoot = host.shadowRoot ?? host;
  const onFocus = () => $controlFocused.set(isControl(host.shadowRoot?.activeElement ?? null));
  focusRoot.addEventListener('focusin', onFocus);
  focusRoot.addEventListener('focusout', onFocus);
  return () => {
    observer.disconnect();
    document.removeEventListener('visibilitychange', onVisibility);
    focusRoot.removeEventListener('focusin', onFocus);
    focusRoot.removeEventListener('focusout', onFocus);
    $onScreen.set(false);
    $controlFocused.set(false);
  };
}
