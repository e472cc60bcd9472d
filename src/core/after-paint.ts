/**
 * Runs work the shown screen does not need (preloads for the next step, the insights sender) just after
 * the browser showed the next frame, so it never competes with that frame: the first step's text is on
 * screen before any of it is requested. A hidden page paints no frame; the fallback timer runs it then.
 */
export const HIDDEN_PAGE_FALLBACK_MS = 1000;

function pageHidden(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'hidden';
}

/**
 * Calls `callback` once a frame is on screen, or when the fallback timer ends and `timerMayRun()`
 * allows it (else the timer starts again). Returns a function that cancels the call.
 */
function afterFrame(callback: () => void, fallbackMs: number, timerMayRun: () => boolean): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    callback();
  };
  const onTimer = () => {
    if (timerMayRun()) run();
    else fallback = setTimeout(onTimer, fallbackMs);
  };
  let fallback = setTimeout(onTimer, fallbackMs);
  // A frame reaches the screen a little after its paint: at the start of the frame after it. A task
  // queued from that second frame's callback runs once the first frame is on screen.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(run, 0)));
  return () => {
    done = true;
    clearTimeout(fallback);
  };
}

/** Returns a function that cancels the call if it has not run yet. */
export function afterNextPaint(callback: () => void, fallbackMs = HIDDEN_PAGE_FALLBACK_MS): () => void {
  return afterFrame(callback, fallbackMs, () => true);
}

/**
 * As `afterNextPaint`, for work paced one piece per frame: while the page is shown it waits for the
 * frame however late it comes (a busy machine paints slowly), so that two calls in a row never land in
 * one frame; the timer stands in only for a hidden page, which paints none.
 */
export function afterNextPaintWhileShown(callback: () => void, hiddenFallbackMs = HIDDEN_PAGE_FALLBACK_MS): () => void {
  return afterFrame(callback, hiddenFallbackMs, pageHidden);
}
