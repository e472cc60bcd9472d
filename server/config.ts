/** Server configuration from the environment. Every setting has an embedded default. */
import { isTimeZone } from './routes/store-time.ts';
import { resolve } from 'node:path';
import { originsMatcher } from './cors-origins.ts';
import { scaledShares } from './fair-share.ts';
import { tokenProblem } from './routes/insights-auth.ts';
import type { ShareRules } from './fair-share.ts';
import { SHOPIFY_API_VERSION } from './marketing/shopify-admin.ts';

export interface AiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface ServerConfig {
  host: string;
  port: number;
  dataDir: string;
  /** PostgreSQL server; absent means embedded PGlite under dataDir. */
  databaseUrl: string | undefined;
  /** Folder with one sub-folder per dataset (`<dataset>/data.ndjson`, `<dataset>/images/`). */
  contentDir: string;
  /** Dataset whose quiz and house scents the backend validates against. */
  contentDataset: string;
  cataloguePath: string;
  distDir: string;
  /** The built insights page (kept outside `distDir`, so nothing serves it without a session). */
  insightsDistDir: string;
  /** Exact origins, `*`, or wildcard subdomain patterns (`https://*.myshopify.com`), see cors-origins.ts. */
  corsOrigins: string[];
  ai: AiConfig | null;
  aiRateLimitPerMinute: number;
  bodyLimitBytes: number;
  logLevel: string;
  /**
   * Fastify trustProxy: the proxies whose X-Forwarded-For (and -Proto) is believed; false (TRUST_PROXY
   * unset) believes none, since the rate limits key on the client's address.
   */
  trustProxy: string | false;
  /** On SIGTERM, /health answers 503 this long before the server stops accepting (load balancers notice). */
  shutdownDrainMs: number;
  /** Time budget of one content query in a GROQ worker, and the number of workers. */
  groqBudgetMs: number;
  groqWorkers: number;
  /** PostgreSQL connections per process. */
  pgPoolMax: number;
  /** The merchant's secret for the insights page (`INSIGHTS_TOKEN`); unset: the page refuses everyone. */
  insightsToken: string | undefined;
  /** Shopify's webhook signing secret (`SHOPIFY_WEBHOOK_SECRET`); unset: order webhooks are refused. */
  shopifyWebhookSecret: string | undefined;
  /** Events older than this many days are deleted (`EVENTS_RETENTION_DAYS`; 0 keeps them). */
  eventsRetentionDays: number;
  /** Per-client shares of the public endpoints (fair-share.ts), times `FAIR_SHARE_SCALE`. */
  fairShares: ShareRules;
  /** Bearer token for content mutations and draft reads (`CONTENT_WRITE_TOKEN`); unset: the content API is read-only. */
  contentWriteToken: string | undefined;
  /** How often a replica looks for content published by another (`CONTENT_POLL_MS`). */
  contentPollMs: number;
  /** A Sanity project the element reads (`project-id`): the server then reads the same content from it. */
  sanity: SanityConfig | null;
  mail: MailConfig;
  /** E-mail opt-ins (address, consent record) older than this many days are deleted (`EMAIL_RETENTION_DAYS`; 0 keeps them). */
  emailRetentionDays: number;
  outbox: { leaseMs: number; pollMs: number };
  /** `KLAVIYO_PRIVATE_KEY` + `KLAVIYO_LIST_ID`: consented profiles are subscribed to that list. */
  klaviyo: { privateKey: string; listId: string; baseUrl: string } | null;
  /** `SHOPIFY_ADMIN_TOKEN` + `SHOPIFY_SHOP`: consented shoppers become customers with e-mail marketing consent; attributed orders get their kit. */
  shopifyAdmin: { token: string; shop: string; baseUrl: string; apiVersion: string } | null;
  /** The store's IANA time zone (`STORE_TIMEZONE`, default UTC): where the insights' days begin. */
  storeTimezone: string;
}

export interface SanityConfig {
  projectId: string;
  /** `SANITY_API_TOKEN`: a read token, for a private dataset. */
  token: string | undefined;
  /** `SANITY_WEBHOOK_SECRET`: the secret of the project's webhook to POST /webhooks/sanity. */
  webhookSecret: string | undefined;
  /** `SANITY_REFRESH_MS`: the fallback refresh when no webhook comes (default 5 minutes). */
  refreshMs: number;
  /** `SANITY_API_HOST`: another API host (a stand-in in tests). */
  apiHost: string | undefined;
}

