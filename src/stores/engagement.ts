/**
 * Whether the shopper has engaged with the quiz on this page view. Nothing that leaves the page (analytics,
 * pixel, first-party events) and nothing that takes over the host page (automatic advances that move the
 * URL, focus or scroll) happens before this is true. The rules that set it live in one place: here.
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
