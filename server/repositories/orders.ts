/** SQL of the `shop_orders` table: Shopify orders, each attributed to a quiz when it can be (docs/insights.md). */
import { ATTRIBUTION_WINDOW_DAYS } from '../../contract/events.ts';
import type { Profile } from '../../contract/profile-fields.ts';
import type { Queryable } from '../db/database.ts';

export interface KitScentRef {
  id: string;
  name: string;
}

export interface NewOrder {
  id: string;
  createdAt: Date;
  /** Decimal text as Shopify sends it, e.g. `"403.00"`. */
  totalPrice: string;
  currency: string;
  quizId: string;
  anonymousId: string;
  variant: string;
  kitScents: KitScentRef[];
  /** Shopify's `test: true`: kept for the record, never counted as revenue. */
  test: boolean;
  /** The kit lines' net revenue, decimal text. */
  kitRevenue: string;
}

/** Stores the order once: returns false when an order with this id is already stored (a webhook retry). */
export async function insertOrder(db: Queryable, order: NewOrder): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO shop_orders (id, created_at, total_price, currency, quiz_id, anonymous_id, variant, kit_scents, test, kit_revenue)
     VALUES ($1, $2, $3::numeric, $4, $5, $6, $7, $8::jsonb, $9, $10::numeric)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [order.id, order.createdAt.toISOString(), order.totalPrice, order.currency, order.quizId, order.anonymousId,
      order.variant, JSON.stringify(order.kitScents), order.test, order.kitRevenue],
  );
  return rows.length === 1;
}

/**
 * Records a webhook delivery by Shopify's `X-Shopify-Webhook-Id`; false when it was already recorded (a
 * retry or a duplicate delivery), so its effect is applied once.
 */
export async function firstDelivery(db: Queryable, webhookId: string, topic: string): Promise<boolean> {
  const rows = await db.query('INSERT INTO shopify_webhooks (id, topic) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id', [webhookId, topic]);
  return rows.length === 1;
}

/** Marks the order cancelled (its revenue no longer counts); false when no such order is stored. */
export async function cancelOrder(db: Queryable, orderId: string, cancelledAt: Date): Promise<boolean> {
  const rows = await db.query('UPDATE shop_orders SET cancelled_at = coalesce(cancelled_at, $2) WHERE id = $1 RETURNING id', [orderId, cancelledAt.toISOString()]);
  return rows.length === 1;
}

export interface NewRefund {
  id: string;
  orderId: string;
  createdAt: Date;
  amount: string;
  kitAmount: string;
}

/** Stores a refund once by its id; false when it was stored already. */
export async function insertRefund(db: Queryable, refund: NewRefund): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO shop_refunds (id, order_id, created_at, amount, kit_amount) VALUES ($1, $2, $3, $4::numeric, $5::numeric)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [refund.id, refund.orderId, refund.createdAt.toISOString(), refund.amount, refund.kitAmount],
  );
  return rows.length === 1;
}

export async function orderExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM shop_orders WHERE id = $1', [id])).length > 0;
}

export interface QuizCompletion {
  quizId: string;
  anonymousId: string;
  /** The variant the shopper saw ('' when no event told it). */
  variant: string;
  completedAt: Date;
  profile: Profile | null;
}

interface CompletionRow {
  quiz_id: string | null;
  anonymous_id: string | null;
  variant: string | null;
  completed_at: Date | string;
  profile: Profile | string | null;
}

/**
 * The quiz an order's attributes point at, when that quiz was completed at most ATTRIBUTION_WINDOW_DAYS
 * before the order (and no later than a few minutes after it, for clock skew). The quiz id is looked up
 * first, then the anonymous id; null when neither matches.
 */
export async function findCompletionForOrder(
  db: Queryable,
  keys: { quizId: string; anonymousId: string },
  orderAt: Date,
): Promise<QuizCompletion | null> {
  const window = [orderAt.toISOString(), ATTRIBUTION_WINDOW_DAYS];
  const rows: CompletionRow[] = [];
  if (keys.quizId) {
    rows.push(...await db.query<CompletionRow>(
      `SELECT m.id::text AS quiz_id, coalesce(s.anonymous_id, m.segment_anon_id) AS anonymous_id, s.variant,
              coalesce(s.completed_at, m.created_at) AS completed_at, m.profile
       FROM quiz_meta m LEFT JOIN insights_shoppers s ON s.quiz_id = m.id::text
       WHERE m.id = $3::uuid
         AND coalesce(s.completed_at, m.created_at) BETWEEN $1::timestamptz - make_interval(days => $2) AND $1::timestamptz + interval '5 minutes'
       LIMIT 1`,
      [...window, keys.quizId],
    ));
  }
  if (rows.length === 0 && keys.anonymousId) {
    rows.push(...await db.query<CompletionRow>(
      `SELECT s.quiz_id, s.anonymous_id, s.variant, s.completed_at, m.profile
       FROM insights_shoppers s LEFT JOIN quiz_meta m ON m.id::text = s.quiz_id
       WHERE s.anonymous_id = $3 AND s.completed_at IS NOT NULL
         AND s.completed_at BETWEEN $1::timestamptz - make_interval(days => $2) AND $1::timestamptz + interval '5 minutes'
       LIMIT 1`,
      [...window, keys.anonymousId],
    ));
  }
  const [row] = rows;
  if (!row) return null;
  return {
    quizId: row.quiz_id ?? '',
    anonymousId: row.anonymous_id ?? '',
    variant: row.variant ?? '',
    completedAt: new Date(row.completed_at),
    profile: typeof row.profile === 'string' ? (JSON.parse(row.profile) as Profile) : row.profile,
  };
}
