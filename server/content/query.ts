/** GROQ evaluation with groq-js, shaped like Sanity's query API. */
import { evaluate, parse } from 'groq-js';
import type { SanityDocument } from './datasets.ts';

export const MAX_QUERY_LENGTH = 16 * 1024;
/** A query that would build more than this (e.g. `*{"x": *{"y": *}}`) is refused instead of serialized. */
export const MAX_RESULT_BYTES = 4 * 1024 * 1024;
/** Deeper results (deeply nested params) would overflow the stack of JSON.stringify. */
export const MAX_RESULT_DEPTH = 100;

/**
 * Why the result cannot be sent, or null. Walks iteratively, with memory bounded by the depth, and stops
 * as soon as a limit is passed, so measuring a huge result costs no more than measuring the limit.
 */
export function resultLimitProblem(result: unknown): string | null {
  let bytes = 0;
  const stack: Array<{ items: unknown[]; next: number }> = [];
  let current: unknown = result;
  for (;;) {
    if (typeof current === 'string') bytes += current.length + 2;
    else if (current !== null && typeof current === 'object') {
      if (stack.length >= MAX_RESULT_DEPTH) return `Query result is nested deeper than ${MAX_RESULT_DEPTH} levels`;
      const items = Array.isArray(current) ? current : Object.values(current);
      if (!Array.isArray(current)) for (const key of Object.keys(current)) bytes += key.length + 3;
      bytes += 2 + items.length;
      stack.push({ items, next: 0 });
    } else bytes += 8;
    if (bytes > MAX_RESULT_BYTES) return `Query result is larger than ${MAX_RESULT_BYTES / (1024 * 1024)} MB; ask for fewer documents or fields`;
    let top = stack[stack.length - 1];
    while (top && top.next >= top.items.length) {
      stack.pop();
      top = stack[stack.length - 1];
    }
    if (!top) return null;
    current = top.items[top.next];
    top.next += 1;
  }
}

export type QueryOutcome =
  | { ok: true; result: unknown; ms: number }
  | { ok: false; status: 400; error: { description: string; type: string; query: string; start?: number; end?: number } };

export async function runQuery(
  documents: SanityDocument[],
  query: string,
  params: Record<string, unknown>,
): Promise<QueryOutcome> {
  const started = performance.now();
  if (query.length > MAX_QUERY_LENGTH) {
    return { ok: false, status: 400, error: { description: `Query is longer than ${MAX_QUERY_LENGTH} characters`, type: 'queryTooLarge', query: '' } };
  }
  let tree;
  try {
    tree = parse(query, { params });
  } catch (error) {
    const position = (error as { position?: unknown }).position;
    return {
      ok: false,
      status: 400,
      error: {
        description: (error as Error).message,
        type: 'queryParseError',
        query,
        ...(typeof position === 'number' ? { start: position, end: position + 1 } : {}),
      },
    };
  }
  try {
    const value = await evaluate(tree, { dataset: documents, params });
    const result = await value.get();
    const tooLarge = resultLimitProblem(result);
    if (tooLarge) return { ok: false, status: 400, error: { description: tooLarge, type: 'queryResultTooLarge', query } };
    return { ok: true, result: result ?? null, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return { ok: false, status: 400, error: { description: (error as Error).message, type: 'queryEvaluationError', query } };
  }
}

/** GET parameters are `$name=<JSON>` pairs in the query string, as Sanity sends them. */
export function paramsFromSearch(search: Record<string, unknown>): Record<string, unknown> | string {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(search)) {
    if (!key.startsWith('$')) continue;
    const name = key.slice(1);
    if (typeof raw !== 'string') return `Parameter ${key} was given more than once`;
    try {
      params[name] = JSON.parse(raw);
    } catch {
      return `Parameter ${key} is not valid JSON`;
    }
  }
  return params;
}
