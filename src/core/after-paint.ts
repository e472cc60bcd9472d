/**
 * Runs work the shown screen does not need (preloads for the next step, the insights sender) just after
 * the browser showed the next frame, so it never competes with that frame: the first step's text is on
 * screen before any of it is requested. A hidden page paints no frame; the fallback timer runs it then.
 */
export const HIDDEN_PAGE_FALLBACK_MS = 1000;

/** Returns a function that cancels the call if it has not run yet. */
export function afterNextPaint(callback: () => void, fallbackMs = HIDDEN_PAGE_FALLBACK_MS): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    callback();
  };
  const fallback = setTimeout(run, fallbackMs);
  // A frame reaches the screen a little after its paint: at the start of the frame after it. A task
  // queued from that second frame's callback runs once the first frame is on screen.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0)));
  return () => {
    done = true;
    clearTimeout(fallback);
  };
}
