/**
 * A content query's URL as `@sanity/client` builds it for `client.fetch(query, params)`: the element's
 * request (src/core/content-request.ts) and the answer the server sends with the element's script
 * (server/entry-script.ts) name a query by it.
 */

/** The content API version the element speaks (as `@sanity/client`'s `apiVersion`). */
export const CONTENT_API_VERSION = '2024-04-01';

/** Path and search of a query over published documents, with GROQ parameters sent as `$name=<JSON>`. */
export function contentQueryPath(dataset: string, query: string, params: Readonly<Record<string, string>> = {}): string {
  // Published documents only (drafts never reach a shopper), in the client's parameter order.
  const search = new URLSearchParams({ query });
  for (const [name, value] of Object.entries(params)) search.append(`$${name}`, JSON.stringify(value));
  search.append('returnQuery', 'false');
  search.append('perspective', 'published');
  return `/v${CONTENT_API_VERSION}/data/query/${dataset}?${search}`;
}

/**
 * The global slot (`Symbol.for` key) where the element's script, as the server sends it, leaves the answer
 * to its first content query: `{ path, body }`, the query's `contentQueryPath` and the response body, parsed.
 */
export const SERVED_ANSWER_KEY = 'fragrance-quiz.served-answer';
