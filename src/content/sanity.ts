/**
 * `@sanity/client`, loaded after the first step (docs/performance.md): the recommendation page's content
 * comes through it, from a real Sanity project (on its CDN) when `projectId` is set, otherwise from the
 * embedded Sanity-compatible API served by `apiHost`.
 */
import { createClient, type SanityClient } from '@sanity/client';
import { CONTENT_API_VERSION } from '../core/constants.ts';
import { CONTENT_DEADLINE_MS, type ContentSource } from '../core/content-query.ts';
import type { QueryParams } from '../core/content-request.ts';
import { classifyRequestError, errorDetail, type LoadError } from '../core/load-error.ts';
import type { Result } from '../core/types.ts';

/** Placeholder project id for the embedded API, which ignores it (the client insists on one). */
const EMBEDDED_PROJECT_ID = 'embedded';

export function createSanityClient({ dataset, projectId, apiHost }: ContentSource): SanityClient {
  return projectId
    ? createClient({ projectId, dataset, apiVersion: CONTENT_API_VERSION, useCdn: true, perspective: 'published', timeout: CONTENT_DEADLINE_MS })
    : createClient({
        timeout: CONTENT_DEADLINE_MS,
        projectId: EMBEDDED_PROJECT_ID,
        dataset,
        apiVersion: CONTENT_API_VERSION,
        apiHost,
        useProjectHostname: false,
        useCdn: false,
        // Shoppers see published documents only, never a draft (the embedded API's default too).
        perspective: 'published',
      });
}

/** A query through the client; the error says why (network, not found, server). */
export function sanityQuery(source: ContentSource): (query: string, params?: QueryParams) => Promise<Result<unknown, LoadError>> {
  const client = createSanityClient(source);
  return async (query, params = {}) => {
    try {
      return { ok: true, value: await client.fetch<unknown>(query, params) };
    } catch (error) {
      console.error('[fragrance-quiz] Content-service query failed', error);
      return { ok: false, error: { kind: classifyRequestError(error), detail: errorDetail(error) || 'Content-service query failed' } };
    }
  };
}
