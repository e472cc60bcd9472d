/**
 * The shopper's consent, one state that every tracking path obeys (docs/embedding.md "Tracking and
 * consent"): Segment and the anonymous ids need `analytics`, the Meta Pixel needs `marketing`, and the
 * first-party events, the cart link's ids and the `GET /checkout` timing call need `analytics` too.
 *
 * Where it comes from, first match wins:
 * 1. `tracking="off"` on the element: everything denied, for good;
 * 2. the host page's own call, `element.consent = { analytics, marketing }` (`null` gives the say back);
 * 3. Shopify's Customer Privacy API (`window.Shopify.customerPrivacy`: `analyticsProcessingAllowed()`,
 *    `marketingAllowed()`, `currentVisitorConsent()`), updated by its `visitorConsentCollected` event;
 * 4. none of these: granted (a store without a consent tool decides for itself; docs/decisions.md).
 *
 * `undecided` holds what would be sent in memory only; `denied` drops it. When analytics consent is
 * withdrawn the stored anonymous ids are deleted.
 */
import { atom } from 'nanostores';
import { STORAGE_KEYS } from '../core/constants.ts';

export type Purpose = 'analytics' | 'marketing';
export type ConsentState = 'granted' | 'denied' | 'undecided';
export type Consent = Readonly<Record<Purpose, ConsentState>>;
/** What a host page sets with `element.consent = …`. */
export interface ConsentChoice { analytics: boolean; marketing: boolean }

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
    Shopify?: { customerPrivacy?: CustomerPrivacyLike };
  }
}

/** Our own anonymous id, used when the store does not run Segment (src/analytics/first-party-ids.ts). */
export const OWN_ANONYMOUS_ID_KEY = 'fq_anonymous_id';
/** The last completed quiz's id, which cart links and events carry (src/analytics/first-party-ids.ts). */
export const QUIZ_ID_KEY = 'fq_quiz_id';

const DENIED: Consent = { analytics: 'denied', marketing: 'denied' };
const GRANTED: Consent = { analytics: 'granted', marketing: 'granted' };

/** false when the element says `tracking="off"`. */
export const $trackingEnabled = atom<boolean>(true);
let hostChoice: ConsentChoice | null = null;
let shopifyDecided: VisitorConsentDetail | null = null;

function fromShopify(privacy: CustomerPrivacyLike, purpose: Purpose): ConsentState {
  if (shopifyDecided) return (purpose === 'analytics' ? shopifyDecided.analyticsAllowed : shopifyDecided.marketingAllowed) ? 'granted' : 'denied';
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

function compute(): Consent {
  if (!$trackingEnabled.get()) return DENIED;
  if (hostChoice) return { analytics: hostChoice.analytics ? 'granted' : 'denied', marketing: hostChoice.marketing ? 'granted' : 'denied' };
  const privacy = typeof window === 'undefined' ? undefined : window.Shopify?.customerPrivacy;
  if (!privacy) return GRANTED;
  return { analytics: fromShopify(privacy, 'analytics'), marketing: fromShopify(privacy, 'marketing') };
}

/** The consent as last read; `readConsent()` reads the sources again (Shopify's API may load late). */
export const $consent = atom<Consent>(GRANTED);

/** Reads every source now and publishes a change; returns the consent. */
export function readConsent(): Consent {
  const next = compute();
  const current = $consent.get();
  if (next.analytics !== current.analytics || next.marketing !== current.marketing) $consent.set(next);
  return $consent.get();
}

export function consentTo(purpose: Purpose): ConsentState {
  return readConsent()[purpose];
}

export function allows(purpose: Purpose): boolean {
  return consentTo(purpose) === 'granted';
}

/** `tracking` attribute: `off` turns all tracking off; anything else (or absent) leaves it to consent. */
export function setTrackingAttribute(value: string | null): void {
  $trackingEnabled.set(value?.trim().toLowerCase() !== 'off');
  readConsent();
}

/**
 * The host page's consent (`element.consent = {analytics, marketing}`); `null`/`undefined` hands the say
 * back to Shopify's API. Anything else that is not two booleans is refused (logged) and counts as denied.
 */
export function setHostConsent(choice: unknown): void {
  const before = readConsent().analytics;
  if (choice === null || choice === undefined) hostChoice = null;
  else if (typeof choice === 'object' && typeof (choice as ConsentChoice).analytics === 'boolean' && typeof (choice as ConsentChoice).marketing === 'boolean') {
    hostChoice = { analytics: (choice as ConsentChoice).analytics, marketing: (choice as ConsentChoice).marketing };
  } else {
    console.error('[fragrance-quiz] consent must be {analytics: boolean, marketing: boolean}; treated as denied');
    hostChoice = { analytics: false, marketing: false };
  }
  forgetIfWithdrawn(before);
}

export function hostConsent(): ConsentChoice | null {
  return hostChoice ? { ...hostChoice } : null;
}

/** Shopify's `visitorConsentCollected` event: the visitor decided (or changed their mind). */
export function collectVisitorConsent(detail: unknown): void {
  const before = readConsent().analytics;
  shopifyDecided = detail && typeof detail === 'object' ? detail as VisitorConsentDetail : null;
  forgetIfWithdrawn(before);
}

/**
 * After a shopper's decision (the host's or Shopify's): analytics granted before and not now is a
 * withdrawal, and the stored ids go. `tracking="off"` is the store's switch, not a withdrawal: it stops
 * every read and write and leaves the host's storage alone.
 */
function forgetIfWithdrawn(before: ConsentState): void {
  const now = readConsent().analytics;
  if (before === 'granted' && now !== 'granted' && $trackingEnabled.get()) forgetStoredIds();
}

/** Deletes the ids kept in browser storage: the anonymous ones (ours and Segment's) and the last quiz's. */
export function forgetStoredIds(): void {
  try {
    localStorage.removeItem(OWN_ANONYMOUS_ID_KEY);
    localStorage.removeItem(QUIZ_ID_KEY);
    localStorage.removeItem(STORAGE_KEYS.anonymousId);
  } catch { /* storage blocked: nothing was kept */ }
}

if (typeof document !== 'undefined') {
  document.addEventListener('visitorConsentCollected', (event) => collectVisitorConsent((event as CustomEvent<unknown>).detail));
}

/** For tests: back to "no source has spoken". */
export function resetConsent(): void {
  hostChoice = null;
  shopifyDecided = null;
  $trackingEnabled.set(true);
  readConsent();
}
