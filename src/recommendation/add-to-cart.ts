/** What an add-to-cart click does (docs/behaviour.md "Recommendation pages"): a cancelable DOM event, tracking, then the cart link. */
import { trackEvent } from '../analytics/track.ts';
import type { AddToCartDetail } from '../core/events.ts';
import { emit } from '../stores/host.ts';

/** Resolved against the host page's origin: the cart is the store's, not the quiz backend's. */
export function absoluteCartUrl(url: string): string {
  return new URL(url, location.origin).href;
}

/**
 * Emits `fq-add-to-cart` first and tracks `AddToCart`. Returns whether the element should follow the
 * link (false when the host cancelled the event).
 */
export function announceAddToCart(detail: AddToCartDetail): boolean {
  const proceed = emit('fq-add-to-cart', detail);
  trackEvent('AddToCart', { section: detail.section });
  return proceed;
}

export function followCartLink(url: string): void {
  location.assign(absoluteCartUrl(url));
}
