/**
 * The merchant marker (server/merchant-visit.ts): `m1.<expiry, ms>.<HMAC, base64url>`, set on the store
 * by opening a link with `?fq-merchant=<marker>` and sent with the element's events. The element checks
 * only its form and expiry; the server checks its signature.
 */
export const MERCHANT_MARKER_PARAM = 'fq-merchant';
export const MERCHANT_MARKER_PATTERN = /^m1\.(\d{13})\.([A-Za-z0-9_-]{43})$/;
