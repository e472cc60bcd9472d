/** The content API's request rules: `$param` parsing and the cache key of a query (its size: query-shape.ts). */

/**
 * The query with every run of whitespace outside string literals collapsed to one space (and none at
 * the ends), so that the same query sent with other indentation shares a cache entry. A query with a
 * `//` comment is kept as is: the comment ends at a line break that collapsing would remove.
 */
export function normaliseQuery(query: string): string {
  let out = '';
  let quote: string | null = null;
  let pendingSpace = false;
  for (let i = 0; i < query.length; i += 1) {
    const char = query[i] as string;
    if (quote) {
      out += char;
      if (char === '\\') {
        out += query[i + 1] ?? '';
        i += 1;
      } else if (char === quote) quote = null;
      continue;
    }
    if (char === '/' && query[i + 1] === '/') return query;
    if (/\s/.test(char)) {
      pendingSpace = out.length > 0;
      continue;
    }
    if (pendingSpace) out += ' ';
    pendingSpace = false;
    if (char === '"' || char === "'") quote = char;
    out += char;
  }
  return out;
}

/** Parameters nested deeper than this are refused (the result limit is the same depth). */
export const MAX_PARAMS_DEPTH = 100;

/** JSON with object keys sorted at every level (equal parameter sets give equal text), or null when too deep. */
export function canonicalJson(value: unknown, depth = 0): string | null {
  if (depth > MAX_PARAMS_DEPTH) return null;
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  const parts: string[] = [];
  const isArray = Array.isArray(value);
  const keys = isArray ? [...value.keys()] : Object.keys(value).sort();
  for (const key of keys) {
    const inner = canonicalJson((value as Record<string | number, unknown>)[key], depth + 1);
    if (inner === null) return null;
    parts.push(isArray ? inner : `${JSON.stringify(key)}:${inner}`);
  }
  return isArray ? `[${parts.join(',')}]` : `{${parts.join(',')}}`;
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
