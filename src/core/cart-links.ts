/**
 * Pure helpers of the recommendation pages: the add-to-cart links (docs/behaviour.md "Recommendation pages"), the numbered lines
 * of the AI description (docs/behaviour.md "Recommendation pages"), price labels and the links allowed in rich text.
 */

/**
 * The quiz that led to a cart, as Shopify cart attributes (they become the order's `note_attributes`,
 * which the order webhook reads: docs/insights.md "Orders"). Only with a quiz id: without one there is
 * no quiz to attribute an order to.
 */
export interface QuizCartKeys {
  quizId: string | null;
  variant: string;
}

function cartAttributes(keys: QuizCartKeys | undefined): string[] {
  if (!keys?.quizId) return [];
  return [`attributes[quiz_variant]=${encodeURIComponent(keys.variant)}`, `attributes[quiz_id]=${encodeURIComponent(keys.quizId)}`];
}

function withQuery(path: string, parts: string[]): string {
  return parts.length ? `${path}?${parts.join('&')}` : path;
}

/** Shopify cart permalink for one unit of a variant: `/cart/{id}:1` (plus the quiz's cart attributes). */
export function productCartLink(shopifyVariantId: string, keys?: QuizCartKeys): string {
  return withQuery(`/cart/${encodeURIComponent(shopifyVariantId)}:1`, cartAttributes(keys));
}

/**
 * Variant A: `/cart/{id}:1?note={'segmentAnonId':'{anonymous id}'}`, the note in the spec's literal
 * (single-quoted) format, URL-encoded so the id can hold any character; the quiz's cart attributes follow.
 * No anonymous id (no analytics consent): no note.
 */
export function variantACartLink(shopifyVariantId: string, anonymousId: string, keys?: QuizCartKeys): string {
  const note = anonymousId ? [`note=${encodeURIComponent(`{'segmentAnonId':'${anonymousId}'}`)}`] : [];
  return withQuery(`/cart/${encodeURIComponent(shopifyVariantId)}:1`, [...note, ...cartAttributes(keys)]);
}

export interface NumberedLine {
  /** `01`, `02`, … */
  number: string;
  text: string;
}

/** Each non-blank line numbered from 01, with a leading "- " removed. */
export function numberedLines(text: string): NumberedLine[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => line.replace(/^-(\s+|$)/, ''))
    .filter((line) => line !== '')
    .map((line, index) => ({ number: String(index + 1).padStart(2, '0'), text: line }));
}

/** `24.99`, `60.00`: always two decimals. */
export function formatPrice(price: number): string {
  return price.toFixed(2);
}

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/**
 * The href to render for a rich-text link, or null when it must render as plain text: only
 * http(s), mailto and relative URLs are allowed (never `javascript:`, `data:` and the like).
 * The WHATWG URL parser judges it exactly as the browser will (`java\tscript:` included).
 */
export function safeLinkHref(href: unknown): string | null {
  if (typeof href !== 'string' || href.trim() === '') return null;
  try {
    const resolved = new URL(href, 'https://relative.invalid/');
    return ALLOWED_PROTOCOLS.has(resolved.protocol) ? href : null;
  } catch {
    return null;
  }
}
