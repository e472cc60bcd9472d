/**
 * First-party events (docs/insights.md "Events"): the element's own DOM events, reduced to what the
 * funnel needs and sent in batches to the backend's `POST /events`.
 * - Nothing leaves the page before the shopper engages (`$engaged`); earlier events wait in the queue.
 * - The queue is bounded (MAX_QUEUE); when full, new events are dropped and counted, never the page slowed.
 * - Batches go with `fetch(…, {keepalive})` while the page lives and with `navigator.sendBeacon` on
 *   `pagehide` / hidden. A failed batch goes back to the queue and the next try waits twice as long
 *   (up to MAX_BACKOFF_MS); after MAX_FAILURES in a row the queue is dropped. No retry storm.
 * - Every event carries the variant, once known the quiz id, and the visit's segment (./event-session.ts);
 *   step events carry the step's identity in the quiz loaded (key, quiz document, fingerprint, dataset).
 *   No answer values are sent.
 * - A batch from the merchant's browser carries their marker (./merchant-marker.ts).
 * - Consent (src/stores/consent.ts): events are sent only with analytics consent, with the shopper's
 *   id. Undecided, they wait in memory; denied (or `tracking="off"`), nothing is queued or sent
 *   (docs/decisions.md "Consent").
 */
import { quizFingerprint } from '../../contract/event-identity.ts';
import { FIRST_PARTY_EVENTS } from '../../contract/events.ts';
import type { FragranceQuizEventDetails } from '../core/events.ts';
import type { Quiz } from '../core/types.ts';
import { $config } from '../stores/config.ts';
import { $consent, consentTo } from '../stores/consent.ts';
import { $engaged } from '../stores/engagement.ts';
import { $quiz } from '../stores/quiz.ts';
import { currentVariant } from '../stores/variant.ts';
import { IMPRESSION_EVENT, type CapturedEvent } from './first-party-capture.ts';
import { pagePreviewMark, sessionSegment } from './event-session.ts';
import { quizId as storedQuizId, rememberQuizId, shopperId } from './first-party-ids.ts';
import { captureMerchantMarker, merchantMarker } from './merchant-marker.ts';

type Properties = Record<string, string | number | boolean | null>;

interface QueuedEvent {
  name: string;
  properties: Properties;
  /** performance.now() when it happened. */
  at: number;
}

/** The server takes at most 50 events per request. */
export const BATCH_SIZE = 50;
export const MAX_QUEUE = 200;
export const FLUSH_DELAY_MS = 5_000;
export const MAX_BACKOFF_MS = 60_000;
export const MAX_FAILURES = 5;

let queue: QueuedEvent[] = [];
let dropped = 0;
let failures = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let sending = false;
/** After a failure, no request before this (performance.now()); the page's last beacon ignores it. */
let retryAt = 0;

const backoff = () => Math.min(MAX_BACKOFF_MS, FLUSH_DELAY_MS * 2 ** failures);

function enqueue(name: string, properties: Properties, { at }: CapturedEvent): void {
  if (consentTo('analytics') === 'denied') return;
  if (queue.length >= MAX_QUEUE) {
    dropped++;
    return;
  }
  const quizId = storedQuizId();
  queue.push({
    name,
    properties: { ...properties, variant: currentVariant(), ...(quizId ? { quizId } : {}), ...sessionSegment(), ...pagePreviewMark() },
    at,
  });
  if (queue.length >= BATCH_SIZE) void flushFirstPartyEvents();
  else schedule(FLUSH_DELAY_MS);
}

/** Engaged and consented: events may leave the page. Denied drops what waited. */
function maySend(): boolean {
  const consent = consentTo('analytics');
  if (consent === 'denied') queue = [];
  return consent === 'granted' && $engaged.get();
}

function schedule(delay: number): void {
  if (timer !== null || !maySend()) return;
  timer = setTimeout(() => {
    timer = null;
    void flushFirstPartyEvents();
  }, delay);
}

function body(events: readonly QueuedEvent[]): string {
  const anonymousId = shopperId();
  const now = performance.now();
  const merchant = merchantMarker();
  return JSON.stringify({
    events: events.map((event) => ({
      name: event.name, anonymousId, ageMs: Math.min(86_400_000, Math.max(0, Math.round(now - event.at))), properties: event.properties,
    })),
    ...(merchant ? { merchant } : {}),
  });
}

const endpoint = () => `${$config.get().apiHost}/events`;

