/**
 * Runs work the shown screen does not need (preloads for the next step, the insights sender) just after
 * the browser painted the next frame, so it never competes with that frame: the first step's text is
 * painted before any of it is requested. A hidden page paints no frame; the fallback timer runs it then.
 */
export const HIDDEN_PAGE_FALLBACK_MS = 1000;

export function afterNextPaint(callback: () => void, fallbackMs = HIDDEN_PAGE_FALLBACK_MS): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    callback();
  };
  const fallback = setTimeout(run, fallbackMs);
  // A task queued from a frame callback runs after that frame's paint.
  requestAnimationFrame(() => setTimeout(run, 0));
}
