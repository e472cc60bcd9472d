/**
 * The first content answer the server sent inside the element's script (server/entry-script.ts), so the
 * first step needs no request of its own after the script's: taken off its global slot once, and given
 * for the one query it answers, asked of the server the script came from.
 */
import { SERVED_ANSWER_KEY } from '../../contract/content-url.ts';
import type { Result } from '../core/types.ts';

/** The served answer's result for a query URL, once; null for any other URL, or when none was served. */
export type ServedAnswer = (url: string) => Result<unknown, never> | null;

export function takeServedAnswer(scriptUrl: string): ServedAnswer {
  const global = globalThis as Record<symbol, { path?: unknown; body?: { result?: unknown } | null } | undefined>;
  const slot = Symbol.for(SERVED_ANSWER_KEY);
  let served = global[slot];
  delete global[slot];
  return (url) => {
    const { path, body } = served ?? {};
    if (typeof path !== 'string' || new URL(path, scriptUrl).href !== new URL(url).href) return null;
    served = undefined;
    // An answer without a result is as good as none: the query is asked instead.
    const result = body?.result;
    return result === undefined ? null : { ok: true, value: result };
  };
}
