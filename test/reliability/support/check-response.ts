/** What every answer to a hostile request must look like: never a 5xx, and a rejection that says why. */
import type { ErrorShape } from './hostile-requests.ts';

/** Statuses a rejection may have: bad input, unknown thing, body too large, wrong content type, path too long. */
export const REJECTION_STATUSES: ReadonlySet<number> = new Set([400, 404, 413, 414, 415]);

/** Error titles that need `details` to say what was wrong; any other title is specific by itself. */
const VAGUE_TITLES = new Set(['Invalid request', 'Bad Request', 'Internal error', 'Not Found', 'Error', '']);

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

function parse(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function backendProblem(json: Record<string, unknown>): string | null {
  const { error, details } = json;
  if (typeof error !== 'string' || error.trim() === '') return 'no "error" string';
  if (!Array.isArray(details)) return 'no "details" array';
  if (VAGUE_TITLES.has(error) && details.length === 0) return `"${error}" without details`;
  for (const detail of details) {
    if (typeof detail === 'string' ? detail.trim() === '' : typeof (detail as { message?: unknown })?.message !== 'string') {
      return 'a detail without a message';
    }
  }
  return null;
}

function contentProblem(json: Record<string, unknown>, status: number): string | null {
  const error = json['error'];
  if (error && typeof error === 'object') {
    const description = (error as { description?: unknown }).description;
    return typeof description === 'string' && description.trim() !== '' ? null : 'no error.description';
  }
  // 404s (unknown dataset, no such route) keep Sanity's plain not-found shape or the backend's, and a
  // malformed or too long path is refused by the framework before any route (the backend's shape).
  const beforeRouting = status === 404 || status === 414 || (typeof error === 'string' && error.includes('not a valid url'));
  if (beforeRouting && typeof error === 'string') {
    return typeof json['message'] === 'string' ? null : backendProblem(json);
  }
  return 'no Sanity-shaped error';
}

/** Problems of one answer (empty when it is acceptable). 2xx answers are accepted: mutations can be valid. */
export function answerProblems(answer: Answer, shape: ErrorShape): string[] {
  const { statusCode: status } = answer;
  if (status >= 200 && status < 300) return [];
  if (status >= 500) return [`HTTP ${status}: ${answer.body.slice(0, 300)}`];
  if (!REJECTION_STATUSES.has(status)) return [`unexpected HTTP ${status}: ${answer.body.slice(0, 200)}`];
  const type = String(answer.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) return [`HTTP ${status} with content-type "${type}"`];
  const json = parse(answer.body);
  if (!json || typeof json !== 'object') return [`HTTP ${status} body is not a JSON object`];
  const problem = shape === 'content' ? contentProblem(json as Record<string, unknown>, status) : backendProblem(json as Record<string, unknown>);
  return problem ? [`HTTP ${status}: ${problem}: ${answer.body.slice(0, 200)}`] : [];
}
