/**
 * A time limit for one request, in the browser and on the server: an AbortSignal that aborts after
 * `ms`, or as soon as the caller's own signal aborts. `timedOut()` tells the two apart, so a caller
 * can report "no answer within N ms" rather than "cancelled". Call `dispose()` once the request is
 * done (clears the timer and the listener on the caller's signal).
 */
export interface Deadline {
  signal: AbortSignal;
  timedOut(): boolean;
  dispose(): void;
}

export function deadline(ms: number, callerSignal?: AbortSignal): Deadline {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort();
  }, ms);
  const forward = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  else callerSignal?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    dispose() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forward);
    },
  };
}
