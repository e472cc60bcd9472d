/** The answer of a marketing API call as the outbox wants it (server/outbox/outbox.ts `HandlerResult`). */
import type { HandlerResult } from '../outbox/outbox.ts';

/** `Retry-After` in milliseconds (seconds or an HTTP date), or undefined. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** 2xx ok; 429 retried after `Retry-After`; other 4xx permanent (the request is wrong); 5xx and network errors retried. */
export function resultOf(response: Response, what: string): HandlerResult {
  if (response.ok) return { ok: true };
  const error = `${what} answered HTTP ${response.status}`;
  if (response.status === 429) {
    const after = retryAfterMs(response.headers.get('retry-after'));
    return after === undefined ? { ok: false, error } : { ok: false, error, retryAfterMs: after };
  }
  return { ok: false, error, permanent: response.status >= 400 && response.status < 500 && response.status !== 408 };
}

export const TIMEOUT_MS = 15_000;
