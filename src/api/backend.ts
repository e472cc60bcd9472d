/**
 * Typed clients for the backend's own endpoints; the bodies are declared in contract/requests.ts.
 * JSON in, JSON out, a timeout on every call. They never throw: every outcome is a `Result`, and
 * failures are logged (docs/architecture.md).
 */
import { deadline } from '../../contract/deadline.ts';
import { isRecord } from '../../contract/is-record.ts';
import type {
  DescriptionRequest, DescriptionResponse, GptContentRequest, GptContentResponse, QuizMetaRequest, QuizMetaResponse, Result,
} from '../../contract/requests.ts';

export type BackendErrorKind = 'network' | 'timeout' | 'http' | 'response';

export interface BackendError {
  kind: BackendErrorKind;
  /** The HTTP status for `http` (and for `response` when one was received); otherwise null. */
  status: number | null;
  message: string;
}

export type BackendResult<T> = Result<T, BackendError>;

export interface RequestOptions {
  /** Abort after this many milliseconds (default per endpoint). */
  timeoutMs?: number;
  /** Cancels the request from outside (e.g. the component went away). */
  signal?: AbortSignal;
}

export type { DescriptionSource, GptContentRequest, QuizMetaRequest } from '../../contract/requests.ts';

/** A model can take a while; the other endpoints only touch the database. */
export const TIMEOUTS_MS = { quizMeta: 10_000, description: 25_000, gptContent: 10_000 } as const;

/** 400, 413 and 415 mean the request itself is wrong: sending it again gives the same answer. */
export function isPermanentFailure(error: BackendError): boolean {
  return error.kind === 'http' && (error.status === 400 || error.status === 413 || error.status === 415);
}

function fail<T>(kind: BackendErrorKind, message: string, status: number | null = null): BackendResult<T> {
  return { ok: false, error: { kind, status, message } };
}

/** The `error` text of the backend's `{error, details}` bodies, when there is one. */
function errorText(json: unknown): string {
  return isRecord(json) && typeof json['error'] === 'string' ? `: ${json['error']}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

interface PostOptions extends RequestOptions {
  keepalive?: boolean;
}

/** POSTs JSON to `{apiHost}{path}` (also for src/api/kit.ts) and reads the answer with `read` (null: not the expected shape). */
export async function postJson<T>(
  apiHost: string,
  path: string,
  body: unknown,
  read: (json: unknown) => T | null,
  defaultTimeoutMs: number,
  { timeoutMs = defaultTimeoutMs, signal, keepalive = false }: PostOptions = {},
): Promise<BackendResult<T>> {
  const limit = deadline(timeoutMs, signal);
  const result = await (async (): Promise<BackendResult<T>> => {
    try {
      if (signal?.aborted) return fail('network', 'cancelled');
      const response = await fetch(`${apiHost.replace(/\/+$/, '')}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: limit.signal,
        keepalive,
        credentials: 'omit',
      });
      const json = await readJson(response);
      if (!response.ok) return fail('http', `HTTP ${response.status}${errorText(json)}`, response.status);
      const value = read(json);
      return value === null ? fail('response', 'unexpected response body', response.status) : { ok: true, value };
    } catch (error) {
      if (limit.timedOut()) return fail('timeout', `no answer within ${timeoutMs} ms`);
      return fail('network', error instanceof Error ? error.message : String(error));
    } finally {
      limit.dispose();
    }
  })();
  if (!result.ok) console.error(`[fragrance-quiz] POST ${path} failed (${result.error.kind}): ${result.error.message}`);
  return result;
}

/** POST /quiz-meta: stores the profile and the answer payload; answers the record's `id`. */
export function createQuizMeta(apiHost: string, body: QuizMetaRequest, options?: RequestOptions): Promise<BackendResult<QuizMetaResponse>> {
  return postJson(apiHost, '/quiz-meta', body, (json) => {
    const id = isRecord(json) ? json['id'] : undefined;
    return typeof id === 'string' && id !== '' ? { id } : null;
  }, TIMEOUTS_MS.quizMeta, options);
}

/**
 * POST /ai/description: the description of the profile stored under `quizMetaId` in the shopper's
 * `locale`, written (and kept) by the server, by a model or its composer.
 */
export function requestDescription(
  apiHost: string,
  quizMetaId: string,
  locale: string,
  options?: RequestOptions,
): Promise<BackendResult<DescriptionResponse>> {
  const body: DescriptionRequest = { quizMetaId, locale };
  return postJson(apiHost, '/ai/description', body, (json) => {
    if (!isRecord(json)) return null;
    const content = json['content'];
    if (typeof content !== 'string' || content.trim() === '') return null;
    return { content, source: json['source'] === 'composer' ? 'composer' : 'ai' };
  }, TIMEOUTS_MS.description, options);
}

/** POST /gpt-content: reports the description as shown (the server records the timing); answers `{success}`. */
export function postGptContent(apiHost: string, body: GptContentRequest, options?: RequestOptions): Promise<BackendResult<GptContentResponse>> {
  return postJson(apiHost, '/gpt-content', body, (json) => {
    const success = isRecord(json) ? json['success'] : undefined;
    return typeof success === 'boolean' ? { success } : null;
  }, TIMEOUTS_MS.gptContent, options);
}
