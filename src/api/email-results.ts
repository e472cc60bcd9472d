/** `POST /email-results` (contract/email-optin.ts): the shopper's opt-in; answers `{queued}` or an error with the server's message. */
import type { EmailResultsRequest } from '../../contract/email-optin.ts';
import { isRecord } from '../../contract/is-record.ts';
import { postJson, type BackendResult, type RequestOptions } from './backend.ts';

export const EMAIL_RESULTS_TIMEOUT_MS = 10_000;

export function postEmailResults(apiHost: string, body: EmailResultsRequest, options?: RequestOptions): Promise<BackendResult<{ queued: boolean }>> {
  return postJson(apiHost, '/email-results', body, (json) => {
    const queued = isRecord(json) ? json['queued'] : undefined;
    return typeof queued === 'boolean' ? { queued } : null;
  }, EMAIL_RESULTS_TIMEOUT_MS, options);
}
