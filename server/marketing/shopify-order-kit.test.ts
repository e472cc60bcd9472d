/**
 * The kit on the Shopify order: the `metafieldsSet` request against a local Admin API checking Shopify's
 * documented shape, its failures as the outbox wants them, and the whole path from a signed
 * `orders/create` through the outbox to the insights' "kit scents shipped".
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { FIRST_PARTY_EVENTS } from '../../contract/events.ts';
import { loadConfig } from '../config.ts';
import { insertEvents } from '../repositories/events.ts';
import { insertQuizMeta } from '../repositories/quiz-meta.ts';
import { kitScents } from '../routes/insights-queries.ts';
import { shopifySignature } from '../routes/webhooks-shopify.ts';
import { forEachDatabase, stagingOptions, useApp, validProfile, type TestAppOptions } from '../test-support/app.ts';
import { fakeService, json, type FakeService, type Seen } from '../test-support/fake-service.ts';
import { shopifyOrder } from '../test-support/shopify-order.ts';
import { KIT_NAMESPACE, writeOrderKit } from './shopify-order-kit.ts';

const SCENTS = [
  { id: 'scent-amber', name: 'Amber Dusk' }, { id: 'scent-fig', name: 'Green Fig' },
  { id: 'scent-iris', name: 'Iris Veil' }, { id: 'scent-cedar', name: 'Cedar Smoke' },
];
const QUIZ_ID = '3f8e2a4c-5b6d-4e7f-8a9b-0c1d2e3f4a5b';

/** Shopify's documented `metafieldsSet` call: Admin GraphQL endpoint, access-token header, `{query, variables}` JSON. */
function metafieldsOf(seen: Seen, version = '2025-01'): Array<Record<string, string>> {
  assert.equal(seen.method, 'POST');
  assert.equal(seen.path, `/admin/api/${version}/graphql.json`);
  assert.equal(seen.headers['x-shopify-access-token'], 'shpat_test');
  assert.equal(seen.headers['content-type'], 'application/json');
  const body = seen.body as { query: string; variables: { metafields: Array<Record<string, string>> } };
  assert.deepEqual(Object.keys(body).sort(), ['query', 'variables']);
  assert.match(body.query, /mutation \w+\(\$metafields: \[MetafieldsSetInput!\]!\)/);
  assert.match(body.query, /metafieldsSet\(metafields: \$metafields\)/);
  assert.match(body.query, /userErrors \{ field message code \}/);
  for (const metafield of body.variables.metafields) {
    assert.deepEqual(Object.keys(metafield).sort(), ['key', 'namespace', 'ownerId', 'type', 'value']);
    assert.match(metafield.ownerId!, /^gid:\/\/shopify\/Order\/\d+$/);
    assert.equal(metafield.namespace, KIT_NAMESPACE);
    assert.equal(typeof metafield.value, 'string', 'metafield values are strings, JSON serialised for type json');
  }
  return body.variables.metafields;
}

describe('Shopify order-kit client', () => {
  let service: FakeService;
  before(async () => { service = await fakeService(); });
  after(async () => { await service.close(); });
  beforeEach(() => { service.seen.length = 0; });
  const config = () => ({ token: 'shpat_test', shop: 'shop.myshopify.com', baseUrl: service.url, apiVersion: '2025-04' });

  it('writes the pick list and the kit as order metafields with the documented request', async () => {
    service.replies.push(json(200, { data: { metafieldsSet: { metafields: [{ key: 'pick_list', namespace: KIT_NAMESPACE }, { key: 'kit', namespace: KIT_NAMESPACE }], userErrors: [] } } }));
    assert.deepEqual(await writeOrderKit(config(), '5612345678901', QUIZ_ID, SCENTS), { ok: true });
    const metafields = metafieldsOf(service.seen[0]!, '2025-04');
    const ownerId = 'gid://shopify/Order/5612345678901';
    assert.deepEqual(metafields, [
      { ownerId, namespace: KIT_NAMESPACE, key: 'pick_list', type: 'multi_line_text_field', value: '1. Amber Dusk\n2. Green Fig\n3. Iris Veil\n4. Cedar Smoke' },
      { ownerId, namespace: KIT_NAMESPACE, key: 'kit', type: 'json', value: JSON.stringify({ quizId: QUIZ_ID, scents: SCENTS.map((scent, i) => ({ position: i + 1, ...scent })) }) },
    ]);
  });

  it('429 waits for Retry-After, 5xx is retried, userErrors are recorded and not retried', async () => {
    service.replies.push(json(429, {}, { 'retry-after': '4' }), json(502, {}),
      json(200, { data: { metafieldsSet: { metafields: null, userErrors: [{ field: ['metafields', '0', 'ownerId'], message: 'Owner does not exist', code: 'INVALID' }] } } }));
    assert.deepEqual(await writeOrderKit(config(), '1', QUIZ_ID, SCENTS), { ok: false, error: 'Shopify answered HTTP 429', retryAfterMs: 4000 });
    assert.equal((await writeOrderKit(config(), '1', QUIZ_ID, SCENTS) as { permanent?: boolean }).permanent, false);
    assert.deepEqual(await writeOrderKit(config(), '1', QUIZ_ID, SCENTS), { ok: false, error: 'Shopify: Owner does not exist', permanent: true });
  });
});

