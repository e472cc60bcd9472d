/**
 * One GROQ query over the content API's HTTP interface, with nothing else: the same GET request
 * `@sanity/client` makes for `client.fetch(query)` (URL, `returnQuery=false`, retries), so the first
 * step's content can load before, and without, the client (docs/performance.md). Returns a Result.
 */
import { contentQueryPath } from '../../contract/content-url.ts';
import { CONTENT_DEADLINE_MS, type ContentSource } from './content-query.ts';
import { classifyRequestError, errorDetail, type LoadError } from './load-error.ts';
import type { Result } from './types.ts';

/** The content API's origin, as `@sanity/client` derives it (`useCdn` for a project). */
const contentApiOrigin = ({ projectId, apiHost }: ContentSource): string => (projectId ? `https://${projectId}.apicdn.sanity.io` : apiHost);

/** GROQ parameters (`$locale`), sent as `@sanity/client` sends them: `$name=<JSON>`. */
export type QueryParams = Readonly<Record<string, string>>;

export function contentQueryUrl(source: ContentSource, query: string, params: QueryParams = {}): string {
  return `${contentApiOrigin(source)}${contentQueryPath(source.dataset, query, params)}`;
}

/** An HTTP answer other than 2xx, shaped like the client's errors (a `statusCode` and a readable message). */
export class ContentHttpError extends Error {
  constructor(readonly statusCode: number, message: string) {
    super(message);
    this.name = 'ContentHttpError';
  }
}

/** The client retries failed GETs this often: network errors, 429, 502 and 503. */
export const CONTENT_RETRIES = 5;
const RETRIED_STATUS = new Set([429, 502, 503]);
/** Exponential back-off with jitter, as the client's retry middleware waits. */
export const contentRetryDelay = (attempt: number): number => 100 * 2 ** attempt + Math.random() * 100;

export interface QueryOptions {
  fetch?: typeof fetch;
  retries?: number;
  delay?: (attempt: number) => number;
  deadlineMs?: number;
}

/** Why no answer came, in words a store developer can act on ("Failed to fetch" alone says nothing). */
function networkDetail(error: unknown, url: string): string {
  const cause = errorDetail(error) || 'network error';
  return `Could not reach the content API at ${new URL(url).origin} (${cause}): it is down, unreachable, or does not allow this page's origin (CORS)`;
}

async function failureOf(response: Response, url: string): Promise<ContentHttpError> {
  const text = await response.text().catch(() => '');
  let message = `GET-request to ${url} resulted in HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
  try {
    const body = JSON.parse(text) as { error?: unknown; message?: unknown };
    const error = typeof body.error === 'object' && body.error !== null ? (body.error as { description?: unknown }).description : body.error;
    const parts = [error, body.message].filter((part): part is string => typeof part === 'string');
    if (parts.length > 0) message = parts.join(' - ');
  } catch {
    // Not JSON: the status line says enough.
  }
  return new ContentHttpError(response.status, message);
}

/** Runs `query` against `source`; the error says why (network, not found, server) for the shopper's message. */
export async function queryContent(source: ContentSource, query: string, options: QueryOptions = {}, params: QueryParams = {}): Promise<Result<unknown, LoadError>> {
  const { fetch: fetchImpl = fetch, retries = CONTENT_RETRIES, delay = contentRetryDelay, deadlineMs = CONTENT_DEADLINE_MS } = options;
  const url = contentQueryUrl(source, query, params);
  const endsAt = Date.now() + deadlineMs;
  for (let attempt = 0; ; attempt += 1) {
    let failure: unknown;
    let status: number | null = null;
    let timedOut = false;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, Math.max(0, endsAt - Date.now()));
    try {
      const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, signal: controller.signal });
      if (response.ok) {
        const body = await response.json() as { result?: unknown };
        return { ok: true, value: body.result };
      }
      status = response.status;
      failure = await failureOf(response, url);
      if (!RETRIED_STATUS.has(response.status)) attempt = retries;
    } catch (error) {
      failure = timedOut ? new Error(`No answer from the content API at ${new URL(url).origin} within ${deadlineMs / 1000} s`) : error;
      // A body that is not JSON is not worth asking for again.
      if (error instanceof SyntaxError) attempt = retries;
    } finally {
      clearTimeout(timer);
    }
    const waitMs = delay(attempt);
    if (attempt >= retries || timedOut || Date.now() + waitMs >= endsAt) {
      console.error('[fragrance-quiz] Content-service query failed', failure);
      const kind = timedOut ? 'network' : classifyRequestError(failure);
      const detail = kind === 'network' && !timedOut ? networkDetail(failure, url) : errorDetail(failure) || 'Content-service query failed';
      return { ok: false, error: { kind, detail, status, url } };
    }
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}
