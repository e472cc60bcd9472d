// GROQ evaluation with groq-js, shaped like Sanity's query API. Plain JavaScript because it also runs in
// the evaluation workers (groq-worker.mjs), which start without a TypeScript loader. Types: groq-eval.d.mts.
import { evaluate, parse } from 'groq-js';
import { performance } from 'node:perf_hooks';
import { costProblem } from './query-cost.mjs';

/** A query that would build more than this (e.g. `*{"x": *{"y": *}}`) is refused instead of serialized. */
export const MAX_RESULT_BYTES = 4 * 1024 * 1024;
/** Deeper results (deeply nested params) would overflow the stack of JSON.stringify. */
export const MAX_RESULT_DEPTH = 100;

/**
 * Why the result cannot be sent, or null. Walks iteratively, with memory bounded by the depth, and stops
 * as soon as a limit is passed, so measuring a huge result costs no more than measuring the limit.
 */
export function resultLimitProblem(result) {
  let bytes = 0;
  const stack = [];
  let current = result;
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

/**
 * The parsed tree, or the parser's complaint in Sanity's error shape. Any failure of the parser (a stack
 * overflow on a pathological query included) is the query's fault: a 400, never a crash.
 */
export function parseQuery(query, params) {
  try {
    return { ok: true, tree: parse(query, { params }) };
  } catch (error) {
    const position = error?.position;
    const overflow = error instanceof RangeError;
    return {
      ok: false,
      error: {
        description: overflow ? 'Query is nested too deeply to parse' : error instanceof Error ? error.message : String(error),
        type: 'queryParseError',
        query,
        ...(typeof position === 'number' ? { start: position, end: position + 1 } : {}),
      },
    };
  }
}

/** The parser's complaint in Sanity's error shape, or null when the query parses. */
export function parseProblem(query, params) {
  const parsed = parseQuery(query, params);
  return parsed.ok ? null : parsed.error;
}

/**
 * Parses once, checks the cost estimate over the documents (unless `checkCost` is false: the element's
 * own queries), evaluates and serialises: `{ok, json, ms}` or `{ok: false, error}` (a Sanity error body).
 */
export async function evaluateQuery(documents, query, params, checkCost = true) {
  const started = performance.now();
  const parsed = parseQuery(query, params);
  if (!parsed.ok) return { ok: false, error: parsed.error };
  try {
    const tooExpensive = checkCost ? costProblem(parsed.tree, documents.length) : null;
    if (tooExpensive) return { ok: false, error: { description: tooExpensive, type: 'queryTooExpensive', query } };
    const value = await evaluate(parsed.tree, { dataset: documents, params });
    const result = await value.get();
    const tooLarge = resultLimitProblem(result);
    if (tooLarge) return { ok: false, error: { description: tooLarge, type: 'queryResultTooLarge', query } };
    return { ok: true, json: JSON.stringify(result ?? null), ms: Math.round(performance.now() - started) };
  } catch (error) {
    const description = error instanceof RangeError
      ? 'Query is nested too deeply to evaluate'
      : error instanceof Error ? error.message : String(error);
    return { ok: false, error: { description, type: 'queryEvaluationError', query } };
  }
}
