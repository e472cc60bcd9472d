/**
 * Where the quiz's content comes from: a real Sanity project (its CDN) or the embedded Sanity-compatible
 * API, as the element's attributes name it. The request itself is ./content-request.ts.
 */

import { DEFAULT_LOCALE } from '../../contract/markets.ts';

export { CONTENT_API_VERSION } from '../../contract/content-url.ts';
/** A content load, retries included, ends by then: a content API that never answers leaves no shopper waiting. */
export const CONTENT_DEADLINE_MS = 8_000;
/** The dataset read when the element names none. */
export const CONTENT_DEFAULT_DATASET = 'staging';

export interface ContentSource {
  dataset: string;
  /** A Sanity project: its API CDN. Absent: the embedded content API at `apiHost`. */
  projectId: string | undefined;
  /** Backend base URL without a trailing slash. */
  apiHost: string;
  /** The shopper's locale (contract/markets.ts); absent or the default: the base documents alone. */
  locale?: string | undefined;
}

/** Where the content's pictures come from: the project's image CDN, or the embedded API's host. */
export function contentAssetBase({ projectId, apiHost }: ContentSource): string {
  return projectId ? 'https://cdn.sanity.io/' : `${apiHost.replace(/\/+$/, '')}/`;
}

/** One string per source: the same attributes give the same key (no locale and en-US ask the same). */
export function contentSourceKey({ dataset, projectId, apiHost, locale }: ContentSource): string {
  return JSON.stringify([projectId ?? null, dataset, apiHost, locale === DEFAULT_LOCALE ? null : locale ?? null]);
}
