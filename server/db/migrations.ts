/** Versioned schema migrations, applied in order at start. Never edit a shipped migration; add one. */
import type { Database } from './database.ts';
import { ANSWER_ROLLUP_MIGRATION, TASTE_ROLLUP_MIGRATION } from '../repositories/taste-rollup.ts';

export const MIGRATIONS: ReadonlyArray<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: 'initial schema',
    sql: `
      CREATE TABLE fragrances (
        id text PRIMARY KEY,
        position integer NOT NULL,
        value text NOT NULL,
        brand text NOT NULL,
        family text NOT NULL DEFAULT '',
        sub_family text NOT NULL DEFAULT '',
        image text NOT NULL DEFAULT '',
        details jsonb NOT NULL DEFAULT '{}'::jsonb
      );
      CREATE INDEX fragrances_position ON fragrances (position, id);
      CREATE TABLE catalogue_state (
        singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
        source_hash text NOT NULL,
        item_count integer NOT NULL,
        imported_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE quiz_meta (
        id uuid PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        cart_token text NOT NULL DEFAULT '',
        segment_anon_id text NOT NULL DEFAULT '',
        profile jsonb NOT NULL
      );
      CREATE TABLE gpt_content (
        id bigserial PRIMARY KEY,
        quiz_meta_id uuid NOT NULL REFERENCES quiz_meta (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        content text NOT NULL,
        cart_token text NOT NULL DEFAULT '',
        time_to_finish integer NOT NULL
      );
      CREATE INDEX gpt_content_quiz_meta ON gpt_content (quiz_meta_id);
      CREATE TABLE quiz_events (
        id bigserial PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        name text NOT NULL,
        anonymous_id text NOT NULL DEFAULT '',
        properties jsonb NOT NULL DEFAULT '{}'::jsonb
      );
      CREATE INDEX quiz_events_name ON quiz_events (name, created_at);
    `,
  },
  {
    version: 2,
    name: 'answer payload and the server-written description on quiz_meta',
    sql: `
      ALTER TABLE quiz_meta ADD COLUMN payload jsonb NOT NULL DEFAULT '{}'::jsonb;
      ALTER TABLE quiz_meta ADD COLUMN description text;
      ALTER TABLE quiz_meta ADD COLUMN description_source text;
      ALTER TABLE quiz_meta ADD COLUMN described_at timestamptz
    `,
  },
  {
    version: 3,
    name: 'rate limits shared by replicas',
    sql: `
      CREATE TABLE rate_limits (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        reset_at timestamptz NOT NULL
      );
      CREATE INDEX rate_limits_reset_at ON rate_limits (reset_at);
    `,
  },
  {
    // Merchant insights (docs/insights.md): typed columns and indexes on the events, a per-shopper rollup
    // the insights queries read instead of scanning every event, step labels, and Shopify orders.
    version: 4,
    name: 'merchant insights',
    sql: `
      ALTER TABLE quiz_events ADD COLUMN variant text NOT NULL DEFAULT '';
      ALTER TABLE quiz_events ADD COLUMN quiz_id text NOT NULL DEFAULT '';
      CREATE INDEX quiz_events_created ON quiz_events (created_at);
      CREATE INDEX quiz_events_anonymous ON quiz_events (anonymous_id, created_at);
      CREATE TABLE insights_shoppers (
        anonymous_id text PRIMARY KEY,
        variant text NOT NULL DEFAULT '',
        quiz_id text NOT NULL DEFAULT '',
        first_seen timestamptz NOT NULL,
        last_seen timestamptz NOT NULL,
        max_step integer NOT NULL DEFAULT -1,
        completed_at timestamptz,
        recommendation_viewed_at timestamptz,
        add_to_cart_at timestamptz,
        add_to_cart_clicks integer NOT NULL DEFAULT 0
      );
      CREATE INDEX insights_shoppers_first_seen ON insights_shoppers (first_seen);
      CREATE INDEX insights_shoppers_last_seen ON insights_shoppers (last_seen);
      CREATE INDEX insights_shoppers_quiz ON insights_shoppers (quiz_id);
      CREATE TABLE insights_steps (
        step_index integer PRIMARY KEY,
        step_id text NOT NULL,
        step_name text NOT NULL
      );
      CREATE TABLE shop_orders (
        id text PRIMARY KEY,
        created_at timestamptz NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        total_price numeric(14, 2) NOT NULL,
        currency text NOT NULL,
        quiz_id text NOT NULL DEFAULT '',
        anonymous_id text NOT NULL DEFAULT '',
        variant text NOT NULL DEFAULT '',
        kit_scents jsonb NOT NULL DEFAULT '[]'::jsonb
      );
      CREATE INDEX shop_orders_created ON shop_orders (created_at);
      CREATE INDEX quiz_meta_created ON quiz_meta (created_at);
    `,
  },
  {
    // The tastes reports read a per-day rollup of the profiles instead of every profile of the range.
    version: 5,
    name: 'tastes rollup',
    sql: TASTE_ROLLUP_MIGRATION,
  },
  {
    // Content published through the mutation API (server/content/live-store.ts): each row overrides the
    // seed document of the same id (a null document deletes it); every replica polls the revisions.
    // Answers naming options the quiz no longer (or not yet) has are kept apart on quiz_meta, with the
    // quiz document and revision they were judged by.
    version: 6,
    name: 'published content and unlisted options',
    sql: `
      CREATE TABLE content_documents (
        dataset text NOT NULL,
        id text NOT NULL,
        document jsonb,
        revision bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (dataset, id)
      );
      CREATE TABLE content_revisions (
        dataset text PRIMARY KEY,
        revision bigint NOT NULL
      );
      ALTER TABLE quiz_meta ADD COLUMN unlisted_options jsonb NOT NULL DEFAULT '[]'::jsonb;
      ALTER TABLE quiz_meta ADD COLUMN quiz_content jsonb;
    `,
  },
  {
    // Signing out of the insights ends the session on every replica (server/routes/insights-auth.ts).
    version: 7,
    name: 'insights sessions',
    sql: `CREATE TABLE insights_sessions (id_hash text PRIMARY KEY, expires_at timestamptz NOT NULL)`,
  },
  {
    // server/outbox/outbox.ts: messages to other systems (e-mail, Klaviyo, Shopify), sent by a worker per
    // replica with retries; `subject` (a normalised e-mail address or '') lets an erasure find them.
    version: 8,
    name: 'durable outbox',
    sql: `
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        kind text NOT NULL,
        idempotency_key text NOT NULL UNIQUE,
        subject text NOT NULL DEFAULT '',
        payload jsonb NOT NULL,
        state text NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'sending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        lease_until timestamptz,
        last_error text NOT NULL DEFAULT '',
        created_at timestamptz NOT NULL DEFAULT now(),
        done_at timestamptz
      );
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE state IN ('pending', 'sending');
      CREATE INDEX outbox_subject ON outbox (subject) WHERE subject <> ''
    `,
  },
  {
    // Results by e-mail (server/routes/email-results.ts): one row per opt-in with its consent record;
    // server_secrets holds generated secrets every replica shares (the unsubscribe links' signing key).
    version: 9,
    name: 'e-mail opt-ins and consent records',
    sql: `
      CREATE TABLE email_optins (
        id uuid PRIMARY KEY,
        email text NOT NULL,
        quiz_meta_id uuid,
        market text NOT NULL,
        locale text NOT NULL DEFAULT '',
        consent_text text NOT NULL,
        consent_version text NOT NULL,
        consented_at timestamptz NOT NULL DEFAULT now(),
        unsubscribed_at timestamptz
      );
      CREATE INDEX email_optins_email ON email_optins (email);
      CREATE INDEX email_optins_quiz ON email_optins (quiz_meta_id);
      CREATE INDEX email_optins_consented ON email_optins (consented_at);
      CREATE TABLE server_secrets (
        name text PRIMARY KEY,
        value text NOT NULL
      )
    `,
  },
  {
    // The language the stored description is written in (en-US, en-GB, fr-CA, …); null before the first.
    version: 19,
    name: 'description locale',
    sql: 'ALTER TABLE quiz_meta ADD COLUMN description_locale text;',
  },
  {
    // Revenue a finance team accepts: test orders kept apart, cancellations and refunds netted, the kit
    // line's own revenue, and each webhook delivery applied once (docs/insights.md "Orders").
    version: 10,
    name: 'clean revenue',
    sql: `
      ALTER TABLE shop_orders ADD COLUMN test boolean NOT NULL DEFAULT false;
      ALTER TABLE shop_orders ADD COLUMN cancelled_at timestamptz;
      ALTER TABLE shop_orders ADD COLUMN kit_revenue numeric(14, 2) NOT NULL DEFAULT 0;
      CREATE TABLE shop_refunds (
        id text PRIMARY KEY,
        order_id text NOT NULL,
        created_at timestamptz NOT NULL,
        amount numeric(14, 2) NOT NULL,
        kit_amount numeric(14, 2) NOT NULL DEFAULT 0
      );
      CREATE INDEX shop_refunds_order ON shop_refunds (order_id);
      CREATE TABLE shopify_webhooks (
        id text PRIMARY KEY,
        topic text NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX shopify_webhooks_received ON shopify_webhooks (received_at);
      CREATE INDEX shop_orders_anonymous ON shop_orders (anonymous_id)
    `,
  },
  {
    // Per-question answer counts for the answers report, from the rollup like every taste.
    version: 11,
    name: 'answers rollup',
    sql: ANSWER_ROLLUP_MIGRATION,
  },
  {
    // Steps known by identity, not position (docs/insights.md "Data"): each shopper's reached steps by
    // dataset, quiz document and step key, with the label each had; the rows stored by position before
    // stay readable as steps "index:N" of no quiz, labelled as they were. Segments, impressions and
    // exclusions (previews, the merchant's own visits, unverified steps) on the events and the rollup.
    version: 20,
    name: 'step identity, impressions, segments and exclusions',
    sql: `
      ALTER TABLE quiz_events ADD COLUMN dataset text NOT NULL DEFAULT '';
      ALTER TABLE quiz_events ADD COLUMN quiz_doc text NOT NULL DEFAULT '';
      ALTER TABLE quiz_events ADD COLUMN step_key text NOT NULL DEFAULT '';
      ALTER TABLE quiz_events ADD COLUMN excluded text NOT NULL DEFAULT '';
      ALTER TABLE insights_shoppers ADD COLUMN impression_at timestamptz;
      ALTER TABLE insights_shoppers ADD COLUMN market text NOT NULL DEFAULT '';
      ALTER TABLE insights_shoppers ADD COLUMN locale text NOT NULL DEFAULT '';
      ALTER TABLE insights_shoppers ADD COLUMN device text NOT NULL DEFAULT '';
      ALTER TABLE insights_shoppers ADD COLUMN source text NOT NULL DEFAULT '';
      ALTER TABLE insights_shoppers ADD COLUMN excluded text NOT NULL DEFAULT '';
      CREATE TABLE insights_shopper_steps (
        anonymous_id text NOT NULL,
        dataset text NOT NULL,
        quiz_doc text NOT NULL,
        step_key text NOT NULL,
        PRIMARY KEY (anonymous_id, dataset, quiz_doc, step_key)
      );
      CREATE TABLE insights_step_labels (
        dataset text NOT NULL,
        quiz_doc text NOT NULL,
        step_key text NOT NULL,
        step_id text NOT NULL,
        step_name text NOT NULL,
        position integer NOT NULL,
        PRIMARY KEY (dataset, quiz_doc, step_key)
      );
      INSERT INTO insights_step_labels (dataset, quiz_doc, step_key, step_id, step_name, position)
        SELECT '', '', 'index:' || step_index, step_id, step_name, step_index FROM insights_steps;
      INSERT INTO insights_shopper_steps (anonymous_id, dataset, quiz_doc, step_key)
        SELECT s.anonymous_id, '', '', 'index:' || g FROM insights_shoppers s CROSS JOIN LATERAL generate_series(0, s.max_step) AS g
        WHERE s.max_step >= 0
    `,
  },
  {
    // When the kit's pick list reached the Shopify order (server/marketing/shopify-order-kit.ts); null: not (yet).
    version: 23,
    name: 'kit written to order',
    sql: 'ALTER TABLE shop_orders ADD COLUMN kit_written_at timestamptz',
  },
];

/** Arbitrary constant key so that replicas starting together migrate one at a time. */
const MIGRATION_LOCK_KEY = 727_001;

export async function migrate(db: Database): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((row) => row.version));
    const applied: number[] = [];
    for (const migration of MIGRATIONS) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.sql.split(';').map((s) => s.trim()).filter(Boolean)) {
        await tx.query(statement);
      }
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      applied.push(migration.version);
    }
    return applied;
  });
}
