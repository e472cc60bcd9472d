/**
 * Cache and CORS headers of the public files: the element's hashed chunks, the demo page and the content
 * images (the entry script's own cache rule: ./entry-script.ts). Every script and image is public (`Access-Control-Allow-Origin: *`):
 * module scripts are fetched in CORS mode, so a store origin missing from `CORS_ORIGINS` must still get
 * the element (only the API keeps its allowlist). See docs/embedding.md.
 */
import type { FastifyReply } from 'fastify';
import { DOCUMENT_ONLY_HEADERS } from './security-headers.ts';

/** A file name with a content hash (`chunks/RecommendationPage-Bq3x_9aZ.js`): it never changes. */
const HASHED_CHUNK = /[/\\]chunks[/\\][^/\\]+-[A-Za-z0-9_-]{8,}\.js$/;
const PUBLIC_ASSET = /\.(?:js|svg|png|jpe?g|webp|avif|css|woff2?)$/i;
/** Files a browser never renders as a document (an SVG it may: it keeps every security header). */
const SUBRESOURCE = /\.(?:js|png|jpe?g|webp|avif|css|woff2?)$/i;

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Short enough that a release reaches shoppers within minutes; ETag makes the revalidation a 304. */
export const CACHE_SHORT = 'public, max-age=300';
export const CACHE_PAGE = 'no-cache';

/** The file a precompressed copy (`….js.br`, `….js.gz`) was made from. */
const original = (path: string) => path.replace(/\.(?:br|gz)$/, '');

export function cacheControlFor(compressedOrOriginal: string): string {
  const path = original(compressedOrOriginal);
  if (HASHED_CHUNK.test(path)) return CACHE_IMMUTABLE;
  if (PUBLIC_ASSET.test(path)) return CACHE_SHORT;
  return CACHE_PAGE;
}

/** `setHeaders` for @fastify/static (which adds the ETag and Last-Modified itself). */
export function setStaticHeaders(reply: FastifyReply, path: string): void {
  reply.header('cache-control', cacheControlFor(path));
  if (PUBLIC_ASSET.test(original(path))) {
    // The same bytes for every origin: `*` replaces any per-origin answer of the API's CORS rules.
    reply.header('access-control-allow-origin', '*');
    reply.removeHeader('vary');
  }
  // Set on the raw response for every request (security-headers.ts).
  if (SUBRESOURCE.test(original(path))) for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
}
