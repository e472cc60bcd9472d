import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, beforeEach, it } from 'node:test';
import { enqueue } from '../outbox/outbox.ts';
import { insertOptin } from '../repositories/email-optins.ts';
import { forEachDatabase, useApp } from '../test-support/app.ts';
import { shopifySignature } from './webhooks-shopify.ts';
import { shopperKeysOf } from './webhooks-shopify-privacy.ts';

const SECRET = 'shpss_privacy_test_secret';
const DATA_DIR = mkdtempSync(join(tmpdir(), 'fq-privacy-'));
after(() => rmSync(DATA_DIR, { recursive: true, force: true }));

forEachDatabase('Shopify privacy webhooks', (target) => {
  const t = useApp(target, { config: { shopifyWebhookSecret: SECRET, dataDir: DATA_DIR } });
  beforeEach(async () => {
    await t.db.exec('TRUNCATE email_optins, outbox, shop_orders, insights_shoppers, insights_shopper_steps');
  });

  const send = (topic: string, payload: unknown, signature?: string) => {
    const body = JSON.stringify(payload);
    return t.app.inject({
      method: 'POST', url: `/webhooks/shopify/${topic.replace(/[/_]/g, '-')}`, payload: body,
      headers: { 'content-type': 'application/json', 'x-shopify-topic': topic, 'x-shopify-hmac-sha256': signature ?? shopifySignature(body, SECRET) },
    });
  };

  /** One shopper with an opt-in, a quiz, its description report, events, a funnel row, an order and a queued e-mail; and another shopper. */
  async function seedShopper(email: string, orderId: string): Promise<string> {
    const quizId = randomUUID();
    await t.db.query(`INSERT INTO quiz_meta (id, profile, payload, description) VALUES ($1, '{"gender":"Female"}'::jsonb, '{}'::jsonb, 'A description')`, [quizId]);
    await t.db.query(`INSERT INTO gpt_content (quiz_meta_id, content, time_to_finish) VALUES ($1, 'A description', 1000)`, [quizId]);
    await t.db.query(`INSERT INTO quiz_events (name, anonymous_id, quiz_id) VALUES ('quiz_complete', $1, $2)`, [`anon-${orderId}`, quizId]);
    await t.db.query(`INSERT INTO insights_shoppers (anonymous_id, quiz_id, first_seen, last_seen) VALUES ($1, $2, now(), now())`, [`anon-${orderId}`, quizId]);
    // A step the shopper reached (its key is the quiz id only so that the count below can find it).
    await t.db.query(`INSERT INTO insights_shopper_steps (anonymous_id, dataset, quiz_doc, step_key) VALUES ($1, 'staging', 'quiz-main', $2)`, [`anon-${orderId}`, quizId]);
    await t.db.query(`INSERT INTO shop_orders (id, created_at, total_price, currency, quiz_id) VALUES ($1, now(), 59.90, 'EUR', $2)`, [orderId, quizId]);
    const optinId = randomUUID();
    await insertOptin(t.db, { id: optinId, email, quizMetaId: quizId, market: 'CA', locale: 'en-CA', consentText: 'Yes, e-mail me', consentVersion: 'ca-1' });
    await enqueue(t.db, { kind: 'results-email', key: `results-email:${quizId}`, subject: email.toLowerCase(), payload: { optinId } });
    return quizId;
  }

  const counts = async (quizId: string) => {
    const n = async (sql: string, params: unknown[]) => Number((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n);
    return {
      quiz: await n('quiz_meta WHERE id = $1', [quizId]),
      description: await n('gpt_content WHERE quiz_meta_id = $1', [quizId]),
      events: await n('quiz_events WHERE quiz_id = $1', [quizId]),
      funnel: await n('insights_shoppers WHERE quiz_id = $1', [quizId]),
      steps: await n('insights_shopper_steps WHERE step_key = $1', [quizId]),
      order: await n('shop_orders WHERE quiz_id = $1', [quizId]),
      optin: await n('email_optins WHERE quiz_meta_id = $1', [quizId]),
      message: await n("outbox WHERE idempotency_key = 'results-email:' || $1", [quizId]),
    };
  };
  const ALL = { quiz: 1, description: 1, events: 1, funnel: 1, steps: 1, order: 1, optin: 1, message: 1 };
  const NONE = { quiz: 0, description: 0, events: 0, funnel: 0, steps: 0, order: 0, optin: 0, message: 0 };

  it('customers/redact, signed: removes that shopper\'s data (by e-mail and order ids) and no one else\'s', async () => {
    const jane = await seedShopper('Jane@Example.com', '1001');
    const other = await seedShopper('other@example.com', '2002');
    const response = await send('customers/redact', {
      shop_id: 954889, shop_domain: 'shop.myshopify.com', customer: { id: 191167, email: 'jane@example.com', phone: null }, orders_to_redact: [1001],
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(await counts(jane), NONE);
    assert.deepEqual(await counts(other), ALL);
  });

  it('customers/redact by order ids alone (no e-mail on file) removes the quiz the order was attributed to', async () => {
    const jane = await seedShopper('', '3003');
    const response = await send('customers/redact', { shop_id: 1, customer: { id: 5, email: null }, orders_to_redact: ['3003'] });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(await counts(jane), NONE);
  });

  it('unsigned or wrongly signed: 401 and nothing removed', async () => {
    const jane = await seedShopper('jane@example.com', '1001');
    const payload = { shop_id: 1, customer: { id: 1, email: 'jane@example.com' }, orders_to_redact: [1001] };
    const body = JSON.stringify(payload);
    const unsigned = await t.app.inject({ method: 'POST', url: '/webhooks/shopify/customers-redact', payload: body, headers: { 'content-type': 'application/json' } });
    assert.equal(unsigned.statusCode, 401);
    assert.equal((await send('customers/redact', payload, shopifySignature(body, 'another secret'))).statusCode, 401);
    assert.equal((await send('shop/redact', { shop_id: 1 }, 'bm90IGEgc2lnbmF0dXJl')).statusCode, 401);
    assert.equal((await send('customers/data_request', payload, '')).statusCode, 401);
    assert.deepEqual(await counts(jane), ALL);
  });

  it('customers/data_request, signed: answers and files what is kept about the shopper, without deleting it', async () => {
    const jane = await seedShopper('jane@example.com', '1001');
    await seedShopper('other@example.com', '2002');
    const response = await send('customers/data_request', {
      shop_id: 954889, customer: { id: 191167, email: 'jane@example.com' }, orders_requested: [1001], data_request: { id: 9999 },
    });
    assert.equal(response.statusCode, 200, response.body);
    const data = response.json() as { optins: Array<{ consent_text: string }>; quizzes: Array<{ id: string; profile: unknown }>; orders: Array<{ id: string }>; events: unknown[]; messages: unknown[] };
    assert.deepEqual(data.quizzes.map((quiz) => quiz.id), [jane]);
    assert.deepEqual(data.quizzes[0]?.profile, { gender: 'Female' });
    assert.deepEqual(data.optins.map((optin) => optin.consent_text), ['Yes, e-mail me']);
    assert.deepEqual(data.orders.map((order) => order.id), ['1001']);
    assert.equal(data.events.length, 1);
    assert.equal(data.messages.length, 1);
    const filed = JSON.parse(await readFile(join(DATA_DIR, 'privacy-exports', '9999.json'), 'utf8')) as { quizzes: unknown[] };
    assert.equal(filed.quizzes.length, 1, 'the export is filed for the merchant');
    assert.deepEqual(await counts(jane), ALL, 'a data request deletes nothing');
  });

  it('shop/redact, signed: removes every shopper\'s data', async () => {
    const jane = await seedShopper('jane@example.com', '1001');
    const other = await seedShopper('other@example.com', '2002');
    assert.equal((await send('shop/redact', { shop_id: 954889, shop_domain: 'shop.myshopify.com' })).statusCode, 200);
    assert.deepEqual(await counts(jane), NONE);
    assert.deepEqual(await counts(other), NONE);
  });

  it('a payload without a customer is refused (422)', async () => {
    assert.equal((await send('customers/redact', { shop_id: 1 })).statusCode, 422);
  });
});

it('shopperKeysOf reads the e-mail and exact order ids', () => {
  assert.deepEqual(shopperKeysOf({ customer: { email: ' a@b.co ' }, orders_to_redact: [1, '22', 1.5, 'x', -3] }), { email: 'a@b.co', orderIds: ['1', '22'] });
  assert.equal(shopperKeysOf({ customer: { email: null }, orders_requested: [] }), null);
  assert.equal(shopperKeysOf('nope'), null);
});
