/**
 * Shopify's order webhooks: `orders/create`, `orders/cancelled` and `refunds/create` at
 * /webhooks/shopify/{orders-create,orders-cancelled,refunds-create}. Each body is verified against
 * `X-Shopify-Hmac-Sha256` (base64 HMAC-SHA256 of the raw bytes with SHOPIFY_WEBHOOK_SECRET, compared in
 * constant time) before anything is parsed or stored, and each delivery is applied once by its
 * `X-Shopify-Webhook-Id`. An order is stored once by its id and attributed to the quiz its cart
 * attributes name; a cancellation takes its revenue out, a refund its amount (docs/insights.md "Orders").
 * With the Admin API configured, an attributed order's kit is queued in the same transaction to be written
 * onto the Shopify order (server/marketing/shopify-order-kit.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Profile } from '../../contract/profile-fields.ts';
import type { Database } from '../db/database.ts';
import { apiError } from '../errors.ts';
import { orderKitMessage } from '../marketing/shopify-order-kit.ts';
import { enqueue } from '../outbox/outbox.ts';
import type { KitVariantSource } from '../kit/kit-variants.ts';
import { cancelOrder, findCompletionForOrder, firstDelivery, insertOrder, insertRefund, orderExists } from '../repositories/orders.ts';
import type { KitScentRef } from '../repositories/orders.ts';
import { kitFor, type HouseScentSource } from './kit.ts';
import { parseShopifyCancellation, parseShopifyOrder, parseShopifyRefund } from './webhooks-shopify-order.ts';

export interface WebhookRouteDeps {
  db: Database;
  secret: string | undefined;
  houseScents: HouseScentSource;
  /** The kit's variant ids, to tell its line's revenue apart (default: none known). */
  kitVariants?: Pick<KitVariantSource, 'current'>;
  /** With the Shopify Admin API configured: an attributed order's kit is written onto it through the outbox, then `kick`. */
  orderKit?: { kick: () => void } | undefined;
}

/** Shopify's delivery id: the same id again is a retry of a delivery already applied. */
const WEBHOOK_ID = /^[\w-]{1,100}$/;

/** Shopify order payloads carry every line item; a large order is well under this. */
const WEBHOOK_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

/** Whether `signature` (base64) is the HMAC-SHA256 of `body` with `secret`, compared in constant time. */
export function verifyShopifyHmac(body: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function shopifySignature(body: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/** The kit the quiz recommended for this profile (what the order ships); [] when it cannot be worked out. */
function shippedKit(profile: Profile, houseScents: HouseScentSource, log: FastifyBaseLogger): KitScentRef[] {
  const scents = houseScents.current();
  if (scents.length === 0) return [];
  try {
    return kitFor(profile, scents).picks.map((pick) => ({ id: pick.id, name: pick.name }));
  } catch (error) {
    log.warn({ err: error }, 'kit of an attributed order could not be worked out');
    return [];
  }
}

export async function registerWebhookRoutes(app: FastifyInstance, { db, secret, houseScents, kitVariants, orderKit }: WebhookRouteDeps): Promise<void> {
  const kitVariantIds = () => kitVariants?.current() ?? new Set<string>();

  /**
   * Verifies and parses a delivery, then runs `apply` once per webhook id. Answers for itself (and
   * returns undefined) when the delivery is refused or was applied already.
   */
  async function delivery(request: FastifyRequest, reply: FastifyReply, topic: string): Promise<unknown> {
    if (!secret) {
      request.log.error('SHOPIFY_WEBHOOK_SECRET is not set: order webhooks are refused');
      return reply.code(503).send(apiError('Order webhooks are not configured'));
    }
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['x-shopify-hmac-sha256'];
    if (!verifyShopifyHmac(raw, typeof signature === 'string' ? signature : undefined, secret)) {
      return reply.code(401).send(apiError('Invalid webhook signature'));
    }
    let payload: unknown;
    try {
      payload = JSON.parse(raw.toString('utf8'));
    } catch {
      return reply.code(400).send(apiError('Request body is not valid JSON'));
    }
    const webhookId = request.headers['x-shopify-webhook-id'];
    if (typeof webhookId === 'string' && WEBHOOK_ID.test(webhookId) && !(await firstDelivery(db, webhookId, topic))) {
      return reply.code(200).send({ duplicate: true });
    }
    return payload;
  }

  await app.register(async (scoped) => {
    // The signature covers the exact bytes Shopify sent: keep them, parse only after verifying.
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    const options = { bodyLimit: WEBHOOK_BODY_LIMIT_BYTES };

    scoped.post('/webhooks/shopify/orders-create', options, async (request, reply) => {
      const payload = await delivery(request, reply, 'orders/create');
      if (reply.sent) return reply;
      const parsed = parseShopifyOrder(payload, kitVariantIds());
      if (!parsed.ok) return reply.code(422).send(apiError('Unusable order', [parsed.error]));
      const order = parsed.value;
      if (await orderExists(db, order.id)) return reply.code(200).send({ stored: false, attributed: null });

      const completion = await findCompletionForOrder(db, order, order.createdAt);
      const kitScents = completion?.profile ? shippedKit(completion.profile, houseScents, request.log) : [];
      const writeKit = orderKit !== undefined && kitScents.length > 0;
      const stored = await db.transaction(async (tx) => {
        const fresh = await insertOrder(tx, {
          id: order.id,
          createdAt: order.createdAt,
          totalPrice: order.totalPrice,
          currency: order.currency,
          quizId: completion?.quizId ?? '',
          anonymousId: completion?.anonymousId ?? '',
          variant: completion ? (completion.variant || order.cartVariant) : '',
          kitScents,
          test: order.test,
          kitRevenue: order.kitRevenue,
        });
        if (fresh && writeKit) await enqueue(tx, orderKitMessage(order.id));
        return fresh;
      });
      if (stored && writeKit) orderKit.kick();
      const attributed = completion ? { quizId: completion.quizId, variant: completion.variant || order.cartVariant } : null;
      return reply.code(200).send({ stored, attributed: stored ? attributed : null });
    });

    scoped.post('/webhooks/shopify/orders-cancelled', options, async (request, reply) => {
      const payload = await delivery(request, reply, 'orders/cancelled');
      if (reply.sent) return reply;
      const parsed = parseShopifyCancellation(payload);
      if (!parsed.ok) return reply.code(422).send(apiError('Unusable cancellation', [parsed.error]));
      // An order the insights never stored (placed before the quiz was installed) has no revenue to take out.
      return reply.code(200).send({ cancelled: await cancelOrder(db, parsed.value.orderId, parsed.value.cancelledAt) });
    });

    scoped.post('/webhooks/shopify/refunds-create', options, async (request, reply) => {
      const payload = await delivery(request, reply, 'refunds/create');
      if (reply.sent) return reply;
      const parsed = parseShopifyRefund(payload, kitVariantIds());
      if (!parsed.ok) return reply.code(422).send(apiError('Unusable refund', [parsed.error]));
      return reply.code(200).send({ stored: await insertRefund(db, parsed.value) });
    });
  });
}
