/**
 * The real product for the end-to-end suites: `server/main.ts` as `npm start` runs it (after
 * `npm run build`), in a child process on a free loopback port with its own temporary database.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendJson, startChatServer } from '../../server/test-support/chat-server.ts';
import { seedMigratedDataDir } from '../../server/test-support/test-db.ts';
import { kill, REPO_ROOT, startServer, stop } from '../support/child-server.ts';

/** Fails with instructions when `dist/` (the element and the demo page) has not been built. */
export function assertBuilt(): void {
  const missing = ['index.html', 'demo.js', 'fragrance-quiz.js'].filter((file) => !existsSync(join(REPO_ROOT, 'dist', file)));
  if (missing.length > 0) {
    throw new Error(`dist/ is not built (missing ${missing.join(', ')}): run \`npm run build\` before the end-to-end tests`);
  }
}

export interface ProductServer {
  url: string;
  /** The server's output so far, for failure messages. */
  output(): string;
  /** SIGKILL, as when the backend goes away; resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM (graceful), then removes the temporary database. Safe to call twice. */
  stop(): Promise<void>;
}

/** The environment variable through which test/e2e/run.ts hands the suites the server it started for them. */
export const SHARED_PRODUCT_ENV = 'E2E_SHARED_PRODUCT_URL';

/**
 * The server test/e2e/run.ts started for every suite that needs no settings of its own (it stops it);
 * undefined when the suites run without it.
 */
export function sharedProduct(): ProductServer | undefined {
  const url = process.env[SHARED_PRODUCT_ENV];
  if (!url) return undefined;
  return {
    url,
    output: () => `(the shared server's output is in the test/e2e/run.ts log)`,
    kill: () => Promise.reject(new Error('the shared server cannot be killed by one suite: use startProduct()')),
    stop: () => Promise.resolve(),
  };
}

/** The shared server when test/e2e/run.ts started one, else a new one (a suite that needs no settings of its own). */
export function sharedOrNewProduct(): Promise<ProductServer> {
  const shared = sharedProduct();
  return shared ? Promise.resolve(shared) : startProduct();
}

/** Starts the server with `env` on top of the suite's defaults; resolves once `/health` answers 200. */
export async function startProduct(env: NodeJS.ProcessEnv = {}): Promise<ProductServer> {
  assertBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'fq-e2e-'));
  await seedMigratedDataDir(dataDir);
  const server = await startServer({
    DATA_DIR: dataDir,
    // Every journey comes from 127.0.0.1: the per-client AI limit would otherwise count them all as one shopper.
    AI_RATE_LIMIT_PER_MINUTE: '1000',
    // Likewise every per-client share of the public endpoints (quiz results, events, content queries).
    FAIR_SHARE_SCALE: '1000',
    ...env,
  }).catch((error: unknown) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    url: server.url,
    output: () => server.output(),
    kill: () => kill(server),
    async stop() {
      await stop(server, 15_000);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface FailingAiProvider {
  /** The base URL to give the server as `AI_BASE_URL`. */
  baseUrl: string;
  /** Requests it answered so far. */
  requests(): number;
  close(): Promise<void>;
}

/** An OpenAI-compatible endpoint that is down: every request gets a 500. */
export async function startFailingAiProvider(): Promise<FailingAiProvider> {
  const chat = await startChatServer((_request, response) => {
    sendJson(response, 500, JSON.stringify({ error: { message: 'the model is down', type: 'server_error' } }));
  });
  return { baseUrl: chat.baseUrl, requests: () => chat.requests.length, close: () => chat.close() };
}
