import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import { forEachDatabase, useApp } from '../test-support/app.ts';
import { variantReport } from './insights-queries.ts';
import { shopifySignature } from './webhooks-shopify.ts';
import { shopifyOrder } from '../test-support/shopify-order.ts';

const SECRET = 'shpss_test_webhook_secret';
const KIT_VARIANT = 44_890_123_456_789;
const ORDER_AT = '2026-05-12T10:00:00Z';
const RANGE = { from: new Date('2026-05-01T00:00:00Z'), to: new Date('2026-06-01T00:00:00Z') };

forEachDatabase('revenue from Shopify\'s order webhooks', (target) => {
  const t = useApp(target, { config: { shopifyWebhookSecret: SECRET } });
  beforeEach(async () => {
    await t.db.exec('TRUNCATE shop_orders, shop_refunds, shopify_webhooks');
  });
  let delivery = 0;
  const send = (topic: string, payload: unknown, webhookId = `wh-${++delivery}`, secret = SECRET) => {
    const body = JSON.stringify(payload);
    return t.app.inject({
      method: 'POST', url: `/webhooks/shopify/${topic}`, payload: body,
      headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': shopifySignature(body, secret), 'x-shopify-webhook-id': webhookId },
    });
  };
  const totals = async () => (await variantReport(t.db, RANGE)).totals;
  const order = (overrides: Record<string, unknown> = {}) => shopifyOrder({ created_at: ORDER_AT, total_price: '64.90', ...overrides });
  const refund = (id: number, amount: string, overrides: Record<string, unknown> = {}) => ({
    id, order_id: 5_612_345_678_901, created_at: '2026-05-13T10:00:00Z',
    transactions: [{ id: id * 10, kind: 'refund', status: 'success', amount, currency: 'EUR' }],
    refund_line_items: [], ...overrides,
  });

  it('a test order changes no revenue', async () => {
    assert.equal((await send('orders-create', order({ test: true }))).statusCode, 200);
    const figures = await totals();
    assert.deepEqual([figures.orders, figures.revenue, figures.testOrders], [0, [], 1]);
  });

  it('a cancellation takes the whole order out, a partial refund exactly its amount', async () => {
    await send('orders-create', order());
    await send('orders-create', order({ id: 7, admin_graphql_api_id: 'gid://shopify/Order/7', total_price: '30.00' }));
    assert.deepEqual((await totals()).revenue, [{ currency: 'EUR', amount: '94.90' }]);

    const refunded = await send('refunds-create', refund(901, '12.45'));
    assert.deepEqual(refunded.json(), { stored: true });
    assert.deepEqual((await totals()).revenue, [{ currency: 'EUR', amount: '82.45' }]);

    const cancelled = await send('orders-cancelled', { ...order({ id: 7, admin_graphql_api_id: 'gid://shopify/Order/7' }), cancelled_at: '2026-05-12T11:00:00Z' });
    assert.deepEqual(cancelled.json(), { cancelled: true });
    const figures = await totals();
    assert.deepEqual([figures.revenue, figures.orders, figures.cancelledOrders, figures.refunded],
      [[{ currency: 'EUR', amount: '52.45' }], 1, 1, [{ currency: 'EUR', amount: '12.45' }]]);
  });

  it('counts a duplicate delivery or a repeated refund once', async () => {
    await send('orders-create', order());
    const first = await send('refunds-create', refund(902, '10.00'), 'same-delivery');
    const again = await send('refunds-create', refund(902, '10.00'), 'same-delivery');
    assert.deepEqual([first.json(), again.json()], [{ stored: true }, { duplicate: true }]);
    assert.deepEqual((await send('refunds-create', refund(902, '10.00'))).json(), { stored: false }, 'the same refund in a new delivery');
    assert.deepEqual((await totals()).revenue, [{ currency: 'EUR', amount: '54.90' }]);
  });

  it('keeps the kit line\'s own net revenue apart from shipping, tax and other items', async () => {
    await send('orders-create', order({
      total_price: '64.90',
      line_items: [
        { id: 1, title: 'Discovery Kit', quantity: 1, price: '24.99', variant_id: KIT_VARIANT, discount_allocations: [{ amount: '5.00' }] },
        { id: 2, title: 'Full-size bottle', quantity: 1, price: '35.00', variant_id: 123 },
      ],
    }));
    assert.deepEqual((await totals()).kitRevenue, [{ currency: 'EUR', amount: '19.99' }]);
    await send('refunds-create', refund(903, '19.99', {
      refund_line_items: [{ line_item_id: 1, quantity: 1, subtotal: '19.99', line_item: { id: 1, variant_id: KIT_VARIANT } }],
    }));
    const figures = await totals();
    assert.deepEqual([figures.kitRevenue, figures.revenue], [[], [{ currency: 'EUR', amount: '44.91' }]]);
  });

  it('refuses an unsigned cancellation or refund (401) and changes nothing', async () => {
    await send('orders-create', order());
    const forged = await send('orders-cancelled', { ...order(), cancelled_at: ORDER_AT }, 'forged', 'not-the-secret');
    const forgedRefund = await send('refunds-create', refund(904, '64.90'), 'forged-2', 'not-the-secret');
    assert.deepEqual([forged.statusCode, forgedRefund.statusCode], [401, 401]);
    assert.deepEqual((await totals()).revenue, [{ currency: 'EUR', amount: '64.90' }]);
  });

  it('a signed but unusable refund or cancellation → 422', async () => {
    assert.equal((await send('refunds-create', { id: 'x' })).statusCode, 422);
    assert.equal((await send('refunds-create', refund(905, 'lots'))).statusCode, 422);
    assert.equal((await send('orders-cancelled', order())).statusCode, 422, 'no cancelled_at');
  });
});
