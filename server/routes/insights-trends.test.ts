import assert from 'node:assert/strict';
import { beforeEach, it } from 'node:test';
import { FIRST_PARTY_EVENTS } from '../../contract/events.ts';
import { insertEvents } from '../repositories/events.ts';
import { forEachDatabase, useApp } from '../test-support/app.ts';
import { shopifyOrder } from '../test-support/shopify-order.ts';
import { parseRange, trends } from './insights-queries.ts';
import { inStoreTime } from './store-time.ts';
import { shopifySignature } from './webhooks-shopify.ts';

const SECRET = 'shpss_test_webhook_secret';
const TORONTO = 'America/Toronto';

forEachDatabase('daily trends in the store\'s time zone', (target) => {
  const t = useApp(target, { config: { shopifyWebhookSecret: SECRET } });
  beforeEach(async () => {
    await t.db.exec('TRUNCATE shop_orders, shop_refunds, shopify_webhooks, insights_shoppers, insights_steps');
  });
  const order = async (id: number, createdAt: string, total: string) => {
    const body = JSON.stringify(shopifyOrder({ id, admin_graphql_api_id: `gid://shopify/Order/${id}`, created_at: createdAt, total_price: total }));
    const response = await t.app.inject({ method: 'POST', url: '/webhooks/shopify/orders-create', payload: body,
      headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': shopifySignature(body, SECRET) } });
    assert.equal(response.statusCode, 200, response.body);
  };
  const storeDays = (from: string, to: string) => {
    const range = parseRange({ from, to }, new Date('2026-03-20T12:00:00Z'));
    assert.ok(range.ok);
    return inStoreTime(range.value, TORONTO);
  };

  it('counts an order and a shopper on the store\'s day, not the UTC day', async () => {
    // 22:30 in Toronto on March 1st is already March 2nd in UTC.
    await order(1, '2026-03-02T03:30:00Z', '40.00');
    await order(2, '2026-03-02T15:00:00Z', '25.50');
    await insertEvents(t.db, [{ name: FIRST_PARTY_EVENTS.stepView, anonymousId: 'late-shopper', properties: { index: 0, stepId: 'age', stepName: 'age', variant: 'A' } }],
      new Date('2026-03-02T04:00:00Z'));
    const report = await trends(t.db, storeDays('2026-03-01', '2026-03-03'), TORONTO);
    assert.deepEqual(report.days.map((day) => [day.day, day.orders, day.revenue[0]?.amount ?? null, day.started]), [
      ['2026-03-01', 1, '40.00', 1],
      ['2026-03-02', 1, '25.50', 0],
      ['2026-03-03', 0, null, 0],
    ]);
  });

  it('lists every day of a range across the spring clock change once', async () => {
    const report = await trends(t.db, storeDays('2026-03-07', '2026-03-10'), TORONTO);
    assert.deepEqual(report.days.map((day) => day.day), ['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
  });
});
