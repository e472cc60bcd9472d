/**
 * The marketing clients against local HTTP servers that check every request against the providers'
 * documented shapes (Klaviyo's Bulk Subscribe Profiles, Shopify's Admin GraphQL customer mutations), and
 * the sync through the outbox: idempotent, 429 `Retry-After` honoured, nothing for an unsubscribed opt-in.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { enqueue, startOutboxWorker } from '../outbox/outbox.ts';
import { insertOptin, unsubscribe } from '../repositories/email-optins.ts';
import { fakeService, json, type Seen } from '../test-support/fake-service.ts';
import { pgliteTarget, type TestDb } from '../test-support/test-db.ts';
import { marketingHandlers, marketingMessages } from './handlers.ts';
import { retryAfterMs } from './http.ts';
import { KLAVIYO_REVISION, subscribeToKlaviyo } from './klaviyo.ts';
import { SHOPIFY_API_VERSION, upsertShopifyCustomer } from './shopify-customer.ts';

/** Klaviyo's documented request: JSON:API job with one profile subscribed to e-mail marketing on the list. */
function assertKlaviyoRequest(seen: Seen, email: string, listId: string) {
  assert.equal(seen.method, 'POST');
  assert.equal(seen.path, '/api/profile-subscription-bulk-create-jobs');
  assert.equal(seen.headers['authorization'], 'Klaviyo-API-Key pk_test_key');
  assert.equal(seen.headers['revision'], KLAVIYO_REVISION);
  assert.match(KLAVIYO_REVISION, /^\d{4}-\d{2}-\d{2}$/);
  assert.equal(seen.headers['content-type'], 'application/vnd.api+json');
  assert.equal(seen.headers['accept'], 'application/vnd.api+json');
  assert.deepEqual(seen.body, {
    data: {
      type: 'profile-subscription-bulk-create-job',
      attributes: {
        custom_source: 'Fragrance quiz',
        profiles: { data: [{ type: 'profile', attributes: { email, subscriptions: { email: { marketing: { consent: 'SUBSCRIBED' } } } } }] },
      },
      relationships: { list: { data: { type: 'list', id: listId } } },
    },
  });
}

function assertShopifyRequest(seen: Seen, operation: RegExp) {
  assert.equal(seen.method, 'POST');
  assert.equal(seen.path, `/admin/api/${SHOPIFY_API_VERSION}/graphql.json`);
  assert.equal(seen.headers['x-shopify-access-token'], 'shpat_test');
  assert.equal(seen.headers['content-type'], 'application/json');
  const body = seen.body as { query: string; variables: unknown };
  assert.match(body.query, operation);
  return body.variables as Record<string, unknown>;
}

describe('Klaviyo client', () => {
  let service: Awaited<ReturnType<typeof fakeService>>;
  before(async () => { service = await fakeService(); });
  after(async () => { await service.close(); });
  beforeEach(() => { service.seen.length = 0; });
  const config = () => ({ privateKey: 'pk_test_key', listId: 'Y6nRLr', baseUrl: service.url });

  it('subscribes with the documented request; 202 is ok', async () => {
    service.replies.push((_s, res) => { res.writeHead(202).end(); });
    assert.deepEqual(await subscribeToKlaviyo(config(), 'jane@example.com'), { ok: true });
    assertKlaviyoRequest(service.seen[0]!, 'jane@example.com', 'Y6nRLr');
  });

  it('429 waits for Retry-After; 400 is permanent; 503 is retried', async () => {
    service.replies.push(json(429, { errors: [] }, { 'retry-after': '7' }), json(400, { errors: [{ detail: 'bad' }] }), json(503, {}));
    assert.deepEqual(await subscribeToKlaviyo(config(), 'a@example.com'), { ok: false, error: 'Klaviyo answered HTTP 429', retryAfterMs: 7000 });
    assert.equal((await subscribeToKlaviyo(config(), 'a@example.com') as { permanent?: boolean }).permanent, true);
    assert.equal((await subscribeToKlaviyo(config(), 'a@example.com') as { permanent?: boolean }).permanent, false);
  });
});

