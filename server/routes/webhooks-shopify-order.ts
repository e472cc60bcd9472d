/**
 * What the insights need from Shopify's `orders/create` webhook payload (an Order resource): its id, time,
 * total and currency, and the quiz keys the cart carried (`note_attributes`, and the anonymous id in the
 * note the quiz writes). Pure, so the rules are tested without HTTP.
 */
import { CART_ATTRIBUTES, isVariant } from '../../contract/events.ts';
import type { Result } from '../../contract/requests.ts';
import type { NewOrder } from '../repositories/orders.ts';
import { UUID_REGEXP } from '../schemas/common.ts';

/** The order's own fields as the insights store them (the kit and the served variant come from the quiz's records). */
export type ShopifyOrder = Pick<NewOrder, 'id' | 'createdAt' | 'totalPrice' | 'currency' | 'quizId' | 'anonymousId'> & {
  /** The variant the cart link carried ('' when absent or not A/B/C). */
  cartVariant: string;
};

const GID = /^gid:\/\/shopify\/Order\/(\d{1,30})$/;
const PRICE = /^\d{1,12}(\.\d{1,4})?$/;
const CURRENCY = /^[A-Z]{3}$/;
/** The note the quiz's cart link sets: `{'segmentAnonId':'…'}`. */
const NOTE_ANON_ID = /'segmentAnonId'\s*:\s*'([^']{1,200})'/;

function record(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value as Record<string, unknown> : null;
}

/**
 * The order id as exact decimal text. Shopify's numeric ids can exceed 2^53, where JSON numbers lose
 * digits, so the GraphQL id (a string) is preferred; a numeric id is taken only when it is exact.
 */
function orderId(order: Record<string, unknown>): string | null {
  const gid = typeof order.admin_graphql_api_id === 'string' ? GID.exec(order.admin_graphql_api_id) : null;
  if (gid) return gid[1] as string;
  if (typeof order.id === 'number' && Number.isSafeInteger(order.id) && order.id > 0) return String(order.id);
  if (typeof order.id === 'string' && /^\d{1,30}$/.test(order.id)) return order.id;
  return null;
}

function noteAttributes(order: Record<string, unknown>): Map<string, string> {
  const map = new Map<string, string>();
  if (!Array.isArray(order.note_attributes)) return map;
  for (const item of order.note_attributes) {
    const attribute = record(item);
    if (attribute && typeof attribute.name === 'string' && (typeof attribute.value === 'string' || typeof attribute.value === 'number')) {
      map.set(attribute.name, String(attribute.value).trim());
    }
  }
  return map;
}

export function parseShopifyOrder(payload: unknown): Result<ShopifyOrder> {
  const order = record(payload);
  if (!order) return { ok: false, error: 'the payload is not an order object' };
  const id = orderId(order);
  if (!id) return { ok: false, error: 'the order has no usable id' };
  const createdAt = typeof order.created_at === 'string' ? new Date(order.created_at) : null;
  if (!createdAt || Number.isNaN(createdAt.getTime())) return { ok: false, error: 'the order has no valid created_at' };
  const totalPrice = typeof order.total_price === 'number' ? order.total_price.toFixed(2) : order.total_price;
  if (typeof totalPrice !== 'string' || !PRICE.test(totalPrice)) return { ok: false, error: 'the order has no valid total_price' };
  const currency = order.currency;
  if (typeof currency !== 'string' || !CURRENCY.test(currency)) return { ok: false, error: 'the order has no valid currency' };

  const attributes = noteAttributes(order);
  const quizId = attributes.get(CART_ATTRIBUTES.quizId) ?? '';
  const variant = (attributes.get(CART_ATTRIBUTES.variant) ?? '').toUpperCase();
  const noteId = typeof order.note === 'string' ? NOTE_ANON_ID.exec(order.note)?.[1] : undefined;
  const anonymousId = (attributes.get(CART_ATTRIBUTES.anonymousId) ?? noteId ?? '').slice(0, 200);
  return {
    ok: true,
    value: {
      id,
      createdAt,
      totalPrice,
      currency,
      quizId: UUID_REGEXP.test(quizId) ? quizId.toLowerCase() : '',
      anonymousId,
      cartVariant: isVariant(variant) ? variant : '',
    },
  };
}
