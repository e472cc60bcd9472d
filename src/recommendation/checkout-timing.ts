import { allows } from '../stores/consent.ts';

/**
 * `GET /checkout` (no-cors) on the page's origin, only to measure and log its response time. It carries
 * the store's cookies, so it goes only with analytics consent (docs/decisions.md "Consent").
 */
export async function logCheckoutTiming(): Promise<void> {
  if (!allows('analytics')) return;
  try {
    const started = performance.now();
    await fetch(new URL('/checkout', location.origin).href, { mode: 'no-cors', credentials: 'same-origin', cache: 'no-store' });
    console.info(`[fragrance-quiz] /checkout responded in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    console.error('[fragrance-quiz] Checkout timing fetch failed', error);
  }
}
