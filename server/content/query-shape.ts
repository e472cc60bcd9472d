/**
 * Bounded work before any work: one linear pass over the query text, before it is normalised, parsed or
 * sent to a worker, refuses what no content query needs. The element's own queries are under 1 kB, nest
 * brackets 4 deep and open 13 (contract/content-queries.ts); the limits leave room for several times that.
 * Parsing and the cost estimate happen in the evaluation worker, inside the query's time budget.
 */

/** Characters of query text (the element's own queries are under 1 kB). */
export const MAX_QUERY_LENGTH = 8 * 1024;
/** Brackets (`{`, `[`, `(`) open at once. */
export const MAX_QUERY_NESTING = 24;
/** Brackets opened in the whole query: a chain like `*{...}{...}{...}…` is wide, not deep. */
export const MAX_QUERY_BRACKETS = 256;

export interface ShapeProblem {
  type: 'queryTooLarge' | 'queryTooComplex';
  description: string;
}

/** Why the query is refused before parsing, or null. Linear in the query's length, no recursion. */
export function queryShapeProblem(query: string): ShapeProblem | null {
  if (query.length > MAX_QUERY_LENGTH) {
    return { type: 'queryTooLarge', description: `Query is ${query.length} characters long; the limit is ${MAX_QUERY_LENGTH}` };
  }
  let depth = 0;
  let opened = 0;
  let quote = '';
  for (let i = 0; i < query.length; i += 1) {
    const char = query[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '/' && query[i + 1] === '/') {
      const end = query.indexOf('\n', i);
      if (end === -1) break;
      i = end;
    } else if (char === '{' || char === '[' || char === '(') {
      depth += 1;
      opened += 1;
      if (depth > MAX_QUERY_NESTING) {
        return { type: 'queryTooComplex', description: `Query nests brackets more than ${MAX_QUERY_NESTING} deep (at character ${i})` };
      }
      if (opened > MAX_QUERY_BRACKETS) {
        return { type: 'queryTooComplex', description: `Query opens more than ${MAX_QUERY_BRACKETS} brackets (projections, filters, calls); ask for less in one query` };
      }
    } else if ((char === '}' || char === ']' || char === ')') && depth > 0) depth -= 1;
  }
  return null;
}
