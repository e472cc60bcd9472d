/**
 * The real product for the end-to-end suites: `server/main.ts` as `npm start` runs it (after
 * `npm run build`), in a child process on a free loopback port with its own temporary database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../support/free-port.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const READY_WITHIN_MS = 120_000;

/** Fails with instructions when `dist/` (the element and the demo page) has not been built. */
export function assertBuilt(): void {
  const missing = ['index.html', 'demo.js', 'fragrance-quiz.js'].filter((file) => !existsSync(join(ROOT, 'dist', file)));
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

function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolveExit) => child.once('exit', () => resolveExit()));
}

/** Starts the server with `env` on top of the suite's defaults; resolves once `/health` answers 200. */
export async function startProduct(env: NodeJS.ProcessEnv = {}): Promise<ProductServer> {
  assertBuilt();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'fq-e2e-'));
  // `node --import tsx`, not the tsx CLI: a signal then reaches the server itself, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every journey comes from 127.0.0.1: the per-client AI limit would otherwise count them all as one shopper.
      AI_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = exitOf(child);
  let gone = false;
  // A test process that ends without its `after` hook (a crash, Ctrl+C) must not leave the server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => {
    gone = true;
    process.removeListener('exit', killOnExit);
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (gone) throw new Error(`the server exited before answering /health:\n${output}`);
    try {
      const health = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
      if (health.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /health within ${READY_WITHIN_MS} ms:\n${output}`);
    }
    await new Promise((wake) => setTimeout(wake, 150));
  }

  const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
  return {
    url,
    output: () => output,
    async kill() {
      if (!gone) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!gone) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      cleanUp();
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
  let count = 0;
  const server: Server = createHttpServer((request, response) => {
    count += 1;
    request.resume();
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'the model is down', type: 'server_error' } }));
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests: () => count,
    close: () => new Promise((closed) => {
      server.closeAllConnections();
      server.close(() => closed());
    }),
  };
}