/** Sends what is queued (after engagement) with fetch keepalive; resolves when done. Never rejects. */
export async function flushFirstPartyEvents(): Promise<void> {
  if (!maySend() || sending || queue.length === 0 || performance.now() < retryAt) return;
  if (timer !== null) clearTimeout(timer);
  timer = null;
  sending = true;
  const batch = queue.splice(0, BATCH_SIZE);
  try {
    // text/plain: a "simple" request, so a store on another origin needs no CORS preflight.
    const response = await fetch(endpoint(), { method: 'POST', body: body(batch), keepalive: true, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    // A 4xx will not get better by retrying: those events are dropped.
    if (!response.ok && response.status >= 500) throw new Error(`POST /events answered ${response.status}`);
    failures = 0;
    retryAt = 0;
  } catch {
    failures++;
    retryAt = performance.now() + backoff();
    queue = failures >= MAX_FAILURES ? [] : [...batch, ...queue].slice(0, MAX_QUEUE);
  } finally {
    sending = false;
  }
  if (queue.length > 0) schedule(failures ? backoff() : 0);
}

/** The page is going away: hand everything queued to the browser with sendBeacon. */
export function beaconFirstPartyEvents(): void {
  if (!maySend() || queue.length === 0 || typeof navigator.sendBeacon !== 'function') return;
  while (queue.length > 0) {
    const batch = queue.slice(0, BATCH_SIZE);
    if (!navigator.sendBeacon(endpoint(), new Blob([body(batch)], { type: 'text/plain;charset=UTF-8' }))) return;
    queue.splice(0, batch.length);
  }
}

const fingerprints = new WeakMap<Quiz, string>();

/** The step's identity in the quiz this element loaded: what the server checks it against (server/event-steps.ts). */
function stepIdentity(stepId: string): Properties {
  const state = $quiz.get();
  const dataset = $config.get().dataset;
  if (state.status !== 'ready') return { dataset };
  const { quiz } = state;
  let quizRevision = fingerprints.get(quiz);
  if (quizRevision === undefined) {
    quizRevision = quizFingerprint(quiz._id, quiz.steps);
    fingerprints.set(quiz, quizRevision);
  }
  const step = quiz.steps.find((candidate) => candidate.id === stepId);
  return { dataset, quizDocId: quiz._id, quizRevision, ...(step ? { stepKey: step._key } : {}) };
}

type Listeners = { [Name in keyof FragranceQuizEventDetails]: (detail: FragranceQuizEventDetails[Name], event: CapturedEvent) => void };

const LISTENERS: Listeners = {
  'fq-step-change': (d, event) => {
    if (d.stepId) enqueue(FIRST_PARTY_EVENTS.stepView, { stepId: d.stepId, stepName: d.stepName, index: d.index, ...stepIdentity(d.stepId) }, event);
  },
  'fq-answer': (d, event) => enqueue(FIRST_PARTY_EVENTS.answer, {
    stepId: d.stepId, stepName: d.stepName, direction: d.direction, userInitiated: d.userInitiated, ...stepIdentity(d.stepId),
  }, event),
  'fq-complete': (d, event) => {
    if (d.quizMetaId) rememberQuizId(d.quizMetaId);
    enqueue(FIRST_PARTY_EVENTS.complete, { source: d.source }, event);
  },
  'fq-recommendation-view': (_d, event) => enqueue(FIRST_PARTY_EVENTS.recommendationView, {}, event),
  'fq-add-to-cart': (d, event) => enqueue(FIRST_PARTY_EVENTS.addToCart, { section: d.section }, event),
  'fq-error': () => {},
};

function handle(captured: CapturedEvent): void {
  if (captured.type === IMPRESSION_EVENT) {
    enqueue(FIRST_PARTY_EVENTS.impression, {}, captured);
    return;
  }
  const listener = LISTENERS[captured.type as keyof Listeners] as ((detail: unknown, event: CapturedEvent) => void) | undefined;
  listener?.(captured.detail, captured);
}

/** Counts for tests and diagnostics. */
export function firstPartyQueueState(): { queued: number; dropped: number; failures: number } {
  return { queued: queue.length, dropped, failures };
}

/** For tests: forgets everything queued and every counter. */
export function resetFirstPartyEvents(): void {
  queue = [];
  dropped = 0;
  failures = 0;
  retryAt = 0;
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

/**
 * Starts sending: `handle` takes each of the element's events (first-party-capture.ts listens and hands
 * them over, the ones from before this module loaded included); `stop` ends it with the element.
 */
export function startFirstPartySender(): { handle: (event: CapturedEvent) => void; stop: () => void } {
  captureMerchantMarker();
  const onHidden = () => {
    if (document.visibilityState === 'hidden') beaconFirstPartyEvents();
  };
  const stopEngaged = $engaged.subscribe((engaged) => {
    if (engaged) void flushFirstPartyEvents();
  });
  const stopConsent = $consent.listen(() => void flushFirstPartyEvents());
  window.addEventListener('pagehide', beaconFirstPartyEvents);
  document.addEventListener('visibilitychange', onHidden);
  return {
    handle,
    stop: () => {
      stopEngaged();
      stopConsent();
      window.removeEventListener('pagehide', beaconFirstPartyEvents);
      document.removeEventListener('visibilitychange', onHidden);
    },
  };
}
