/**
 * Analytics (Segment analytics.js conventions) and the ad platform (Meta Pixel), both optional on the
 * host page: every call is a no-op when they are absent and never throws into the quiz. Every call
 * waits (docs/embedding.md, "Tracking and consent"):
 * - for the shopper's engagement (`$engaged`): before it, calls are queued, so a page load sends nothing;
 * - for consent, when the page has Shopify's Customer Privacy API: analytics calls need
 *   `analyticsProcessingAllowed()`, pixel calls `marketingAllowed()`; while the visitor has not decided
 *   they are queued, then sent or dropped on the `visitorConsentCollected` document event;
 * - `tracking="off"` on the element drops them all (the element's DOM events still fire).
 */
import { atom } from 'nanostores';
import { STORAGE_KEYS } from '../core/constants.ts';
import { $engaged } from '../stores/engagement.ts';

interface SegmentLike {
  page?: (name: string, properties?: Record<string, unknown>) => void;
  track?: (event: string, properties?: Record<string, unknown>) => void;
}
type Pixel = (command: string, event: string, properties?: Record<string, unknown>) => void;

/** The parts of Shopify's Customer Privacy API the quiz reads. */
export interface CustomerPrivacyLike {
  analyticsProcessingAllowed?: () => boolean;
  marketingAllowed?: () => boolean;
  shouldShowBanner?: () => boolean;
  currentVisitorConsent?: () => { analytics?: string; marketing?: string } | undefined;
}

/** `detail` of Shopify's `visitorConsentCollected` document event. */
export interface VisitorConsentDetail {
  analyticsAllowed?: boolean;
  marketingAllowed?: boolean;
}

declare global {
  interface Window {
    analytics?: SegmentLike;
    fbq?: Pixel;
    Shopify?: { customerPrivacy?: CustomerPrivacyLike };
  }
}

/** `analytics`: Segment page/track; `marketing`: the Meta Pixel. */
export type Purpose = 'analytics' | 'marketing';
type Consent = 'granted' | 'denied' | 'undecided';

/** false when the element says `tracking="off"`: no third-party call at all. */
export const $thirdPartyTracking = atom<boolean>(true);

const MAX_QUEUED = 100;
const queue: Array<{ purpose: Purpose; call: () => void }> = [];

function safely(call: () => void): void {
  try {
    call();
  } catch (error) {
    console.error('[fragrance-quiz] analytics call failed', error);
  }
}

function consentFor(purpose: Purpose, decided?: VisitorConsentDetail): Consent {
  if (decided) return (purpose === 'analytics' ? decided.analyticsAllowed : decided.marketingAllowed) ? 'granted' : 'denied';
  const privacy = typeof window === 'undefined' ? undefined : window.Shopify?.customerPrivacy;
  if (!privacy) return 'granted';
  try {
    const allowed = purpose === 'analytics' ? privacy.analyticsProcessingAllowed?.() : privacy.marketingAllowed?.();
    if (allowed) return 'granted';
    const current = privacy.currentVisitorConsent?.();
    if (current) return current[purpose] === '' || current[purpose] === undefined ? 'undecided' : 'denied';
    return privacy.shouldShowBanner?.() ? 'undecided' : 'denied';
  } catch (error) {
    console.error('[fragrance-quiz] the Customer Privacy API failed; tracking stays off', error);
    return 'denied';
  }
}

function send(purpose: Purpose, call: () => void): void {
  if (!$thirdPartyTracking.get()) return;
  const consent = $engaged.get() ? consentFor(purpose) : 'undecided';
  if (consent === 'granted') safely(call);
  else if (consent === 'undecided') {
    queue.push({ purpose, call });
    if (queue.length > MAX_QUEUED) queue.shift();
  }
}

/** Sends or drops what waited, as engagement and consent now say (`decided`: the consent event's detail). */
export function flushTracking(decided?: VisitorConsentDetail): void {
  if (!$engaged.get() || !$thirdPartyTracking.get()) {
    if (!$thirdPartyTracking.get()) queue.length = 0;
    return;
  }
  const waiting = queue.splice(0);
  for (const item of waiting) {
    const consent = consentFor(item.purpose, decided);
    if (consent === 'granted') safely(item.call);
    else if (consent === 'undecided') queue.push(item);
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
  $thirdPartyTracking.listen(() => flushTracking());
  document.addEventListener('visitorConsentCollected', (event) => {
    const detail = (event as CustomEvent<VisitorConsentDetail | undefined>).detail;
    flushTracking(detail && typeof detail === 'object' ? detail : undefined);
  });
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

/** The anonymous analytics id: `localStorage['ajs_anonymous_id']`, a JSON string. */
export function anonymousId(): string {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.anonymousId);
    if (!raw) return '';
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : '';
  } catch {
    return '';
  }
}
