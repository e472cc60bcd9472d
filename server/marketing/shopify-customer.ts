/**
 * Shopify (server/marketing/shopify-admin.ts): the consented shopper becomes a customer subscribed to
 * e-mail marketing: look the address up; an existing customer gets `customerEmailMarketingConsentUpdate`,
 * a new one `customerCreate` with `emailMarketingConsent`. An unsubscribe sets an existing customer's
 * consent to `UNSUBSCRIBED` (no customer: nothing to do). Each leaves the same state when repeated.
 */
import type { HandlerResult } from '../outbox/outbox.ts';
import { findCustomerId, mutationResult, shopifyGraphql, type ShopifyAdminConfig } from './shopify-admin.ts';

export { SHOPIFY_API_VERSION, type ShopifyAdminConfig } from './shopify-admin.ts';
export const SHOPIFY_CUSTOMER = 'shopify-customer';
export const SHOPIFY_UNSUBSCRIBE = 'shopify-unsubscribe';

export const CREATE_CUSTOMER = `mutation CreateCustomer($input: CustomerInput!) {
  customerCreate(input: $input) { customer { id } userErrors { field message } }
}`;

export const UPDATE_CONSENT = `mutation UpdateConsent($input: CustomerEmailMarketingConsentUpdateInput!) {
  customerEmailMarketingConsentUpdate(input: $input) { customer { id } userErrors { field message } }
}`;

/** Subscribes `email` to the shop's e-mail marketing as a customer, consented at `consentedAt`. */
export async function upsertShopifyCustomer(config: ShopifyAdminConfig, email: string, consentedAt: Date, fetchImpl: typeof fetch = fetch): Promise<HandlerResult> {
  const consent = { marketingState: 'SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN', consentUpdatedAt: consentedAt.toISOString() };
  const found = await findCustomerId(config, email, fetchImpl);
  if (!found.ok) return found.result;
  if (found.id) {
    return mutationResult(await shopifyGraphql(config, UPDATE_CONSENT, { input: { customerId: found.id, emailMarketingConsent: consent } }, fetchImpl), 'customerEmailMarketingConsentUpdate');
  }
  return mutationResult(await shopifyGraphql(config, CREATE_CUSTOMER, { input: { email, emailMarketingConsent: consent } }, fetchImpl), 'customerCreate');
}

/** Sets the e-mail marketing consent of the customer with `email` to `UNSUBSCRIBED`, as of `unsubscribedAt`. */
export async function unsubscribeShopifyCustomer(config: ShopifyAdminConfig, email: string, unsubscribedAt: Date, fetchImpl: typeof fetch = fetch): Promise<HandlerResult> {
  const found = await findCustomerId(config, email, fetchImpl);
  if (!found.ok) return found.result;
  if (!found.id) return { ok: true };
  const consent = { marketingState: 'UNSUBSCRIBED', consentUpdatedAt: unsubscribedAt.toISOString() };
  return mutationResult(await shopifyGraphql(config, UPDATE_CONSENT, { input: { customerId: found.id, emailMarketingConsent: consent } }, fetchImpl), 'customerEmailMarketingConsentUpdate');
}
