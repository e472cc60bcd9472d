/**
 * Why the quiz could not load, in four kinds a shopper can act on, each with its own friendly words
 * (docs/embedding.md, "Errors"; the words per language are in src/i18n/). The technical detail goes to the console and `fq-error`, never to
 * the screen or its live region.
 */
export type LoadErrorKind = 'network' | 'not-found' | 'invalid' | 'server';

export interface LoadError {
  kind: LoadErrorKind;
  /** The technical detail, for the console and `fq-error` only. */
  detail: string;
  /** The HTTP status when an answer came, and the URL asked (for `fq-error`). */
  status?: number | null;
  url?: string;
}

interface ErrorShape {
  isNetworkError?: unknown;
  statusCode?: unknown;
  message?: unknown;
}

/** Sorts a failed content request: no response (offline, CORS, DNS), 404, or another HTTP failure. */
export function classifyRequestError(error: unknown, online = typeof navigator === 'undefined' ? true : navigator.onLine): LoadErrorKind {
  const shape = (typeof error === 'object' && error !== null ? error : {}) as ErrorShape;
  if (!online || shape.isNetworkError === true) return 'network';
  if (shape.statusCode === 404) return 'not-found';
  if (typeof shape.statusCode === 'number') return 'server';
  if (error instanceof TypeError) return 'network';
  return 'server';
}

/** The detail of any thrown value, kept short enough for a log line. */
export function errorDetail(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > 300 ? `${message.slice(0, 299)}…` : message;
}
