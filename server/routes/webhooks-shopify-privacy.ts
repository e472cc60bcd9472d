/**
 * Shopify's mandatory privacy webhooks, HMAC-verified like the order webhook (`X-Shopify-Hmac-Sha256`
 * with SHOPIFY_WEBHOOK_SECRET; unset → 503, wrong → 401):
 *   POST /webhooks/shopify/customers-data-request  `customers/data_request`: what the quiz keeps about the
 *        customer (by e-mail and the orders named), answered as JSON and written to
 *        `DATA_DIR/privacy-exports/<data_request.id>.json` for the merchant to pass on
 *   POST /webhooks/shopify/customers-redact        `customers/redact`: deletes it (server/repositories/privacy.ts)
 *   POST /webhooks/shopify/shop-redact             `shop/redact`: deletes every shopper's data
 * Nothing personal is logged: only counts.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { isRecord } from '../../contract/is-record.ts';
import type { Database } from '../db/database.ts';
import { apiError } from '../errors.ts';
import { eraseShopData, eraseShopperData, exportShopperData, type ShopperKeys } from '../repositories/privacy.ts';
import { verifyShopifyHmac } from './webhooks-shopify.ts';

const BODY_LIMIT_BYTES = 256 * 1024;

export interface PrivacyWebhookDeps {
  db: Database;
  secret: string | undefined;
  dataDir: string;
}

/** The shopper's keys from a `customers/*` payload: `customer.email` and `orders_requested`/`orders_to_redact`. */
export function shopperKeysOf(payload: unknown): ShopperKeys | null {
  if (!isRecord(payload) || !isRecord(payload['customer'])) return null;
  const email = typeof payload['customer']['email'] === 'string' ? payload['customer']['email'].trim() : '';
  const orders = payload['orders_requested'] ?? payload['orders_to_redact'];
  const orderIds = (Array.isArray(orders) ? orders : [])
    .map((id) => (typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? String(id) : typeof id === 'string' && /^\d{1,30}$/.test(id) ? id : null))
    .filter((id): id is string => id !== null);
  return email || orderIds.length > 0 ? { email, orderIds } : null;
}

export async function registerPrivacyWebhooks(app: FastifyInstance, { db, secret, dataDir }: PrivacyWebhookDeps): Promise<void> {
  await app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
    // Verifies and parses; answers the failure itself and returns undefined, or returns the payload.
    scoped.addHook('preHandler', async (request, reply) => {
      if (!secret) {
        request.log.error('SHOPIFY_WEBHOOK_SECRET is not set: privacy webhooks are refused');
        return reply.code(503).send(apiError('Webhooks are not configured'));
      }
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['x-shopify-hmac-sha256'];
      if (!verifyShopifyHmac(raw, typeof signature === 'string' ? signature : undefined, secret)) {
        return reply.code(401).send(apiError('Invalid webhook signature'));
      }
      try {
        request.body = JSON.parse(raw.toString('utf8')) as unknown;
      } catch {
        return reply.code(400).send(apiError('Request body is not valid JSON'));
      }
      return undefined;
    });

    scoped.post('/webhooks/shopify/customers-data-request', async (request, reply) => {
      const keys = shopperKeysOf(request.body);
      if (!keys) return reply.code(422).send(apiError('No customer e-mail or order ids in the payload'));
      const data = await exportShopperData(db, keys);
      const requestId = isRecord(request.body) && isRecord(request.body['data_request']) ? String(request.body['data_request']['id'] ?? '') : '';
      const name = /^\d{1,30}$/.test(requestId) ? requestId : `request-${Date.now()}`;
      const dir = join(dataDir, 'privacy-exports');
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, `${name}.json`), JSON.stringify({ customer: keys, ...data }, null, 2));
      request.log.info({ exportFile: `${name}.json`, optins: data.optins.length, quizzes: data.quizzes.length, orders: data.orders.length }, 'customer data request answered');
      return reply.code(200).send({ customer: keys, ...data });
    });

    scoped.post('/webhooks/shopify/customers-redact', async (request, reply) => {
      const keys = shopperKeysOf(request.body);
      if (!keys) return reply.code(422).send(apiError('No customer e-mail or order ids in the payload'));
      const deleted = await eraseShopperData(db, keys);
      request.log.info({ deleted }, 'customer data erased');
      return reply.code(200).send({ deleted });
    });

    scoped.post('/webhooks/shopify/shop-redact', async (request, reply) => {
      await eraseShopData(db);
      request.log.info('shop data erased');
      return reply.code(200).send({ deleted: true });
    });
  });
}
