/** GROQ evaluation with groq-js, shaped like Sanity's query API. */
import { evaluate, parse } from 'groq-js';
import type { SanityDocument } from './datasets.ts';

export const MAX_QUERY_LENGTH = 16 * 1024;

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
