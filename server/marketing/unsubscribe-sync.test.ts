/**
 * Unsubscribes reach Klaviyo and Shopify: the one-click unsubscribe link enqueues, once per link, Klaviyo's
 * documented "Bulk Unsubscribe Profiles" job and Shopify's `customerEmailMarketingConsentUpdate` to
 * `UNSUBSCRIBED`, checked against local servers standing in for both APIs.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { signUnsubscribe, unsubscribeKey } from '../mail/unsubscribe-token.ts';
import { enqueue, startOutboxWorker } from '../outbox/outbox.ts';
import { insertOptin, unsubscribe } from '../repositories/email-optins.ts';
import { forEachDatabase, useApp, type TestAppOptions } from '../test-support/app.ts';
import { fakeService, json, type FakeService, type Seen } from '../test-support/fake-service.ts';
import { pgliteTarget, type TestDb } from '../test-support/test-db.ts';
import { marketingHandlers, unsubscribeMessages } from './handlers.ts';
import { KLAVIYO_REVISION, unsubscribeFromKlaviyo } from './klaviyo.ts';
import { unsubscribeShopifyCustomer } from './shopify-customer.ts';

const klaviyoConfig = (url: string) => ({ privateKey: 'pk_test_key', listId: 'Y6nRLr', baseUrl: url });
const shopifyConfig = (url: string) => ({ token: 'shpat_test', shop: 'shop.myshopify.com', baseUrl: url, apiVersion: '2025-01' });

function assertKlaviyoUnsubscribe(seen: Seen, email: string) {
  assert.equal(seen.method, 'POST');
  assert.equal(seen.path, '/api/profile-subscription-bulk-delete-jobs');
  assert.equal(seen.headers['authorization'], 'Klaviyo-API-Key pk_test_key');
  assert.equal(seen.headers['revision'], KLAVIYO_REVISION);
  assert.equal(seen.headers['content-type'], 'application/vnd.api+json');
  assert.deepEqual(seen.body, {
    data: {
      type: 'profile-subscription-bulk-delete-job',
      attributes: { profiles: { data: [{ type: 'profile', attributes: { email, subscriptions: { email: { marketing: { consent: 'UNSUBSCRIBED' } } } } }] } },
      relationships: { list: { data: { type: 'list', id: 'Y6nRLr' } } },
    },
  });
}

function shopifyVariables(seen: Seen, operation: RegExp): unknown {
  assert.equal(seen.method, 'POST');
  assert.equal(seen.path, '/admin/api/2025-01/graphql.json');
  assert.equal(seen.headers['x-shopify-access-token'], 'shpat_test');
  assert.equal(seen.headers['content-type'], 'application/json');
  const body = seen.body as { query: string; variables: unknown };
  assert.match(body.query, operation);
  return body.variables;
}

const found = (id: string | null) => json(200, { data: { customers: { nodes: id ? [{ id }] : [] } } });
const updated = json(200, { data: { customerEmailMarketingConsentUpdate: { customer: { id: 'gid://shopify/Customer/7' }, userErrors: [] } } });

describe('unsubscribe clients', () => {
  let service: FakeService;
  before(async () => { service = await fakeService(); });
  after(async () => { await service.close(); });
  beforeEach(() => { service.seen.length = 0; });

  it('Klaviyo: the documented bulk unsubscribe job; 429 waits for Retry-After, 400 is permanent', async () => {
    service.replies.push((_s, res) => { res.writeHead(202).end(); }, json(429, {}, { 'retry-after': '3' }), json(400, { errors: [] }));
    assert.deepEqual(await unsubscribeFromKlaviyo(klaviyoConfig(service.url), 'jane@example.com'), { ok: true });
    assertKlaviyoUnsubscribe(service.seen[0]!, 'jane@example.com');
    assert.equal((await unsubscribeFromKlaviyo(klaviyoConfig(service.url), 'jane@example.com') as { retryAfterMs?: number }).retryAfterMs, 3000);
    assert.equal((await unsubscribeFromKlaviyo(klaviyoConfig(service.url), 'jane@example.com') as { permanent?: boolean }).permanent, true);
  });

  it('Shopify: the customer\'s consent becomes UNSUBSCRIBED; no customer, nothing to change', async () => {
    const at = new Date('2026-11-27T12:00:00Z');
    service.replies.push(found('gid://shopify/Customer/7'), updated, found(null));
    assert.deepEqual(await unsubscribeShopifyCustomer(shopifyConfig(service.url), 'jane@example.com', at), { ok: true });
    assert.deepEqual(shopifyVariables(service.seen[0]!, /customers\(first: 1, query: \$query\)/), { query: 'email:"jane@example.com"' });
    assert.deepEqual(shopifyVariables(service.seen[1]!, /customerEmailMarketingConsentUpdate\(input: \$input\)/),
      { input: { customerId: 'gid://shopify/Customer/7', emailMarketingConsent: { marketingState: 'UNSUBSCRIBED', consentUpdatedAt: '2026-11-27T12:00:00.000Z' } } });
    assert.deepEqual(await unsubscribeShopifyCustomer(shopifyConfig(service.url), 'nobody@example.com', at), { ok: true });
    assert.equal(service.seen.length, 3, 'no mutation without a customer');
  });
});

describe('an unsubscribe after a new opt-in', () => {
  let t: TestDb;
  let service: FakeService;
  before(async () => { t = await pgliteTarget.open(); service = await fakeService(); });
  after(async () => { await service.close(); await t.dispose(); });
  it('sends nothing when the address opted in again since', async () => {
    const old = randomUUID();
    const optin = { email: 'back@example.com', quizMetaId: randomUUID(), market: 'GB', locale: 'en-GB', consentText: 'Yes', consentVersion: '1' };
    await insertOptin(t.db, { id: old, ...optin });
    await unsubscribe(t.db, old);
    await t.db.query(`UPDATE email_optins SET unsubscribed_at = now() - interval '1 hour', consented_at = now() - interval '2 hours'`);
    await insertOptin(t.db, { id: randomUUID(), ...optin });
    const config = { klaviyo: klaviyoConfig(service.url), shopifyAdmin: shopifyConfig(service.url) };
    for (const message of unsubscribeMessages(config, old, optin.email)) await enqueue(t.db, message);
    const worker = startOutboxWorker(t.db, marketingHandlers(t.db, config));
    await worker.stop();
    assert.equal(await worker.runOnce(), 2);
    assert.equal(service.seen.length, 0);
  });
});

async function waitUntil(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

forEachDatabase('the unsubscribe link reaches Klaviyo and Shopify', (target) => {
  let klaviyo: FakeService;
  let shopify: FakeService;
  const options: TestAppOptions = { config: { outbox: { leaseMs: 30_000, pollMs: 50 } } };
  before(async () => {
    klaviyo = await fakeService();
    shopify = await fakeService();
    options.config = { ...options.config, klaviyo: klaviyoConfig(klaviyo.url), shopifyAdmin: shopifyConfig(shopify.url) };
  });
  after(async () => { await klaviyo.close(); await shopify.close(); });
  const t = useApp(target, options);

  it('one click unsubscribes at both, once however often the link is used', async () => {
    await t.db.exec('TRUNCATE email_optins, outbox');
    const optinId = randomUUID();
    await insertOptin(t.db, { id: optinId, email: 'Jane.Doe@Example.ca', quizMetaId: randomUUID(), market: 'CA', locale: 'en-CA', consentText: 'Yes', consentVersion: '1' });
    klaviyo.replies.push((_s, res) => { res.writeHead(202).end(); });
    shopify.replies.push(found('gid://shopify/Customer/7'), updated);
    const url = `/email/unsubscribe?token=${encodeURIComponent(signUnsubscribe(await unsubscribeKey(t.db), optinId))}`;
    assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' })).statusCode, 200);
    const settled = async () => (await t.db.query(`SELECT 1 FROM outbox WHERE state <> 'sent'`)).length === 0;
    await waitUntil(async () => klaviyo.seen.length === 1 && shopify.seen.length === 2 && await settled(), 'both services');
    assertKlaviyoUnsubscribe(klaviyo.seen[0]!, 'Jane.Doe@Example.ca');
    assert.deepEqual((shopifyVariables(shopify.seen[1]!, /customerEmailMarketingConsentUpdate/) as { input: { emailMarketingConsent: { marketingState: string } } }).input.emailMarketingConsent.marketingState, 'UNSUBSCRIBED');
    const rows = await t.db.query<{ kind: string; state: string; subject: string }>('SELECT kind, state, subject FROM outbox ORDER BY kind');
    assert.deepEqual(rows, [
      { kind: 'klaviyo-unsubscribe', state: 'sent', subject: 'jane.doe@example.ca' },
      { kind: 'shopify-unsubscribe', state: 'sent', subject: 'jane.doe@example.ca' },
    ], 'one message per service: the second click queued nothing; erasure finds them by address');
  });
});
