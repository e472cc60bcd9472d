/**
 * The real server (`server/main.ts`, as `npm start` runs it) in a child process on a loopback port, for
 * the end-to-end, reliability and fresh-clone suites. One `node --import tsx` process, not the tsx CLI:
 * a signal then reaches the server itself, not a wrapper that would survive it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from './free-port.ts';

export { freePort };

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** stdout and stderr so far (the last 20,000 characters), for failure messages. */
  output(): string;
  /** Resolves with the exit code (as a string) or the signal that ended the process. */
  exited: Promise<string>;
  /** From spawn to the first healthy answer. */
  readyMs: number;
}

export interface StartOptions {
  /** The folder to run `server/main.ts` from (default: this repository). */
  cwd?: string;
  readyWithinMs?: number;
}

const POLL_MS = 100;

/**
 * Starts `server/main.ts` with `env` on top of loopback defaults, on `port` (a free one when absent,
 * another if someone else takes it first), and resolves once its own `GET /health` answers 200. Throws
 * with the server's output when it exits first or is not ready in time. The process is killed if the
 * test process exits without stopping it.
 */
export async function startServer(env: NodeJS.ProcessEnv = {}, port?: number, options: StartOptions = {}): Promise<ChildServer> {
  if (port !== undefined) return startOn(env, port, options);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOn(env, await freePort(), options);
    } catch (error) {
      // Another process took the free port between freePort() and the server's listen: another port.
      if (attempt >= 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

class PortTakenError extends Error {}

/**
 * Whether process `pid` holds the socket listening on `port` (from /proc; true where there is none). A
 * server started at the same moment may have been given the same free port: its /health is not ours.
 */
export function listensOn(pid: number, port: number): boolean {
  if (!existsSync('/proc/net/tcp')) return true;
  const hex = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const rows = existsSync(table) ? readFileSync(table, 'utf8').split('\n').slice(1) : [];
    for (const row of rows) {
      // sl local_address rem_address st …: st 0A is LISTEN; the tenth field is the socket's inode.
      const fields = row.trim().split(/\s+/);
      if (fields[1]?.endsWith(hex) && fields[3] === '0A' && fields[9]) inodes.add(fields[9]);
    }
  }
  const descriptors = existsSync(`/proc/${pid}/fd`) ? readdirSync(`/proc/${pid}/fd`) : [];
  return descriptors.some((fd) => {
    try {
      return inodes.has(/^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1] ?? '');
    } catch {
      return false;
    }
  });
}

async function startOn(env: NodeJS.ProcessEnv, listenOn: number, options: StartOptions): Promise<ChildServer> {
  const { cwd = REPO_ROOT, readyWithinMs = 180_000 } = options;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd,
    // Every test shopper comes from 127.0.0.1: the per-client fair shares would count them as one client.
    // The GROQ time budget (100 ms in production) is tested in-process (server/content, reliability/groq-budget);
    // here a content query must not fail because the machine is busy running other tests.
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(listenOn), LOG_LEVEL: 'warn', FAIR_SHARE_SCALE: '1000000', GROQ_BUDGET_MS: '2000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const exited = new Promise<string>((resolveExit) => child.once('exit', (code, signal) => {
    process.removeListener('exit', killOnExit);
    // A killed server's own children (tsx's esbuild service) may hold the pipes open for a while.
    child.stdout?.destroy();
    child.stderr?.destroy();
    resolveExit(signal ?? String(code));
  }));
  let stopped: string | null = null;
  void exited.then((how) => {
    stopped = how;
  });

  const url = `http://127.0.0.1:${listenOn}`;
  while (performance.now() - started < readyWithinMs) {
    if (stopped !== null) {
      if (output.includes('EADDRINUSE')) throw new PortTakenError(`port ${listenOn} is taken:\n${output}`);
      throw new Error(`the server exited (${stopped}) before answering /health:\n${output}`);
    }
    try {
      const health = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
      if (health.ok && listensOn(child.pid ?? -1, listenOn)) {
        return { url, process: child, output: () => output, exited, readyMs: Math.round(performance.now() - started) };
      }
      if (health.ok) {
        child.kill('SIGKILL');
        await exited;
        throw new PortTakenError(`port ${listenOn} is another process's`);
      }
    } catch (error) {
      if (error instanceof PortTakenError) throw error;
      // not listening yet
    }
    await new Promise((wake) => setTimeout(wake, POLL_MS));
  }
  child.kill('SIGKILL');
  await exited;
  throw new Error(`the server did not answer /health within ${readyWithinMs} ms:\n${output}`);
}

/** SIGKILL, as when the backend goes away: no shutdown hook runs, in-flight requests are cut. */
export async function kill(server: ChildServer): Promise<void> {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGKILL');
  await server.exited;
}

/** SIGTERM (the server's graceful shutdown); SIGKILL after `withinMs`. Resolves with how it ended, or 'timeout'. */
export async function stop(server: ChildServer, withinMs = 20_000): Promise<string> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return server.exited;
  server.process.kill('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const how = await Promise.race([server.exited, new Promise<string>((resolveTimeout) => {
    timer = setTimeout(() => resolveTimeout('timeout'), withinMs);
  })]);
  clearTimeout(timer);
  if (how === 'timeout') await kill(server);
  return how;
}
