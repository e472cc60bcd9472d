/**
 * `npm run insights:demo`: fills the database the server uses (DATA_DIR, or DATABASE_URL) with a
 * realistic synthetic month (insights/fixtures/synthetic-month.ts), through the same code paths as real
 * traffic: events through the rollup, profiles into quiz_meta, orders through the signed webhook. Then
 * `INSIGHTS_TOKEN=… npm start` and open /insights. Shoppers: `-- 3000` (default 2500).
 */
import { randomUUID } from 'node:crypto';
import { shopperEvents, syntheticMonth } from '../insights/fixtures/synthetic-month.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrations.ts';
import { insertEvents } from '../server/repositories/events.ts';
import { insertQuizMeta } from '../server/repositories/quiz-meta.ts';
import { shopifySignature } from '../server/routes/webhooks-shopify.ts';
import { stagingOptions, validProfile } from '../server/test-support/app.ts';

const shoppersWanted = Number(process.argv[2] ?? 2500);
if (!Number.isInteger(shoppersWanted) || shoppersWanted < 1 || shoppersWanted > 100_000) {
  console.error('usage: npm run insights:demo -- [shoppers, 1–100000]');
  process.exit(2);
}
const secret = randomUUID();
const config = { ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), shopifyWebhookSecret: secret };
const db = await openDatabase(config);
await migrate(db);
const app = await buildApp({ config, db, logger: false });
await app.ready();

const favouriteRows = await db.query<{ id: string }>('SELECT id FROM fragrances ORDER BY position LIMIT 60');
const favouriteIds = favouriteRows.length ? favouriteRows.map((row) => row.id) : ['chanel-no-5', 'dior-sauvage', 'le-labo-santal-33'];
const base = validProfile(stagingOptions());
const end = new Date();
const shoppers = syntheticMonth({ shoppers: shoppersWanted, end, favouriteIds });
let orders = 0;
const started = Date.now();
for (const shopper of shoppers) {
  let quizId: string | null = null;
  if (shopper.finishedAt) {
    quizId = randomUUID();
    await insertQuizMeta(db, {
      id: quizId, cartToken: '', segmentAnonId: shopper.anonymousId, payload: {}, createdAt: shopper.finishedAt,
      profile: { ...base, ...shopper.ratings, favorite_fragrances: shopper.favourites.map((id) => ({ id, family: '', subFamily: '' })) },
    });
  }
  const { events, receivedAt } = shopperEvents(shopper, quizId);
  await insertEvents(db, events, receivedAt);
  if (shopper.ordersAt && quizId && shopper.ordersAt < end) {
    orders++;
    await sendOrder(orders, shopper.ordersAt, '59.90', [{ name: 'quiz_id', value: quizId }, { name: 'quiz_variant', value: shopper.variant }]);
  }
}
// Orders that came from no quiz, spread over the month.
for (let i = 0; i < Math.round(shoppersWanted / 50); i++) {
  orders++;
  await sendOrder(orders, new Date(end.getTime() - (i * 30 * 86_400_000) / Math.round(shoppersWanted / 50)), '34.00', []);
}

async function sendOrder(n: number, at: Date, price: string, attributes: Array<{ name: string; value: string }>): Promise<void> {
  const id = 7_100_000_000 + n;
  const body = JSON.stringify({
    id, admin_graphql_api_id: `gid://shopify/Order/${id}`, created_at: at.toISOString(), currency: 'EUR',
    total_price: price, note: null, note_attributes: attributes, line_items: [{ id: n, title: 'Discovery Kit', quantity: 1, price }],
  });
  const response = await app.inject({
    method: 'POST', url: '/webhooks/shopify/orders-create', payload: body,
    headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': shopifySignature(body, secret) },
  });
  if (response.statusCode !== 200) throw new Error(`order ${id}: ${response.statusCode} ${response.body}`);
}

console.log(`insights demo: ${shoppers.length} shoppers, ${orders} orders over the 30 days to ${end.toISOString().slice(0, 10)} `
  + `in ${db.kind === 'postgres' ? 'PostgreSQL' : config.dataDir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
await app.close();
await db.close();
