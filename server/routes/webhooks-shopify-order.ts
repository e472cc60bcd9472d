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
export type ShopifyOrder = Pick<NewOrder, 'id' | 'createdAt' | 'totalPrice' | 'currency' | 'quizId' | 'anonymousId' | 'test' | 'kitRevenue'> & {
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

/** A money amount as exact cents (Shopify sends decimal strings; a number is taken as written). */
function cents(value: unknown): number | null {
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  if (typeof text !== 'string' || !PRICE.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

const decimal = (amount: number) => (amount / 100).toFixed(2);

const variantIdOf = (line: Record<string, unknown>) =>
  (typeof line.variant_id === 'number' || typeof line.variant_id === 'string' ? String(line.variant_id) : '');

/**
 * The kit lines' net revenue in cents: price × quantity less the discounts allocated to those lines
 * (shipping and tax are not the kit's). A line with unreadable money counts nothing.
 */
function kitLineCents(lines: unknown, kitVariantIds: ReadonlySet<string>): number {
  if (!Array.isArray(lines)) return 0;
  let total = 0;
  for (const entry of lines) {
    const line = record(entry);
    if (!line || !kitVariantIds.has(variantIdOf(line))) continue;
    const price = cents(line.price);
    const quantity = typeof line.quantity === 'number' && Number.isInteger(line.quantity) && line.quantity > 0 ? line.quantity : 0;
    if (price === null) continue;
    const discounts = Array.isArray(line.discount_allocations)
      ? line.discount_allocations.reduce((sum: number, allocation) => sum + (cents(record(allocation)?.amount) ?? 0), 0)
      : 0;
    total += Math.max(0, price * quantity - discounts);
  }
  return total;
}

export function parseShopifyOrder(payload: unknown, kitVariantIds: ReadonlySet<string> = new Set()): Result<ShopifyOrder> {
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
      test: order.test === true,
      kitRevenue: decimal(kitLineCents(order.line_items, kitVariantIds)),
    },
  };
}

/** What the insights keep of a `refunds/create` payload (a Refund resource). */
export interface ShopifyRefund {
  id: string;
  orderId: string;
  createdAt: Date;
  /** Money returned to the shopper: the successful refund transactions, decimal text. */
  amount: string;
  /** The part of it for kit lines (their refunded subtotals), decimal text. */
  kitAmount: string;
}

const plainId = (value: unknown): string | null =>
  (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? String(value)
    : typeof value === 'string' && /^\d{1,30}$/.test(value) ? value : null);

export function parseShopifyRefund(payload: unknown, kitVariantIds: ReadonlySet<string> = new Set()): Result<ShopifyRefund> {
  const refund = record(payload);
  if (!refund) return { ok: false, error: 'the payload is not a refund object' };
  const id = plainId(refund.id);
  const orderId = plainId(refund.order_id);
  if (!id || !orderId) return { ok: false, error: 'the refund has no usable id or order_id' };
  const createdAt = typeof refund.created_at === 'string' ? new Date(refund.created_at) : null;
  if (!createdAt || Number.isNaN(createdAt.getTime())) return { ok: false, error: 'the refund has no valid created_at' };
  let amount = 0;
  for (const entry of Array.isArray(refund.transactions) ? refund.transactions : []) {
    const transaction = record(entry);
    if (!transaction || transaction.kind !== 'refund' || (transaction.status !== undefined && transaction.status !== 'success')) continue;
    const value = cents(transaction.amount);
    if (value === null) return { ok: false, error: 'a refund transaction has no valid amount' };
    amount += value;
  }
  let kitAmount = 0;
  for (const entry of Array.isArray(refund.refund_line_items) ? refund.refund_line_items : []) {
    const item = record(entry);
    const line = record(item?.line_item);
    if (!item || !line || !kitVariantIds.has(variantIdOf(line))) continue;
    kitAmount += cents(item.subtotal) ?? 0;
  }
  return { ok: true, value: { id, orderId, createdAt, amount: decimal(amount), kitAmount: decimal(Math.min(kitAmount, amount)) } };
}

/** The order id and time of an `orders/cancelled` payload (an Order resource with `cancelled_at`). */
export function parseShopifyCancellation(payload: unknown): Result<{ orderId: string; cancelledAt: Date }> {
  const order = record(payload);
  if (!order) return { ok: false, error: 'the payload is not an order object' };
  const id = orderId(order);
  if (!id) return { ok: false, error: 'the order has no usable id' };
  const cancelledAt = typeof order.cancelled_at === 'string' ? new Date(order.cancelled_at) : null;
  if (!cancelledAt || Number.isNaN(cancelledAt.getTime())) return { ok: false, error: 'the order has no valid cancelled_at' };
  return { ok: true, value: { orderId: id, cancelledAt } };
}
