/**
 * Klaviyo (`KLAVIYO_PRIVATE_KEY`, `KLAVIYO_LIST_ID`): subscribes a consented address to e-mail marketing
 * on the list with "Bulk Subscribe Profiles", `POST /api/profile-subscription-bulk-create-jobs`
 * (`Authorization: Klaviyo-API-Key …`, `revision` pinned below, JSON:API body). Subscribing again is a
 * no-op at Klaviyo, so the call is idempotent; 429 waits for `Retry-After`.
 */
import type { HandlerResult } from '../outbox/outbox.ts';
import { redactError } from '../outbox/outbox.ts';
import { resultOf, TIMEOUT_MS } from './http.ts';

export const KLAVIYO_REVISION = '2025-01-15';
export const KLAVIYO_SUBSCRIBE = 'klaviyo-subscribe';

export interface KlaviyoConfig { privateKey: string; listId: string; baseUrl: string }

export function subscribeBody(email: string, listId: string): unknown {
  return {
    data: {
      type: 'profile-subscription-bulk-create-job',
      attributes: {
        custom_source: 'Fragrance quiz',
        profiles: {
          data: [{ type: 'profile', attributes: { email, subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } } } }],
        },
      },
      relationships: { list: { data: { type: 'list', id: listId } } },
    },
  };
}

export async function subscribeToKlaviyo(config: KlaviyoConfig, email: string, fetchImpl: typeof fetch = fetch): Promise<HandlerResult> {
  try {
    const response = await fetchImpl(`${config.baseUrl}/api/profile-subscription-bulk-create-jobs`, {
      method: 'POST',
      headers: {
        authorization: `Klaviyo-API-Key ${config.privateKey}`,
        revision: KLAVIYO_REVISION,
        accept: 'application/vnd.api+json',
        'content-type': 'application/vnd.api+json',
      },
      body: JSON.stringify(subscribeBody(email, config.listId)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return resultOf(response, 'Klaviyo');
  } catch (error) {
    return { ok: false, error: redactError(error) };
  }
}
