/**
 * The marketing sync (when configured): outbox handlers that subscribe a consented opt-in at Klaviyo and
 * as a Shopify customer, and unsubscribe it at both when the shopper unsubscribes; and the messages an
 * opt-in or an unsubscribe enqueues for them. Each reads the opt-in at send time: a subscribe for an
 * address unsubscribed or erased by then sends nothing, and so does an unsubscribe for an address that
 * opted in again since.
 */
import type { Database } from '../db/database.ts';
import type { NewMessage, OutboxHandler } from '../outbox/outbox.ts';
import { findOptin, optinsFor, type OptinRow } from '../repositories/email-optins.ts';
import { KLAVIYO_SUBSCRIBE, KLAVIYO_UNSUBSCRIBE, subscribeToKlaviyo, unsubscribeFromKlaviyo, type KlaviyoConfig } from './klaviyo.ts';
import { SHOPIFY_CUSTOMER, SHOPIFY_UNSUBSCRIBE, unsubscribeShopifyCustomer, upsertShopifyCustomer, type ShopifyAdminConfig } from './shopify-customer.ts';

export interface MarketingConfig {
  klaviyo: KlaviyoConfig | null;
  shopifyAdmin: ShopifyAdminConfig | null;
}

interface OptinPayload { optinId: string }

/** The unsubscribed opt-in a message names, unless the address opted in again after unsubscribing. */
async function stillUnsubscribed(db: Database, optinId: string): Promise<(OptinRow & { unsubscribedAt: Date }) | null> {
  const optin = await findOptin(db, optinId);
  if (!optin?.unsubscribedAt) return null;
  const since = optin.unsubscribedAt;
  const again = (await optinsFor(db, optin.email)).some((other) => other.unsubscribedAt === null && other.consentedAt > since);
  return again ? null : { ...optin, unsubscribedAt: since };
}

export function marketingHandlers(db: Database, config: MarketingConfig, fetchImpl: typeof fetch = fetch): Record<string, OutboxHandler> {
  const handlers: Record<string, OutboxHandler> = {};
  const { klaviyo, shopifyAdmin } = config;
  const optinOf = (payload: unknown) => findOptin(db, (payload as OptinPayload).optinId);
  const unsubscribedOf = (payload: unknown) => stillUnsubscribed(db, (payload as OptinPayload).optinId);
  if (klaviyo) {
    handlers[KLAVIYO_SUBSCRIBE] = async (message) => {
      const optin = await optinOf(message.payload);
      return !optin || optin.unsubscribedAt ? { ok: true } : subscribeToKlaviyo(klaviyo, optin.email, fetchImpl);
    };
    handlers[KLAVIYO_UNSUBSCRIBE] = async (message) => {
      const optin = await unsubscribedOf(message.payload);
      return optin ? unsubscribeFromKlaviyo(klaviyo, optin.email, fetchImpl) : { ok: true };
    };
  }
  if (shopifyAdmin) {
    handlers[SHOPIFY_CUSTOMER] = async (message) => {
      const optin = await optinOf(message.payload);
      return !optin || optin.unsubscribedAt ? { ok: true } : upsertShopifyCustomer(shopifyAdmin, optin.email, optin.consentedAt, fetchImpl);
    };
    handlers[SHOPIFY_UNSUBSCRIBE] = async (message) => {
      const optin = await unsubscribedOf(message.payload);
      return optin ? unsubscribeShopifyCustomer(shopifyAdmin, optin.email, optin.unsubscribedAt, fetchImpl) : { ok: true };
    };
  }
  return handlers;
}

function messages(config: MarketingConfig, kinds: { klaviyo: string; shopify: string }, optinId: string, email: string): NewMessage[] {
  const subject = email.toLowerCase();
  const message = (kind: string): NewMessage => ({ kind, key: `${kind}:${optinId}`, subject, payload: { optinId } satisfies OptinPayload });
  return [...(config.klaviyo ? [message(kinds.klaviyo)] : []), ...(config.shopifyAdmin ? [message(kinds.shopify)] : [])];
}

/** The sync messages of a new opt-in, one per configured service. */
export const marketingMessages = (config: MarketingConfig, optinId: string, email: string): NewMessage[] =>
  messages(config, { klaviyo: KLAVIYO_SUBSCRIBE, shopify: SHOPIFY_CUSTOMER }, optinId, email);

/** The sync messages of an unsubscribe through opt-in `optinId`'s link, one per configured service (once per link). */
export const unsubscribeMessages = (config: MarketingConfig, optinId: string, email: string): NewMessage[] =>
  messages(config, { klaviyo: KLAVIYO_UNSUBSCRIBE, shopify: SHOPIFY_UNSUBSCRIBE }, optinId, email);
