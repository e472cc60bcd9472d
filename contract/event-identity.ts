/**
 * What a first-party event says about where it happened (docs/insights.md "Events"), shared by the
 * element, which sends it, and the server, which checks it:
 * - a step's identity: its content `_key`, the quiz document's id, the dataset, and the fingerprint of
 *   the quiz's step list the shopper took (so a reorder or a second quiz never mixes steps by position);
 * - the session's segment: market, locale, device class and traffic source, each bounded and coarse.
 */

/** The step list's fingerprint: the quiz document id and every step's key and id, in order (FNV-1a, 8 hex digits). */
export function quizFingerprint(quizId: string, steps: ReadonlyArray<{ _key: string; id: string }>): string {
  let hash = 0x811c9dc5;
  const text = [quizId, ...steps.map((step) => `${step._key}=${step.id}`)].join('\n');
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export const DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** Coarse device class from the viewport's width in CSS pixels (UA client hints' `mobile` may say phone first). */
export function deviceClass(width: number, mobileHint?: boolean): Device {
  if (mobileHint === true || width < 600) return 'phone';
  return width < 1024 ? 'tablet' : 'desktop';
}

/** The segment properties every event carries, and the step identity properties of step events. */
export const SEGMENT_PROPERTIES = ['market', 'locale', 'device', 'source'] as const;
export type SegmentName = (typeof SEGMENT_PROPERTIES)[number];
export type Segment = Record<SegmentName, string>;

export const DIRECT_SOURCE = 'direct';
const SOURCE_PART = /[^a-z0-9._-]+/g;
const MAX_SOURCE_PART = 40;

/** One part of a source: lower case letters, digits, `.`, `_`, `-` only, at most 40 characters (no free text). */
function sourcePart(value: string | null | undefined): string {
  return (value ?? '').toLowerCase().replace(SOURCE_PART, '-').replace(/^-+|-+$/g, '').slice(0, MAX_SOURCE_PART);
}

/**
 * The traffic source of a visit: `utm_source / utm_medium / utm_campaign` of the page URL when it has a
 * source, else the referrer's host (without `www.`; the store's own host counts as direct), else "direct".
 */
export function trafficSource(search: URLSearchParams, referrer: string, ownHost: string): string {
  const utm = sourcePart(search.get('utm_source'));
  if (utm) return [utm, sourcePart(search.get('utm_medium')), sourcePart(search.get('utm_campaign'))].filter(Boolean).join(' / ');
  let host = '';
  try {
    host = referrer ? new URL(referrer).hostname : '';
  } catch { /* not a URL: no referrer */ }
  host = sourcePart(host.replace(/^www\./, ''));
  return host && host !== ownHost.replace(/^www\./, '') ? host : DIRECT_SOURCE;
}

const SEGMENT_PATTERNS: Record<SegmentName, RegExp> = {
  market: /^[A-Z]{2}$/,
  locale: /^[a-z]{2}-[A-Z]{2}$/,
  device: new RegExp(`^(${DEVICES.join('|')})$`),
  source: /^[a-z0-9._-]{1,40}( \/ [a-z0-9._-]{1,40}){0,2}$/,
};

/** Whether a value may stand as that segment (anything else is stored as '' and reads "unknown"). */
export function isSegmentValue(name: SegmentName, value: unknown): value is string {
  return typeof value === 'string' && SEGMENT_PATTERNS[name].test(value);
}