export interface MailConfig {
  /** `SMTP_URL` (e.g. `smtps://user:pass@smtp.example.com`); unset: each e-mail is written as an `.eml` file under `<dataDir>/mail`. */
  smtpUrl: string | undefined;
  /** `MAIL_FROM`: the sender, e.g. `Maison Example <quiz@example.com>`. */
  from: string;
  /** `PUBLIC_URL`: where shoppers reach this server (the unsubscribe link); default `http://localhost:<port>`. */
  publicUrl: string;
  /** `STORE_URL`: the store the e-mail's add-to-cart link opens; default `PUBLIC_URL`. */
  storeUrl: string;
  /** `MAIL_POSTAL_ADDRESS`: the sender's postal address in every e-mail's footer (CASL asks for it). */
  postalAddress: string;
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

function positiveFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/** An absolute http(s) URL without its trailing slash, or undefined (unset or not such a URL: refused at start). */
function baseUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const parsed = new URL(value);
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error(`not an http(s) URL: ${value}`);
  return value.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const root = resolve(import.meta.dirname, '..');
  const port = intFrom(env.PORT, 8787);
  const ai = env.AI_BASE_URL && env.AI_API_KEY
    ? {
        baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''),
        apiKey: env.AI_API_KEY,
        model: env.AI_MODEL ?? 'gpt-4o-mini',
        timeoutMs: intFrom(env.AI_TIMEOUT_MS, 8000),
      }
    : null;
  const corsOrigins = (env.CORS_ORIGINS ?? `http://localhost:${port},http://127.0.0.1:${port}`)
    .split(',').map((origin) => origin.trim()).filter(Boolean);
  originsMatcher(corsOrigins); // refuses a malformed entry at start, naming it
  const weakToken = tokenProblem(env.INSIGHTS_TOKEN || undefined);
  if (weakToken) throw new Error(weakToken);
  return {
    host: env.HOST ?? 'localhost',
    port,
    dataDir: resolve(env.DATA_DIR ?? resolve(root, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    contentDir: resolve(env.CONTENT_DIR ?? resolve(root, 'content')),
    contentDataset: env.CONTENT_DATASET ?? 'staging',
    cataloguePath: resolve(env.CATALOGUE_PATH ?? resolve(root, 'data/fragrances.json')),
    distDir: resolve(root, 'dist'),
    insightsDistDir: resolve(root, 'dist-insights'),
    corsOrigins,
    ai,
    aiRateLimitPerMinute: intFrom(env.AI_RATE_LIMIT_PER_MINUTE, 20),
    bodyLimitBytes: intFrom(env.BODY_LIMIT_BYTES, 64 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY?.trim() || false,
    shutdownDrainMs: intFrom(env.SHUTDOWN_DRAIN_MS, 0),
    groqBudgetMs: Math.max(1, intFrom(env.GROQ_BUDGET_MS, 100)),
    groqWorkers: Math.max(1, intFrom(env.GROQ_WORKERS, 2)),
    pgPoolMax: Math.max(1, intFrom(env.PG_POOL_MAX, 20)),
    insightsToken: env.INSIGHTS_TOKEN || undefined,
    shopifyWebhookSecret: env.SHOPIFY_WEBHOOK_SECRET || undefined,
    eventsRetentionDays: intFrom(env.EVENTS_RETENTION_DAYS, 395),
    fairShares: scaledShares(positiveFrom(env.FAIR_SHARE_SCALE, 1)),
    contentWriteToken: env.CONTENT_WRITE_TOKEN || undefined,
    contentPollMs: Math.max(50, intFrom(env.CONTENT_POLL_MS, 500)),
    sanity: env.SANITY_PROJECT_ID
      ? {
          projectId: env.SANITY_PROJECT_ID,
          token: env.SANITY_API_TOKEN || undefined,
          webhookSecret: env.SANITY_WEBHOOK_SECRET || undefined,
          refreshMs: Math.max(1000, intFrom(env.SANITY_REFRESH_MS, 300_000)),
          apiHost: env.SANITY_API_HOST || undefined,
        }
      : null,
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Fragrance Finder <quiz@localhost>',
      publicUrl: baseUrl(env.PUBLIC_URL) ?? `http://localhost:${port}`,
      storeUrl: baseUrl(env.STORE_URL) ?? baseUrl(env.PUBLIC_URL) ?? `http://localhost:${port}`,
      postalAddress: env.MAIL_POSTAL_ADDRESS ?? '',
    },
    emailRetentionDays: intFrom(env.EMAIL_RETENTION_DAYS, 730),
    outbox: { leaseMs: Math.max(100, intFrom(env.OUTBOX_LEASE_MS, 5 * 60_000)), pollMs: Math.max(10, intFrom(env.OUTBOX_POLL_MS, 2000)) },
    klaviyo: env.KLAVIYO_PRIVATE_KEY && env.KLAVIYO_LIST_ID
      ? { privateKey: env.KLAVIYO_PRIVATE_KEY, listId: env.KLAVIYO_LIST_ID, baseUrl: baseUrl(env.KLAVIYO_BASE_URL) ?? 'https://a.klaviyo.com' }
      : null,
    shopifyAdmin: env.SHOPIFY_ADMIN_TOKEN && env.SHOPIFY_SHOP
      ? { token: env.SHOPIFY_ADMIN_TOKEN, shop: env.SHOPIFY_SHOP, baseUrl: baseUrl(env.SHOPIFY_ADMIN_BASE_URL) ?? `https://${env.SHOPIFY_SHOP}`, apiVersion: apiVersionFrom(env.SHOPIFY_API_VERSION) }
      : null,
    storeTimezone: storeTimezoneFrom(env.STORE_TIMEZONE),
  };
}

/** `SHOPIFY_API_VERSION`: a dated Admin API version such as `2025-01` (default); anything else stops the start. */
function apiVersionFrom(value: string | undefined): string {
  const version = value?.trim() || SHOPIFY_API_VERSION;
  if (!/^\d{4}-\d{2}$/.test(version)) throw new Error(`SHOPIFY_API_VERSION "${version}" is not a Shopify API version such as ${SHOPIFY_API_VERSION}`);
  return version;
}

function storeTimezoneFrom(value: string | undefined): string {
  const name = value?.trim() || 'UTC';
  if (!isTimeZone(name)) throw new Error(`STORE_TIMEZONE "${name}" is not an IANA time zone name (e.g. America/Toronto, Europe/Dublin)`);
  return name;
}
