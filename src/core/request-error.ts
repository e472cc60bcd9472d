/**
 * A failed content request sorted into a load error's kind (./load-error.ts), with its detail for the
 * console. Used by the content requests, which load beside or after the app's first step.
 */
import type { LoadErrorKind } from './load-error.ts';

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
