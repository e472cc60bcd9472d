/**
 * Shopify (`SHOPIFY_ADMIN_TOKEN`, `SHOPIFY_SHOP`): the consented shopper becomes a customer subscribed to
 * e-mail marketing, through the Admin GraphQL API (`POST /admin/api/<version>/graphql.json`,
 * `X-Shopify-Access-Token`): look the address up; an existing customer gets
 * `customerEmailMarketingConsentUpdate`, a new one `customerCreate` with `emailMarketingConsent`.
 * Both leave the same state when repeated (idempotent). HTTP 429 waits for `Retry-After`; a `THROTTLED`
 * GraphQL error waits for the cost to refill at the reported restore rate.
 */
import type { HandlerResult } from '../outbox/outbox.ts';
import { redactError } from '../outbox/outbox.ts';
import { resultOf, TIMEOUT_MS } from './http.ts';

export const SHOPIFY_API_VERSION = '2025-01';
export const SHOPIFY_CUSTOMER = 'shopify-customer';

export interface ShopifyAdminConfig { token: string; shop: string; baseUrl: string }

export const FIND_CUSTOMER = `query FindCustomer($query: String!) {
  customers(first: 1, query: $query) { nodes { id } }
}`;

export const CREATE_CUSTOMER = `mutation CreateCustomer($input: CustomerInput!) {
  customerCreate(input: $input) { customer { id } userErrors { field message } }
}`;

export const UPDATE_CONSENT = `mutation UpdateConsent($input: CustomerEmailMarketingConsentUpdateInput!) {
  customerEmailMarketingConsentUpdate(input: $input) { customer { id } userErrors { field message } }
}`;

type Call = { ok: true; data: Record<string, unknown> } | { ok: false; result: HandlerResult };

interface GraphqlAnswer {
  data?: Record<string, unknown>;
  errors?: Array<{ message?: string; extensions?: { code?: string } }>;
  extensions?: { cost?: { requestedQueryCost?: number; throttleStatus?: { currentlyAvailable?: number; restoreRate?: number } } };
}

async function call(config: ShopifyAdminConfig, query: string, variables: unknown, fetchImpl: typeof fetch): Promise<Call> {
  let response: Response;
  try {
    response = await fetchImpl(`${config.baseUrl}/admin/api/${SHOPIFY_API_VERSION}/graphql.json`, {
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

function userErrors(data: Record<string, unknown>, field: string): string | null {
  const errors = (data[field] as { userErrors?: Array<{ message?: string }> } | undefined)?.userErrors ?? [];
  return errors.length ? redactError(errors.map((error) => error.message ?? '').join('; ')) : null;
}

/** Subscribes `email` to the shop's e-mail marketing as a customer, consented at `consentedAt`. */
export async function upsertShopifyCustomer(config: ShopifyAdminConfig, email: string, consentedAt: Date, fetchImpl: typeof fetch = fetch): Promise<HandlerResult> {
  const consent = { marketingState: 'SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN', consentUpdatedAt: consentedAt.toISOString() };
  const found = await call(config, FIND_CUSTOMER, { query: `email:"${email.replace(/["\\]/g, '')}"` }, fetchImpl);
  if (!found.ok) return found.result;
  const id = ((found.data['customers'] as { nodes?: Array<{ id?: string }> } | undefined)?.nodes ?? [])[0]?.id;
  if (id) {
    const updated = await call(config, UPDATE_CONSENT, { input: { customerId: id, emailMarketingConsent: consent } }, fetchImpl);
    if (!updated.ok) return updated.result;
    const problem = userErrors(updated.data, 'customerEmailMarketingConsentUpdate');
    return problem ? { ok: false, error: `Shopify: ${problem}`, permanent: true } : { ok: true };
  }
  const created = await call(config, CREATE_CUSTOMER, { input: { email, emailMarketingConsent: consent } }, fetchImpl);
  if (!created.ok) return created.result;
  const problem = userErrors(created.data, 'customerCreate');
  return problem ? { ok: false, error: `Shopify: ${problem}`, permanent: true } : { ok: true };
}