describe('Shopify customer client', () => {
  let service: Awaited<ReturnType<typeof fakeService>>;
  before(async () => { service = await fakeService(); });
  after(async () => { await service.close(); });
  beforeEach(() => { service.seen.length = 0; });
  const config = () => ({ token: 'shpat_test', shop: 'shop.myshopify.com', baseUrl: service.url });
  const consentedAt = new Date('2026-11-27T10:00:00Z');
  const consent = { marketingState: 'SUBSCRIBED', marketingOptInLevel: 'SINGLE_OPT_IN', consentUpdatedAt: '2026-11-27T10:00:00.000Z' };

  it('a new address: looks it up, then customerCreate with emailMarketingConsent', async () => {
    service.replies.push(json(200, { data: { customers: { nodes: [] } } }), json(200, { data: { customerCreate: { customer: { id: 'gid://shopify/Customer/1' }, userErrors: [] } } }));
    assert.deepEqual(await upsertShopifyCustomer(config(), 'jane@example.com', consentedAt), { ok: true });
    assert.deepEqual(assertShopifyRequest(service.seen[0]!, /customers\(first: 1, query: \$query\)/), { query: 'email:"jane@example.com"' });
    assert.deepEqual(assertShopifyRequest(service.seen[1]!, /customerCreate\(input: \$input\)/), { input: { email: 'jane@example.com', emailMarketingConsent: consent } });
  });

  it('an existing customer (or a repeat): customerEmailMarketingConsentUpdate on its id', async () => {
    service.replies.push(json(200, { data: { customers: { nodes: [{ id: 'gid://shopify/Customer/7' }] } } }),
      json(200, { data: { customerEmailMarketingConsentUpdate: { customer: { id: 'gid://shopify/Customer/7' }, userErrors: [] } } }));
    assert.deepEqual(await upsertShopifyCustomer(config(), 'jane@example.com', consentedAt), { ok: true });
    assert.deepEqual(assertShopifyRequest(service.seen[1]!, /customerEmailMarketingConsentUpdate\(input: \$input\)/),
      { input: { customerId: 'gid://shopify/Customer/7', emailMarketingConsent: consent } });
  });

  it('429 and THROTTLED wait; user errors are permanent, without the address', async () => {
    service.replies.push(json(429, {}, { 'retry-after': '2' }));
    assert.equal((await upsertShopifyCustomer(config(), 'a@example.com', consentedAt) as { retryAfterMs?: number }).retryAfterMs, 2000);
    service.replies.push(json(200, { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }], extensions: { cost: { requestedQueryCost: 101, throttleStatus: { currentlyAvailable: 1, restoreRate: 50 } } } }));
    assert.equal((await upsertShopifyCustomer(config(), 'a@example.com', consentedAt) as { retryAfterMs?: number }).retryAfterMs, 2100);
    service.replies.push(json(200, { data: { customers: { nodes: [] } } }), json(200, { data: { customerCreate: { customer: null, userErrors: [{ field: ['email'], message: 'Email a@example.com is invalid' }] } } }));
    assert.deepEqual(await upsertShopifyCustomer(config(), 'a@example.com', consentedAt), { ok: false, error: 'Shopify: Email [address] is invalid', permanent: true });
  });
});

describe('marketing sync through the outbox', () => {
  let t: TestDb;
  let klaviyo: Awaited<ReturnType<typeof fakeService>>;
  let shopify: Awaited<ReturnType<typeof fakeService>>;
  before(async () => {
    t = await pgliteTarget.open();
    klaviyo = await fakeService();
    shopify = await fakeService();
  });
  after(async () => {
    await klaviyo.close();
    await shopify.close();
    await t.dispose();
  });

  it('a consented opt-in reaches both services once (Retry-After honoured); an unsubscribed one reaches neither', async () => {
    const config = {
      klaviyo: { privateKey: 'pk_test_key', listId: 'Y6nRLr', baseUrl: klaviyo.url },
      shopifyAdmin: { token: 'shpat_test', shop: 'shop.myshopify.com', baseUrl: shopify.url },
    };
    const optinId = randomUUID();
    await insertOptin(t.db, { id: optinId, email: 'jane@example.com', quizMetaId: randomUUID(), market: 'GB', locale: 'en-GB', consentText: 'Yes', consentVersion: '1' });
    for (const message of [...marketingMessages(config, optinId, 'jane@example.com'), ...marketingMessages(config, optinId, 'jane@example.com')]) await enqueue(t.db, message);
    klaviyo.replies.push(json(429, {}, { 'retry-after': '30' }), (_s, res) => { res.writeHead(202).end(); });
    shopify.replies.push(json(200, { data: { customers: { nodes: [] } } }), json(200, { data: { customerCreate: { customer: { id: 'gid://shopify/Customer/1' }, userErrors: [] } } }));
    const worker = startOutboxWorker(t.db, marketingHandlers(t.db, config));
    await worker.stop();
    assert.equal(await worker.runOnce(), 2, 'one message per service, the repeat enqueue was a no-op');
    const [waiting] = await t.db.query<{ due_in_s: number }>(
      `SELECT round(extract(epoch FROM next_attempt_at - now()))::int AS due_in_s FROM outbox WHERE kind = 'klaviyo-subscribe'`);
    assert.ok(waiting && waiting.due_in_s >= 29 && waiting.due_in_s <= 30, `Klaviyo's Retry-After (${waiting?.due_in_s} s)`);
    await t.db.query(`UPDATE outbox SET next_attempt_at = now() WHERE state = 'pending'`);
    assert.equal(await worker.runOnce(), 1);
    assert.equal(klaviyo.seen.length, 2);
    assertKlaviyoRequest(klaviyo.seen[1]!, 'jane@example.com', 'Y6nRLr');
    assert.equal(shopify.seen.length, 2);

    const later = randomUUID();
    await insertOptin(t.db, { id: later, email: 'gone@example.com', quizMetaId: randomUUID(), market: 'GB', locale: 'en-GB', consentText: 'Yes', consentVersion: '1' });
    for (const message of marketingMessages(config, later, 'gone@example.com')) await enqueue(t.db, message);
    await unsubscribe(t.db, later);
    assert.equal(await worker.runOnce(), 2);
    assert.deepEqual([klaviyo.seen.length, shopify.seen.length], [2, 2], 'nothing sent for an address that unsubscribed meanwhile');
  });
});

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    assert.equal(retryAfterMs('12'), 12_000);
    assert.equal(retryAfterMs(new Date(Date.UTC(2026, 0, 1, 0, 0, 30)).toUTCString(), Date.UTC(2026, 0, 1)), 30_000);
    assert.equal(retryAfterMs('soon'), undefined);
    assert.equal(retryAfterMs(null), undefined);
  });
});
