/** Server configuration from the environment. Every setting has an embedded default. */
import { isTimeZone } from './routes/store-time.ts';
import { resolve } from 'node:path';
import { originsMatcher } from './cors-origins.ts';

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
  /** Fastify trustProxy: which proxies' X-Forwarded-For to believe (the rate limit keys on the client IP). */
  trustProxy: string;
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
  /** The store's IANA time zone (`STORE_TIMEZONE`, default UTC): where the insights' days begin. */
  storeTimezone: string;
}

function intFrom(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
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
    trustProxy: env.TRUST_PROXY ?? 'loopback, linklocal, uniquelocal',
    shutdownDrainMs: intFrom(env.SHUTDOWN_DRAIN_MS, 0),
    groqBudgetMs: Math.max(1, intFrom(env.GROQ_BUDGET_MS, 100)),
    groqWorkers: Math.max(1, intFrom(env.GROQ_WORKERS, 2)),
    pgPoolMax: Math.max(1, intFrom(env.PG_POOL_MAX, 20)),
    insightsToken: env.INSIGHTS_TOKEN || undefined,
    shopifyWebhookSecret: env.SHOPIFY_WEBHOOK_SECRET || undefined,
    eventsRetentionDays: intFrom(env.EVENTS_RETENTION_DAYS, 395),
    storeTimezone: storeTimezoneFrom(env.STORE_TIMEZONE),
  };
}

function storeTimezoneFrom(value: string | undefined): string {
  const name = value?.trim() || 'UTC';
  if (!isTimeZone(name)) throw new Error(`STORE_TIMEZONE "${name}" is not an IANA time zone name (e.g. America/Toronto, Europe/Dublin)`);
  return name;
}
