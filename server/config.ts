/** Server configuration from the environment. Every setting has an embedded default. */
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
  /** Exact origins, `*`, or wildcard subdomain patterns (`https://*.myshopify.com`), see cors-origins.ts. */
  corsOrigins: string[];
  ai: AiConfig | null;
  aiRateLimitPerMinute: number;
  bodyLimitBytes: number;
  logLevel: string;
  /** Fastify trustProxy: which proxies' X-Forwarded-For to believe (the rate limit keys on the client IP). */
  trustProxy: string;
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
    cataloguePath: resolve(env.CATALOGUE_PATH ?? resolve(root, '../shared/data/fragrances.json')),
    distDir: resolve(root, 'dist'),
    corsOrigins,
    ai,
    aiRateLimitPerMinute: intFrom(env.AI_RATE_LIMIT_PER_MINUTE, 20),
    bodyLimitBytes: intFrom(env.BODY_LIMIT_BYTES, 64 * 1024),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY ?? 'loopback, linklocal, uniquelocal',
  };
}
