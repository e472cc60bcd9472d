/**
 * What the quiz keeps about one shopper, found by e-mail address and Shopify order ids (Shopify's privacy
 * webhooks, server/routes/webhooks-shopify-privacy.ts): the e-mail opt-ins with their consent records,
 * the quizzes they name or the orders were attributed to (profile, answers, description), the
 * description reports, the first-party events and funnel rows of those quizzes, the stored orders, and
 * the outbox messages about the address. Aggregates (the tastes rollup) hold nobody's data and stay.
 */
import type { Database, Queryable } from '../db/database.ts';

export interface ShopperKeys {
  email: string;
  orderIds: readonly string[];
}

export interface ShopperExport {
  optins: Array<Record<string, unknown>>;
  quizzes: Array<Record<string, unknown>>;
  orders: Array<Record<string, unknown>>;
  events: Array<Record<string, unknown>>;
  messages: Array<Record<string, unknown>>;
}

async function quizIdsOf(db: Queryable, keys: ShopperKeys): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT quiz_meta_id::text AS id FROM email_optins WHERE $1 <> '' AND lower(email) = lower($1) AND quiz_meta_id IS NOT NULL
     UNION SELECT quiz_id AS id FROM shop_orders WHERE id = ANY($2::text[]) AND quiz_id <> ''`,
    [keys.email, [...keys.orderIds]],
  );
  return [...new Set(rows.map((row) => row.id))].filter((id) => /^[0-9a-f-]{36}$/i.test(id));
}

/** The shopper's opt-in ids: by address, or naming one of their quizzes. */
async function optinIdsOf(db: Queryable, email: string, quizIds: readonly string[]): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `SELECT id::text AS id FROM email_optins WHERE ($1 <> '' AND lower(email) = lower($1)) OR quiz_meta_id = ANY($2::uuid[])`, [email, [...quizIds]]);
  return rows.map((row) => row.id);
}

export async function exportShopperData(db: Queryable, keys: ShopperKeys): Promise<ShopperExport> {
  const quizIds = await quizIdsOf(db, keys);
  const optinIds = await optinIdsOf(db, keys.email, quizIds);
  return {
    optins: await db.query(
      `SELECT email, market, locale, consent_text, consent_version, consented_at, unsubscribed_at FROM email_optins
       WHERE id = ANY($1::uuid[]) ORDER BY consented_at`, [optinIds]),
    quizzes: await db.query(
      'SELECT id, created_at, profile, payload, description FROM quiz_meta WHERE id = ANY($1::uuid[]) ORDER BY created_at', [quizIds]),
    orders: await db.query(
      'SELECT id, created_at, total_price::text AS total_price, currency, variant, kit_scents FROM shop_orders WHERE id = ANY($1::text[]) OR quiz_id = ANY($2::text[]) ORDER BY created_at',
      [[...keys.orderIds], quizIds]),
    events: await db.query('SELECT name, created_at, properties FROM quiz_events WHERE quiz_id = ANY($1::text[]) ORDER BY created_at', [quizIds]),
    messages: await db.query(
      `SELECT kind, state, created_at, done_at FROM outbox WHERE ($1 <> '' AND subject = lower($1)) OR payload->>'optinId' = ANY($2::text[])
       ORDER BY created_at`, [keys.email, optinIds]),
  };
}

/** Deletes everything `exportShopperData` finds, in one transaction; returns how many rows per kind. */
export async function eraseShopperData(db: Database, keys: ShopperKeys): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    const quizIds = await quizIdsOf(tx, keys);
    const optinIds = await optinIdsOf(tx, keys.email, quizIds);
    const count = async (sql: string, params: unknown[]) => (await tx.query(`${sql} RETURNING 1`, params)).length;
    const anonymous = await tx.query<{ anonymous_id: string }>(
      `SELECT DISTINCT anonymous_id FROM insights_shoppers WHERE quiz_id = ANY($1::text[]) AND anonymous_id <> ''`, [quizIds]);
    const anonymousIds = anonymous.map((row) => row.anonymous_id);
    await tx.query('DELETE FROM insights_shopper_steps WHERE anonymous_id = ANY($1::text[])', [anonymousIds]);
    return {
      events: await count('DELETE FROM quiz_events WHERE quiz_id = ANY($1::text[]) OR anonymous_id = ANY($2::text[])', [quizIds, anonymousIds]),
      shoppers: await count('DELETE FROM insights_shoppers WHERE quiz_id = ANY($1::text[]) OR anonymous_id = ANY($2::text[])', [quizIds, anonymousIds]),
      orders: await count('DELETE FROM shop_orders WHERE id = ANY($1::text[]) OR quiz_id = ANY($2::text[])', [[...keys.orderIds], quizIds]),
      descriptions: await count('DELETE FROM gpt_content WHERE quiz_meta_id = ANY($1::uuid[])', [quizIds]),
      quizzes: await count('DELETE FROM quiz_meta WHERE id = ANY($1::uuid[])', [quizIds]),
      optins: await count('DELETE FROM email_optins WHERE id = ANY($1::uuid[])', [optinIds]),
      messages: await count(`DELETE FROM outbox WHERE ($1 <> '' AND subject = lower($1)) OR payload->>'optinId' = ANY($2::text[])`, [keys.email, optinIds]),
    };
  });
}

/** `shop/redact`: the shop uninstalled the app 48 hours ago; every shopper's data goes (aggregates stay). */
export async function eraseShopData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of ['quiz_events', 'insights_shoppers', 'insights_shopper_steps', 'shop_orders', 'gpt_content', 'quiz_meta', 'email_optins', 'outbox']) {
      await tx.query(`DELETE FROM ${table}`);
    }
  });
}