describe('Shopify Admin configuration', () => {
  it('needs the token and the shop; the API version defaults to 2025-01 and must be a dated version', () => {
    assert.equal(loadConfig({ SHOPIFY_ADMIN_TOKEN: 'shpat_x' }).shopifyAdmin, null);
    assert.deepEqual(loadConfig({ SHOPIFY_ADMIN_TOKEN: 'shpat_x', SHOPIFY_SHOP: 'maison.myshopify.com' }).shopifyAdmin,
      { token: 'shpat_x', shop: 'maison.myshopify.com', baseUrl: 'https://maison.myshopify.com', apiVersion: '2025-01' });
    assert.equal(loadConfig({ SHOPIFY_ADMIN_TOKEN: 'shpat_x', SHOPIFY_SHOP: 'maison.myshopify.com', SHOPIFY_API_VERSION: '2025-04' }).shopifyAdmin?.apiVersion, '2025-04');
    assert.throws(() => loadConfig({ SHOPIFY_ADMIN_TOKEN: 'shpat_x', SHOPIFY_SHOP: 'maison.myshopify.com', SHOPIFY_API_VERSION: 'latest' }), /SHOPIFY_API_VERSION "latest"/);
  });
});

const SECRET = 'shpss_test_webhook_secret';

async function completedQuiz(db: Parameters<typeof insertQuizMeta>[0], anonymousId: string): Promise<string> {
  const quizId = randomUUID();
  await insertQuizMeta(db, { id: quizId, cartToken: '', segmentAnonId: anonymousId, profile: validProfile(stagingOptions()), payload: {} });
  await insertEvents(db, [
    { name: FIRST_PARTY_EVENTS.stepView, anonymousId, properties: { index: 0, stepId: 'age', stepName: 'age', variant: 'B' } },
    { name: FIRST_PARTY_EVENTS.complete, anonymousId, properties: { quizId, variant: 'B' } },
  ]);
  return quizId;
}

async function waitUntil(check: () => Promise<boolean>, what: string): Promise<void> {
  const until = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const today = () => ({ from: new Date(Date.now() - 86_400_000), to: new Date(Date.now() + 86_400_000) });

forEachDatabase('the kit reaches the Shopify order', (target) => {
  let admin: FakeService;
  const options: TestAppOptions = { config: { shopifyWebhookSecret: SECRET, outbox: { leaseMs: 30_000, pollMs: 50 } } };
  before(async () => {
    admin = await fakeService();
    options.config = { ...options.config, shopifyAdmin: { token: 'shpat_test', shop: 'shop.myshopify.com', baseUrl: admin.url, apiVersion: '2025-01' } };
  });
  after(async () => { await admin.close(); });
  const t = useApp(target, options);
  beforeEach(async () => {
    await t.db.exec('TRUNCATE shop_orders, outbox, insights_shoppers, insights_steps');
    admin.seen.length = 0;
  });
  const send = (payload: unknown) => {
    const body = JSON.stringify(payload);
    return t.app.inject({ method: 'POST', url: '/webhooks/shopify/orders-create', payload: body, headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': shopifySignature(body, SECRET) } });
  };

  it('an attributed order gets its kit written once, in the stored order, and insights count it as written', async () => {
    const quizId = await completedQuiz(t.db, 'anon-kit');
    admin.replies.push(json(503, {}), json(200, { data: { metafieldsSet: { metafields: [], userErrors: [] } } }));
    const order = shopifyOrder({ note_attributes: [{ name: 'quiz_id', value: quizId }] });
    assert.equal((await send(order)).statusCode, 200);
    assert.equal((await send(order)).statusCode, 200, 'a repeat delivery');
    await waitUntil(async () => admin.seen.length === 1, 'the first try');
    assert.deepEqual((await kitScents(t.db, today())).written, 0, 'not written while Shopify fails');
    await t.db.query(`UPDATE outbox SET next_attempt_at = now() WHERE state = 'pending'`);
    await waitUntil(async () => (await kitScents(t.db, today())).written === 1, 'the retry to be written');
    assert.equal(admin.seen.length, 2, 'one retry, no second message for the repeat delivery');

    const [stored] = await t.db.query<{ kit_scents: Array<{ id: string; name: string }> }>('SELECT kit_scents FROM shop_orders');
    assert.equal(stored?.kit_scents.length, 4);
    const metafields = metafieldsOf(admin.seen[1]!);
    assert.equal(metafields[0]?.ownerId, 'gid://shopify/Order/5612345678901');
    assert.equal(metafields[0]?.value, stored.kit_scents.map((scent, i) => `${i + 1}. ${scent.name}`).join('\n'));
    assert.deepEqual(JSON.parse(metafields[1]!.value!), { quizId, scents: stored.kit_scents.map((scent, i) => ({ position: i + 1, ...scent })) });
    assert.deepEqual(await kitScents(t.db, today()).then((report) => [report.orders, report.written]), [1, 1]);
  });

  it('an order no quiz led to writes nothing', async () => {
    assert.equal((await send(shopifyOrder())).statusCode, 200);
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox');
    assert.equal(row?.n, 0);
  });
});

forEachDatabase('without the Shopify Admin API the kit stays on the server', (target) => {
  const t = useApp(target, { config: { shopifyWebhookSecret: SECRET } });
  it('an attributed order is stored with its kit, nothing is queued, insights say the kit is the server\'s', async () => {
    await t.db.exec('TRUNCATE shop_orders, outbox, insights_shoppers, insights_steps');
    const quizId = await completedQuiz(t.db, 'anon-local');
    const body = JSON.stringify(shopifyOrder({ note_attributes: [{ name: 'quiz_id', value: quizId }] }));
    const response = await t.app.inject({ method: 'POST', url: '/webhooks/shopify/orders-create', payload: body, headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': shopifySignature(body, SECRET) } });
    assert.equal(response.statusCode, 200);
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox');
    assert.equal(row?.n, 0);
    assert.deepEqual(await kitScents(t.db, today()).then((report) => [report.orders, report.written]), [1, 0]);
  });
});
