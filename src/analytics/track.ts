/**
 * Analytics (Segment analytics.js conventions) and the ad platform (Meta Pixel), both optional on the
 * host page: every call is a no-op when they are absent and never throws into the quiz. Every call
 * waits (docs/embedding.md, "Tracking and consent"):
 * - for the shopper's engagement (`$engaged`): before it, calls are queued, so a page load sends nothing;
 * - for consent (src/stores/consent.ts): analytics calls need `analytics`, pixel calls `marketing`;
 *   while the visitor has not decided they are queued in memory, then sent or dropped when they do;
 * - `tracking="off"` on the element drops them all (the element's DOM events still fire).
 */
import { $consent, allows, consentTo, type Purpose } from '../stores/consent.ts';
import { STORAGE_KEYS } from '../core/constants.ts';
import { $engaged } from '../stores/engagement.ts';

export type { CustomerPrivacyLike, Purpose, VisitorConsentDetail } from '../stores/consent.ts';

interface SegmentLike {
  page?: (name: string, properties?: Record<string, unknown>) => void;
  track?: (event: string, properties?: Record<string, unknown>) => void;
}
type Pixel = (command: string, event: string, properties?: Record<string, unknown>) => void;

declare global {
  interface Window {
    analytics?: SegmentLike;
    fbq?: Pixel;
  }
}

const MAX_QUEUED = 100;
const queue: Array<{ purpose: Purpose; call: () => void }> = [];

function safely(call: () => void): void {
  try {
    call();
  } catch (error) {
    console.error('[fragrance-quiz] analytics call failed', error);
  }
}

function send(purpose: Purpose, call: () => void): void {
  const consent = consentTo(purpose);
  if (consent === 'denied') return;
  if (consent === 'granted' && $engaged.get()) safely(call);
  else {
    queue.push({ purpose, call });
    if (queue.length > MAX_QUEUED) queue.shift();
  }
}

/** Sends or drops what waited, as engagement and consent now say. */
export function flushTracking(): void {
  const engaged = $engaged.get();
  for (const item of queue.splice(0)) {
    const consent = consentTo(item.purpose);
    if (consent === 'granted' && engaged) safely(item.call);
    else if (consent !== 'denied') queue.push(item);
  }
}

/** For tests: forget what waits. */
export function clearTrackingQueue(): void {
  queue.length = 0;
}

if (typeof document !== 'undefined') {
  $engaged.listen((engaged) => {
    if (engaged) flushTracking();
  });
  $consent.listen(() => flushTracking());
}

/** Page view: name = the step hash; url, path, hash, title and an optional variant. */
export function trackPage(hash: string, variant?: string): void {
  const properties: Record<string, unknown> = {
    url: `${location.origin}${location.pathname}${hash}`,
    path: location.pathname,
    hash,
    title: document.title,
    ...(variant ? { variant } : {}),
  };
  send('analytics', () => window.analytics?.page?.(hash, properties));
}

export function trackEvent(event: string, properties: Record<string, unknown> = {}): void {
  send('analytics', () => window.analytics?.track?.(event, properties));
}

/** `assessment_{action}` with the question id and an optional description of the items. */
export function trackAssessment(action: string, questionId: string, itemsDesc?: string): void {
  trackEvent(`assessment_${action}`, { questionId, ...(itemsDesc !== undefined ? { itemsDesc } : {}) });
}

export function trackPixel(event: string): void {
  send('marketing', () => window.fbq?.('trackCustom', event));
}

/** The anonymous analytics id: `localStorage['ajs_anonymous_id']`, a JSON string; '' without analytics consent. */
export function anonymousId(): string {
  if (!allows('analytics')) return '';
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.anonymousId);
    if (!raw) return '';
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : '';
  } catch {
    return '';
  }
}
