/**
 * The one way a failure reaches the host page: `fq-error`, exactly once per failure. A failure reported
 * again (the same error object, e.g. a screen that rethrows it on a re-render) is not announced twice,
 * and a failure from before the element had a host on the page (its first content load can answer that
 * early, while the host of an element just replaced is still set) is announced as soon as it has one.
 */
import type { QuizErrorDetail } from '../core/events.ts';
import { $host, emit } from './host.ts';

const announced = new WeakSet<object>();
let waiting: QuizErrorDetail[] = [];
let stopWaiting: (() => void) | null = null;

/** Whether trying the same request again may help: no answer, a timeout, 408, 429 or a 5xx. */
export function isRetriable(status: number | null | undefined): boolean {
  return status === null || status === undefined || status === 408 || status === 429 || status >= 500;
}

export function reportError(detail: QuizErrorDetail, cause?: unknown): void {
  if (typeof cause === 'object' && cause !== null) {
    if (announced.has(cause)) return;
    announced.add(cause);
  }
  // A host that left the page (the element was replaced) would dispatch to nobody: wait for the new one.
  if ($host.get()?.isConnected) {
    emit('fq-error', detail);
    return;
  }
  waiting.push(detail);
  stopWaiting ??= $host.listen((host) => {
    if (!host?.isConnected) return;
    const pending = waiting;
    waiting = [];
    stopWaiting?.();
    stopWaiting = null;
    for (const queued of pending) emit('fq-error', queued);
  });
}
