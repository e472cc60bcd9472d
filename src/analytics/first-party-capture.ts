/**
 * The small, always-loaded half of the first-party events: it listens to the element's events from the
 * first render (on the document, in the capture phase: they are composed and bubble) and loads the
 * sender (first-party.ts, a lazy chunk that stays out of the initial load) with the first event,
 * handing it what happened in the meantime.
 */
import { afterNextPaint } from '../core/after-paint.ts';
import type { FragranceQuizEventName } from '../core/events.ts';
import { $trackingEnabled } from '../stores/consent.ts';

export interface CapturedEvent {
  type: string;
  detail: unknown;
  /** performance.now() when it happened. */
  at: number;
}

const CAPTURED: readonly FragranceQuizEventName[] = ['fq-step-change', 'fq-answer', 'fq-complete', 'fq-recommendation-view', 'fq-add-to-cart'];

/** Starts the first-party events for the element's lifetime; returns the function that stops them. */
export function startFirstPartyCapture(): () => void {
  const buffered: CapturedEvent[] = [];
  let forward: ((event: CapturedEvent) => void) | undefined;
  let stopSender: (() => void) | undefined;
  let stopped = false;
  let loading = false;
  // The sender loads after the first event (the first step shown) has painted, so it never competes with that step.
  const loadSender = () => {
    loading = true;
    afterNextPaint(() => void import('./first-party.ts').then(({ startFirstPartySender }) => {
      if (stopped) return;
      const sender = startFirstPartySender();
      stopSender = sender.stop;
      forward = sender.handle;
      for (const event of buffered.splice(0)) forward(event);
    }, (error: unknown) => console.error('[fragrance-quiz] first-party events could not load', error)));
  };
  const listener = (event: Event) => {
    // tracking="off": nothing is kept, and the sender's code never loads.
    if (!$trackingEnabled.get()) return;
    const captured = { type: event.type, detail: (event as CustomEvent).detail, at: performance.now() };
    if (forward) {
      forward(captured);
      return;
    }
    buffered.push(captured);
    if (!loading) loadSender();
  };
  for (const name of CAPTURED) document.addEventListener(name, listener, true);
  return () => {
    stopped = true;
    for (const name of CAPTURED) document.removeEventListener(name, listener, true);
    stopSender?.();
  };
}
