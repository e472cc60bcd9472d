/**
 * The small, always-loaded half of the first-party events: it listens to the element's events from the
 * first render (on the document, in the capture phase: they are composed and bubble) and loads the
 * sender (first-party.ts, a lazy chunk that stays out of the initial load) with the first event,
 * handing it what happened in the meantime. It also notes the element's impression: the first time at
 * least half of it, or half the viewport, shows.
 */
import { afterNextPaint } from '../core/after-paint.ts';
import type { FragranceQuizEventName } from '../core/events.ts';
import { $trackingEnabled } from '../stores/consent.ts';
import { $host } from '../stores/host.ts';

/** The captured type of the element's first time in view (no DOM event: the host has IntersectionObserver itself). */
export const IMPRESSION_EVENT = 'fq-internal-impression';

/** Calls `seen` once, the first time the element shows enough to count as seen. */
function watchImpression(host: HTMLElement, seen: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver((entries) => {
    const entry = entries.find((each) => each.isIntersecting
      && (each.intersectionRatio >= 0.5 || each.intersectionRect.height >= window.innerHeight / 2));
    if (!entry) return;
    observer.disconnect();
    seen();
  }, { threshold: [0, 0.25, 0.5, 0.75, 1] });
  observer.observe(host);
  return () => observer.disconnect();
}

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
  const capture = (captured: CapturedEvent) => {
    // tracking="off": nothing is kept, and the sender's code never loads.
    if (!$trackingEnabled.get()) return;
    if (forward) {
      forward(captured);
      return;
    }
    buffered.push(captured);
    if (!loading) loadSender();
  };
  const listener = (event: Event) => capture({ type: event.type, detail: (event as CustomEvent).detail, at: performance.now() });
  for (const name of CAPTURED) document.addEventListener(name, listener, true);
  let stopImpression = () => {};
  let impressed = false;
  const stopHost = $host.subscribe((host) => {
    stopImpression();
    if (!host || impressed) return;
    stopImpression = watchImpression(host, () => {
      impressed = true;
      capture({ type: IMPRESSION_EVENT, detail: null, at: performance.now() });
    });
  });
  return () => {
    stopped = true;
    for (const name of CAPTURED) document.removeEventListener(name, listener, true);
    stopHost();
    stopImpression();
    stopSender?.();
  };
}
