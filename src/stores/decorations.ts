/**
 * The first screen's decorative picture (a step's background) waits until the step's text has painted:
 * the text is what the shopper reads first and the page's largest paint, and the picture's request then
 * never delays it. It follows a frame later and fades in. Later steps' pictures are preloaded while the
 * shopper is on the step before, so they show with their step.
 */
import { atom } from 'nanostores';
import { afterNextPaint } from '../core/after-paint.ts';

export const $decorationsShown = atom(false);

/** Shows decorations once the current frame has painted (once per page). */
export function showDecorationsAfterPaint(): void {
  if ($decorationsShown.get()) return;
  afterNextPaint(() => $decorationsShown.set(true));
}
