/**
 * The kit on the Shopify order: when `orders/create` attributes an order to a quiz, the outbox writes the
 * kit's four house scents (in pick order) and the quiz id onto the order as metafields with Admin GraphQL
 * `metafieldsSet` (server/marketing/shopify-admin.ts; scope `write_orders`), where the warehouse sees them:
 *   `fragrance_quiz.pick_list` (`multi_line_text_field`): "1. Amber Dusk" … one scent a line;
 *   `fragrance_quiz.kit` (`json`): `{quizId, scents: [{position, id, name}]}` for integrations.
 * The kit sent is the one stored with the order (`shop_orders.kit_scents`); once Shopify accepts it,
 * `kit_written_at` is set and the insights' "kit scents shipped" count it as written to the order.
 * `metafieldsSet` replaces the same values when repeated, so a retry after a crash is harmless.
 */
import type { Database, Queryable } from '../db/database.ts';
import type { HandlerResult, NewMessage, OutboxHandler } from '../outbox/outbox.ts';
import type { KitScentRef } from '../repositories/orders.ts';
import { mutationResult, shopifyGraphql, type ShopifyAdminConfig } from './shopify-admin.ts';

export const SHOPIFY_ORDER_KIT = 'shopify-order-kit';
export const KIT_NAMESPACE = 'fragrance_quiz';

export const SET_METAFIELDS = `mutation SetOrderKit($metafields: [MetafieldsSetInput!]!) {
  metafieldsSet(metafields: $metafields) { metafields { key namespace } userErrors { field message code } }
}`;

interface OrderKitPayload { orderId: string }

/** The message that writes order `orderId`'s kit (one per order, ever). */
export function orderKitMessage(orderId: string): NewMessage {
  return { kind: SHOPIFY_ORDER_KIT, key: `${SHOPIFY_ORDER_KIT}:${orderId}`, payload: { orderId } satisfies OrderKitPayload };
}

/** The `metafieldsSet` variables for an order's kit. */
export function orderKitVariables(orderId: string, quizId: string, scents: readonly KitScentRef[]): { metafields: unknown[] } {
  const ownerId = `gid://shopify/Order/${orderId}`;
  const positioned = scents.map((scent, index) => ({ position: index + 1, id: scent.id, name: scent.name }));
  return {
    metafields: [
      { ownerId, namespace: KIT_NAMESPACE, key: 'pick_list', type: 'multi_line_text_field', value: positioned.map((scent) => `${scent.position}. ${scent.name}`).join('\n') },
      { ownerId, namespace: KIT_NAMESPACE, key: 'kit', type: 'json', value: JSON.stringify({ quizId, scents: positioned }) },
    ],
  };
}

export async function writeOrderKit(config: ShopifyAdminConfig, orderId: string, quizId: string, scents: readonly KitScentRef[], fetchImpl: typeof fetch = fetch): Promise<HandlerResult> {
  return mutationResult(await shopifyGraphql(config, SET_METAFIELDS, orderKitVariables(orderId, quizId, scents), fetchImpl), 'metafieldsSet');
}

async function storedKit(db: Queryable, orderId: string): Promise<{ quizId: string; scents: KitScentRef[] } | null> {
  const [row] = await db.query<{ quiz_id: string; kit_scents: KitScentRef[] }>('SELECT quiz_id, kit_scents FROM shop_orders WHERE id = $1', [orderId]);
  return row && row.kit_scents.length > 0 ? { quizId: row.quiz_id, scents: row.kit_scents } : null;
}

export function orderKitHandler(db: Database, config: ShopifyAdminConfig, fetchImpl: typeof fetch = fetch): OutboxHandler {
  return async (message) => {
    const { orderId } = message.payload as OrderKitPayload;
    const kit = await storedKit(db, orderId);
    // Erased (shop/redact) or never attributed: nothing to write.
    if (!kit) return { ok: true };
    const result = await writeOrderKit(config, orderId, kit.quizId, kit.scents, fetchImpl);
    if (result.ok) await db.query('UPDATE shop_orders SET kit_written_at = coalesce(kit_written_at, now()) WHERE id = $1', [orderId]);
    return result;
  };
}
