/**
 * The first content answer the server sent inside the element's script (server/entry-script.ts), so the
 * first step needs no request of its own after the script's: taken off its global slot once, and given
 * for the one query it answers, asked of the server the script came from.
 */
import { SERVED_ANSWER_KEY } from '../../contract/content-url.ts';
import type { Result } from '../core/types.ts';

/** The served answer's result for a query URL, once; null for any other URL, or when none was served. */
export type ServedAnswer = (url: string) => Result<unknown, never> | null;

const NONE: ServedAnswer = () => null;

function parsedResult(body: string): { result: unknown } | null {
  try {
    const parsed = JSON.parse(body) as unknown;
    return typeof parsed === 'object' && parsed !== null && 'result' in parsed ? parsed as { result: unknown } : null;
  } catch {
    return null;
  }
}

export function takeServedAnswer(scriptUrl: string): ServedAnswer {
  const global = globalThis as Record<symbol, unknown>;
  const slot = Symbol.for(SERVED_ANSWER_KEY);
  const served = global[slot] as { path?: unknown; body?: unknown } | undefined;
  delete global[slot];
  if (typeof served?.path !== 'string' || typeof served.body !== 'string') return NONE;
  const answered = new URL(served.path, scriptUrl).href;
  const { body } = served;
  let taken = false;
  return (url) => {
    if (taken || new URL(url).href !== answered) return null;
    taken = true;
    // A body that does not parse is as good as none: the query is asked instead.
    const parsed = parsedResult(body);
    return parsed ? { ok: true, value: parsed.result } : null;
  };
}
