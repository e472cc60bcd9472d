/**
 * Klaviyo (`KLAVIYO_PRIVATE_KEY`, `KLAVIYO_LIST_ID`): subscribes a consented address to e-mail marketing
 * on the list with "Bulk Subscribe Profiles", `POST /api/profile-subscription-bulk-create-jobs`, and
 * unsubscribes it with "Bulk Unsubscribe Profiles", `POST /api/profile-subscription-bulk-delete-jobs`
 * (`Authorization: Klaviyo-API-Key …`, `revision` pinned below, JSON:API bodies). Repeating either is a
 * no-op at Klaviyo, so both are idempotent; 429 waits for `Retry-After`.
 */
import type { HandlerResult } from '../outbox/outbox.ts';
import { redactError } from '../outbox/outbox.ts';
import { resultOf, TIMEOUT_MS } from './http.ts';

export const KLAVIYO_REVISION = '2025-01-15';
export const KLAVIYO_SUBSCRIBE = 'klaviyo-subscribe';
export const KLAVIYO_UNSUBSCRIBE = 'klaviyo-unsubscribe';

export interface KlaviyoConfig { privateKey: string; listId: string; baseUrl: string }

type Consent = 'SUBSCRIBED' | 'UNSUBSCRIBED';

function jobBody(type: string, email: string, listId: string, consent: Consent, extra: Record<string, unknown>): unknown {
  return {
    data: {
      type,
      attributes: {
        ...extra,
        profiles: {
          data: [{ type: 'profile', attributes: { email, subscriptions: { email: { marketing: { consent } } } } }],
        },
      },
      relationships: { list: { data: { type: 'list', id: listId } } },
    },
  };
}

export const subscribeBody = (email: string, listId: string): unknown =>
  jobBody('profile-subscription-bulk-create-job', email, listId, 'SUBSCRIBED', { custom_source: 'Fragrance quiz' });

export const unsubscribeBody = (email: string, listId: string): unknown =>
  jobBody('profile-subscription-bulk-delete-job', email, listId, 'UNSUBSCRIBED', {});

async function post(config: KlaviyoConfig, path: string, body: unknown, fetchImpl: typeof fetch): Promise<HandlerResult> {
  try {
    const response = await fetchImpl(`${config.baseUrl}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Klaviyo-API-Key ${config.privateKey}`,
        revision: KLAVIYO_REVISION,
        accept: 'application/vnd.api+json',
        'content-type': 'application/vnd.api+json',
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return resultOf(response, 'Klaviyo');
  } catch (error) {
    return { ok: false, error: redactError(error) };
  }
}

export function subscribeToKlaviyo(config: KlaviyoConfig, email: string, fetchImpl: typeof fetch = fetch): Promise<HandlerResult> {
  return post(config, '/api/profile-subscription-bulk-create-jobs', subscribeBody(email, config.listId), fetchImpl);
}

export function unsubscribeFromKlaviyo(config: KlaviyoConfig, email: string, fetchImpl: typeof fetch = fetch): Promise<HandlerResult> {
  return post(config, '/api/profile-subscription-bulk-delete-jobs', unsubscribeBody(email, config.listId), fetchImpl);
}
