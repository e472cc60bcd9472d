/**
 * The real server (`server/main.ts`) as a child process: one `node --import tsx` process (not the tsx
 * CLI, whose wrapper would survive a SIGKILL sent to it and leave the real server running).
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { sleep } from './env.ts';
import { freePort } from '../../support/free-port.ts';

export { freePort };

const ROOT = resolve(import.meta.dirname, '../../..');

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** stderr and stdout so far (for failure messages). */
  output(): string;
  /** Resolves with the exit code or signal. */
  exited: Promise<string>;
  /** From spawn to the first healthy answer. */
  readyMs: number;
}

/** Starts `server/main.ts` with `env` on a free loopback port and waits until /health answers 200. */
export async function startServer(env: NodeJS.ProcessEnv, port: number, readyWithinMs = 180_000): Promise<ChildServer> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<string>((resolveExit) => child.once('exit', (code, signal) => {
    // A killed server's own children (tsx's esbuild service) may hold the pipes open for a while.
    child.stdout?.destroy();
    child.stderr?.destroy();
    resolveExit(signal ?? String(code));
  }));
  let stopped: string | null = null;
  void exited.then((how) => {
    stopped = how;
  });
  const url = `http://127.0.0.1:${port}`;
  while (performance.now() - started < readyWithinMs) {
    if (stopped !== null) throw new Error(`the server exited (${stopped}) before answering:\n${output}`);
    try {
      const health = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
      if (health.ok) return { url, process: child, output: () => output, exited, readyMs: Math.round(performance.now() - started) };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer /health within ${readyWithinMs} ms:\n${output}`);
}

/** SIGKILL: no shutdown hook runs, in-flight requests are cut. */
export async function kill(server: ChildServer): Promise<void> {
  server.process.kill('SIGKILL');
  await server.exited;
}

/** SIGTERM: the server's own graceful shutdown (closes the database). */
export async function stop(server: ChildServer, withinMs = 20_000): Promise<string> {
  server.process.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const how = await Promise.race([server.exited, new Promise<string>((resolveTimeout) => {
    timer = setTimeout(() => resolveTimeout('timeout'), withinMs);
  })]);
  clearTimeout(timer);
  if (how === 'timeout') await kill(server);
  return how;
}
