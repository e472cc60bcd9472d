/**
 * The marketing sync (when configured): outbox handlers that subscribe a consented opt-in at Klaviyo and
 * as a Shopify customer, and the messages a new opt-in enqueues for them. Each reads the opt-in at send
 * time: unsubscribed or erased by then, nothing is sent.
 */
import type { Database } from '../db/database.ts';
import type { NewMessage, OutboxHandler } from '../outbox/outbox.ts';
import { findOptin } from '../repositories/email-optins.ts';
import { KLAVIYO_SUBSCRIBE, subscribeToKlaviyo, type KlaviyoConfig } from './klaviyo.ts';
import { SHOPIFY_CUSTOMER, upsertShopifyCustomer, type ShopifyAdminConfig } from './shopify-customer.ts';

export interface MarketingConfig {
  klaviyo: KlaviyoConfig | null;
  shopifyAdmin: ShopifyAdminConfig | null;
}

export function marketingHandlers(db: Database, config: MarketingConfig, fetchImpl: typeof fetch = fetch): Record<string, OutboxHandler> {
  const handlers: Record<string, OutboxHandler> = {};
  const { klaviyo, shopifyAdmin } = config;
  if (klaviyo) {
    handlers[KLAVIYO_SUBSCRIBE] = async (message) => {
      const optin = await findOptin(db, (message.payload as { optinId: string }).optinId);
      return !optin || optin.unsubscribedAt ? { ok: true } : subscribeToKlaviyo(klaviyo, optin.email, fetchImpl);
    };
  }
  if (shopifyAdmin) {
    handlers[SHOPIFY_CUSTOMER] = async (message) => {
      const optin = await findOptin(db, (message.payload as { optinId: string }).optinId);
      return !optin || optin.unsubscribedAt ? { ok: true } : upsertShopifyCustomer(shopifyAdmin, optin.email, optin.consentedAt, fetchImpl);
    };
  }
  return handlers;
}

/** The sync messages of a new opt-in, one per configured service. */
export function marketingMessages(config: MarketingConfig, optinId: string, email: string): NewMessage[] {
  const subject = email.toLowerCase();
  return [
    ...(config.klaviyo ? [{ kind: KLAVIYO_SUBSCRIBE, key: `${KLAVIYO_SUBSCRIBE}:${optinId}`, subject, payload: { optinId } }] : []),
    ...(config.shopifyAdmin ? [{ kind: SHOPIFY_CUSTOMER, key: `${SHOPIFY_CUSTOMER}:${optinId}`, subject, payload: { optinId } }] : []),
  ];
}
