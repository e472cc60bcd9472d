/**
 * Analytics (Segment analytics.js conventions) and the ad platform (Meta Pixel), both optional on the
 * host page: every call is a no-op when they are absent and never throws into the quiz.
 */
import { STORAGE_KEYS } from '../core/constants.ts';

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

function safely(call: () => void): void {
  try {
    call();
  } catch (error) {
    console.error('[fragrance-quiz] analytics call failed', error);
  }
}

/** Page view: name = the step hash; url, path, hash, title and an optional variant (spec §7.9). */
export function trackPage(hash: string, variant?: string): void {
  const properties: Record<string, unknown> = {
    url: `${location.origin}${location.pathname}${hash}`,
    path: location.pathname,
    hash,
    title: document.title,
    ...(variant ? { variant } : {}),
  };
  safely(() => window.analytics?.page?.(hash, properties));
}

export function trackEvent(event: string, properties: Record<string, unknown> = {}): void {
  safely(() => window.analytics?.track?.(event, properties));
}

/** `assessment_{action}` with the question id and an optional description of the items. */
export function trackAssessment(action: string, questionId: string, itemsDesc?: string): void {
  trackEvent(`assessment_${action}`, { questionId, ...(itemsDesc !== undefined ? { itemsDesc } : {}) });
}

export function trackPixel(event: string): void {
  safely(() => window.fbq?.('trackCustom', event));
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
