/**
 * Whether the shopper has engaged with the quiz on this page view. Nothing that leaves the page
 * (analytics, pixel, first-party events) happens before this is true. The rules that set it live here
 * (docs/embedding.md, "Engagement"):
 * - a pointer press, a key press or focus arriving inside the element (the shopper's own input);
 * - a navigation to a quiz hash (`#/…`) the quiz did not make itself: the page opened on one, a host
 *   link such as "Take the quiz" (`href="#/gender"`), browser Back or Forward into the quiz.
 * Seeing the quiz (scrolling it into view) is not engagement: it only lets the automatic advances run.
 */
import { atom } from 'nanostores';

export const $engaged = atom<boolean>(false);

/** Records that the shopper engaged (a click, key press or focus inside the quiz, or a link into it). */
export function markEngaged(): void {
  if (!$engaged.get()) $engaged.set(true);
}

/** For tests and for an element that is removed and added again. */
export function resetEngagement(): void {
  $engaged.set(false);
}

/** The shopper's own input on the element (events from inside the shadow root are retargeted to it). */
const ENGAGING_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/** Listens on the host element for the shopper's input; returns the cleanup. */
export function watchEngagement(host: HTMLElement): () => void {
  const onInput = (event: Event) => {
    if (event.isTrusted) markEngaged();
  };
  for (const name of ENGAGING_EVENTS) host.addEventListener(name, onInput, { capture: true });
  return () => {
    for (const name of ENGAGING_EVENTS) host.removeEventListener(name, onInput, { capture: true });
  };
}
