import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { beforeEach, it } from 'node:test';
import { FIRST_PARTY_EVENTS } from '../../contract/events.ts';
import { insertEvents } from '../repositories/events.ts';
import { insertQuizMeta } from '../repositories/quiz-meta.ts';
import { forEachDatabase, stagingOptions, useApp, validProfile } from '../test-support/app.ts';
import { shopifySignature } from './webhooks-shopify.ts';
import { shopifyOrder } from '../test-support/shopify-order.ts';

const SECRET = 'shpss_test_webhook_secret';
const URL = '/webhooks/shopify/orders-create';

interface OrderRow { id: string; total_price: string; currency: string; quiz_id: string; anonymous_id: string; variant: string; kit_scents: Array<{ id: string; name: string }> }

forEachDatabase('POST /webhooks/shopify/orders-create', (target) => {
  const t = useApp(target, { config: { shopifyWebhookSecret: SECRET } });
  beforeEach(async () => {
    await t.db.exec('TRUNCATE shop_orders, insights_shoppers, insights_steps');
  });
  const send = (payload: unknown, signature?: string) => {
    const body = JSON.stringify(payload);
    return t.app.inject({
      method: 'POST', url: URL, payload: body,
      headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': signature ?? shopifySignature(body, SECRET), 'x-shopify-topic': 'orders/create' },
    });
  };
  const orders = () => t.db.query<OrderRow>('SELECT id, total_price::text, currency, quiz_id, anonymous_id, variant, kit_scents FROM shop_orders ORDER BY id');

  it('stores a correctly signed order (200) with its exact id, total and currency', async () => {
    const response = await send(shopifyOrder());
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { stored: true, attributed: null });
    const [row] = await orders();
    assert.deepEqual({ id: row?.id, total: row?.total_price, currency: row?.currency, variant: row?.variant }, { id: '5612345678901', total: '64.90', currency: 'EUR', variant: '' });
  });

  it('keeps ids beyond 2^53 exact (from the GraphQL id)', async () => {
    await send(shopifyOrder({ id: Number('820982911946154508'), admin_graphql_api_id: 'gid://shopify/Order/820982911946154508' }));
    assert.equal((await orders())[0]?.id, '820982911946154508');
  });

  it('a wrong, missing or other-secret signature → 401 and nothing stored', async () => {
    const body = JSON.stringify(shopifyOrder());
    for (const signature of ['', 'AAAA', shopifySignature(body, 'another-secret'), shopifySignature(`${body} `, SECRET)]) {
      const response = await t.app.inject({ method: 'POST', url: URL, payload: body, headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': signature } });
      assert.equal(response.statusCode, 401, `signature "${signature}"`);
    }
    const unsigned = await t.app.inject({ method: 'POST', url: URL, payload: body, headers: { 'content-type': 'application/json' } });
    assert.equal(unsigned.statusCode, 401);
    assert.deepEqual(await orders(), []);
  });

  it('verifies the raw bytes: the same JSON re-spaced is refused', async () => {
    const body = JSON.stringify(shopifyOrder());
    const response = await t.app.inject({
      method: 'POST', url: URL, payload: JSON.stringify(JSON.parse(body), null, 2),
      headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': shopifySignature(body, SECRET) },
    });
    assert.equal(response.statusCode, 401);
  });

  it('the same order twice is stored once', async () => {
    const order = shopifyOrder();
    assert.deepEqual((await send(order)).json(), { stored: true, attributed: null });
    assert.deepEqual((await send(order)).json(), { stored: false, attributed: null });
    assert.equal((await orders()).length, 1);
  });

  it('a signed but unusable order → 422 and nothing stored', async () => {
    for (const bad of [shopifyOrder({ total_price: 'lots' }), shopifyOrder({ currency: 'euro' }), shopifyOrder({ created_at: 'yesterday' }), [1, 2]]) {
      assert.equal((await send(bad)).statusCode, 422, JSON.stringify(bad).slice(0, 80));
    }
    assert.deepEqual(await orders(), []);
  });

  async function completedQuiz(variant: 'A' | 'B' | 'C', anonymousId: string): Promise<string> {
    const quizId = randomUUID();
    await insertQuizMeta(t.db, { id: quizId, cartToken: '', segmentAnonId: anonymousId, profile: validProfile(stagingOptions()), payload: {} });
    await insertEvents(t.db, [
      { name: FIRST_PARTY_EVENTS.stepView, anonymousId, properties: { index: 0, stepId: 'age', stepName: 'age', variant } },
      { name: FIRST_PARTY_EVENTS.complete, anonymousId, properties: { quizId, variant } },
      { name: FIRST_PARTY_EVENTS.recommendationView, anonymousId, properties: { quizId, variant } },
    ]);
    return quizId;
  }

  it('an order whose cart attributes carry the quiz id is attributed to the variant the shopper saw, with the kit it ships', async () => {
    const quizId = await completedQuiz('B', 'anon-b');
    const response = await send(shopifyOrder({
      note: "{'segmentAnonId':'anon-b'}",
      note_attributes: [{ name: 'quiz_variant', value: 'B' }, { name: 'quiz_id', value: quizId }],
    }));
    assert.deepEqual(response.json(), { stored: true, attributed: { quizId, variant: 'B' } });
    const [row] = await orders();
    assert.equal(row?.variant, 'B');
    assert.equal(row?.quiz_id, quizId);
    assert.equal(row?.anonymous_id, 'anon-b');
    assert.equal(row?.kit_scents.length, 4, 'the four scents of the recommended kit');
  });

  it('an order carrying only the anonymous id (the note) is attributed through the shopper', async () => {
    const quizId = await completedQuiz('C', 'anon-c');
    const response = await send(shopifyOrder({ note: "{'segmentAnonId':'anon-c'}" }));
    assert.deepEqual(response.json(), { stored: true, attributed: { quizId, variant: 'C' } });
  });

  it('an order more than 7 days after the quiz, or for an unknown quiz, is stored but not attributed', async () => {
    const quizId = await completedQuiz('B', 'anon-late');
    const late = new Date(Date.now() + 8 * 86_400_000).toISOString();
    const response = await send(shopifyOrder({ created_at: late, note_attributes: [{ name: 'quiz_id', value: quizId }] }));
    assert.deepEqual(response.json(), { stored: true, attributed: null });
    const unknown = await send(shopifyOrder({ id: 7, admin_graphql_api_id: 'gid://shopify/Order/7', note_attributes: [{ name: 'quiz_id', value: randomUUID() }] }));
    assert.deepEqual(unknown.json(), { stored: true, attributed: null });
    assert.deepEqual((await orders()).map((row) => row.variant), ['', '']);
  });
});

forEachDatabase('POST /webhooks/shopify/orders-create without a secret', (target) => {
  const t = useApp(target);
  it('refuses every order (503) and stores nothing', async () => {
    const body = JSON.stringify(shopifyOrder());
    const response = await t.app.inject({ method: 'POST', url: URL, payload: body, headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': shopifySignature(body, '') } });
    assert.equal(response.statusCode, 503);
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shop_orders');
    assert.equal(row?.n, 0);
  });
});
