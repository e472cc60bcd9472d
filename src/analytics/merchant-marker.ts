/**
 * The merchant marker (contract/merchant-marker.ts): the merchant opens their store once with
 * `?fq-merchant=<marker>` (a link from the insights page); the element keeps it in
 * `localStorage['fq_merchant']`, takes it out of the address bar, and sends it with its events so the
 * server leaves that browser's visits out of the reports across sites, without any cookie. It is the
 * merchant's own setting, not shopper data: it holds no identifier (docs/decisions.md "Consent").
 * Anything else in storage or the URL is ignored.
 */
import { MERCHANT_MARKER_PARAM, MERCHANT_MARKER_PATTERN } from '../../contract/merchant-marker.ts';

export const MERCHANT_MARKER_KEY = 'fq_merchant';

const valid = (value: string | null, now: number): value is string => {
  const match = value ? MERCHANT_MARKER_PATTERN.exec(value) : null;
  return match !== null && Number(match[1]) > now;
};

let marker: string | null | undefined;

/** Keeps a marker the page's URL carries, then strips it from the address bar (it is not for sharing). */
export function captureMerchantMarker(now = Date.now()): void {
  const url = new URL(location.href);
  const given = url.searchParams.get(MERCHANT_MARKER_PARAM);
  if (given === null) return;
  url.searchParams.delete(MERCHANT_MARKER_PARAM);
  history.replaceState(history.state, '', url.toString());
  if (!valid(given, now)) return;
  marker = given;
  try {
    localStorage.setItem(MERCHANT_MARKER_KEY, given);
  } catch { /* storage blocked: this page's visit is still marked */ }
}

/** The marker this browser keeps, or null (none, malformed or expired). */
export function merchantMarker(now = Date.now()): string | null {
  if (marker === undefined) {
    try {
      marker = localStorage.getItem(MERCHANT_MARKER_KEY);
    } catch {
      marker = null;
    }
  }
  return valid(marker, now) ? marker : null;
}

/** For tests. */
export function resetMerchantMarker(): void {
  marker = undefined;
}
