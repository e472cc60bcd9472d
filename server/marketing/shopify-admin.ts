/**
 * Shopify's Admin GraphQL API (`SHOPIFY_ADMIN_TOKEN`, `SHOPIFY_SHOP`, `SHOPIFY_API_VERSION`):
 * `POST /admin/api/<version>/graphql.json` with `X-Shopify-Access-Token` and a JSON `{query, variables}`.
 * HTTP 429 waits for `Retry-After`; a `THROTTLED` GraphQL error waits for the cost to refill at the
 * reported restore rate; other GraphQL errors and `userErrors` are permanent (the request is wrong).
 */
import type { HandlerResult } from '../outbox/outbox.ts';
import { redactError } from '../outbox/outbox.ts';
import { resultOf, TIMEOUT_MS } from './http.ts';

export const SHOPIFY_API_VERSION = '2025-01';

export interface ShopifyAdminConfig { token: string; shop: string; baseUrl: string; apiVersion?: string }

export type GraphqlCall = { ok: true; data: Record<string, unknown> } | { ok: false; result: HandlerResult };

interface GraphqlAnswer {
  data?: Record<string, unknown>;
  errors?: Array<{ message?: string; extensions?: { code?: string } }>;
  extensions?: { cost?: { requestedQueryCost?: number; throttleStatus?: { currentlyAvailable?: number; restoreRate?: number } } };
}

export async function shopifyGraphql(config: ShopifyAdminConfig, query: string, variables: unknown, fetchImpl: typeof fetch = fetch): Promise<GraphqlCall> {
  let response: Response;
  try {
    response = await fetchImpl(`${config.baseUrl}/admin/api/${config.apiVersion ?? SHOPIFY_API_VERSION}/graphql.json`, {
      method: 'POST',
      headers: { 'x-shopify-access-token': config.token, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    return { ok: false, result: { ok: false, error: redactError(error) } };
  }
  if (!response.ok) return { ok: false, result: resultOf(response, 'Shopify') };
  const answer = await response.json().catch(() => null) as GraphqlAnswer | null;
  if (!answer) return { ok: false, result: { ok: false, error: 'Shopify answered a body that is not JSON' } };
  if (answer.errors?.length) {
    if (answer.errors.some((error) => error.extensions?.code === 'THROTTLED')) {
      const cost = answer.extensions?.cost;
      const missing = Math.max(0, (cost?.requestedQueryCost ?? 50) - (cost?.throttleStatus?.currentlyAvailable ?? 0));
      const rate = cost?.throttleStatus?.restoreRate || 50;
      return { ok: false, result: { ok: false, error: 'Shopify throttled the request', retryAfterMs: Math.ceil((missing / rate) * 1000) + 100 } };
    }
    return { ok: false, result: { ok: false, error: `Shopify: ${redactError(answer.errors.map((error) => error.message ?? '').join('; '))}`, permanent: true } };
  }
  return { ok: true, data: answer.data ?? {} };
}

/** The mutation's `userErrors` as one redacted line, or null when there are none. */
export function userErrorsOf(data: Record<string, unknown>, field: string): string | null {
  const errors = (data[field] as { userErrors?: Array<{ message?: string }> } | undefined)?.userErrors ?? [];
  return errors.length ? redactError(errors.map((error) => error.message ?? '').join('; ')) : null;
}

/** A mutation's answer as the outbox wants it: its `userErrors` are a permanent failure. */
export function mutationResult(call: GraphqlCall, field: string): HandlerResult {
  if (!call.ok) return call.result;
  const problem = userErrorsOf(call.data, field);
  return problem ? { ok: false, error: `Shopify: ${problem}`, permanent: true } : { ok: true };
}

export const FIND_CUSTOMER = `query FindCustomer($query: String!) {
  customers(first: 1, query: $query) { nodes { id } }
}`;

/** The id of the customer with this e-mail address, null when there is none. */
export async function findCustomerId(config: ShopifyAdminConfig, email: string, fetchImpl: typeof fetch = fetch): Promise<{ ok: true; id: string | null } | { ok: false; result: HandlerResult }> {
  const found = await shopifyGraphql(config, FIND_CUSTOMER, { query: `email:"${email.replace(/["\\]/g, '')}"` }, fetchImpl);
  if (!found.ok) return found;
  const id = ((found.data['customers'] as { nodes?: Array<{ id?: string }> } | undefined)?.nodes ?? [])[0]?.id;
  return { ok: true, id: typeof id === 'string' ? id : null };
}
