/**
 * Starting and stopping HAProxy (Debian package `haproxy`), shared by the scale-out cluster
 * (scripts/scale-out-cluster.ts) and the bench's TLS proxy (./tls-proxy.ts): a folder of its own for the
 * configuration (and whatever else the caller writes there), its output kept for error messages, a
 * readiness check, and a stop that can be called any number of times.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
const OUTPUT_KEPT = 10_000;

export function haproxyAvailable(): boolean {
  return existsSync(HAPROXY);
}

export interface RunningHaproxy {
  process: ChildProcess;
  /** The folder holding the configuration; deleted by `stop`. */
  dir: string;
  /** The last lines HAProxy wrote (stdout and stderr). */
  output(): string;
  /** SIGTERM, waits for the exit, deletes the folder. Safe to call again. */
  stop(): Promise<void>;
}

export interface HaproxyOptions {
  /** Prefix of the temporary folder's name. */
  name: string;
  /** Writes what the configuration needs into `dir` and returns the configuration's text. */
  configure(dir: string): Promise<string> | string;
  /** True once HAProxy serves as it should; polled every 100 ms. */
  isReady(): Promise<boolean>;
  /** How long `isReady` gets (default 30 s). */
  readyWithinMs?: number;
}

/** Starts HAProxy and resolves once `isReady` says so; on any failure it is stopped and its folder deleted. */
export async function startHaproxy(options: HaproxyOptions): Promise<RunningHaproxy> {
  if (!haproxyAvailable()) throw new Error(`${HAPROXY} not found: install the Debian package "haproxy" (or set HAPROXY_BIN)`);
  const dir = await mkdtemp(join(tmpdir(), `${options.name}-`));
  let configFile: string;
  try {
    configFile = join(dir, 'haproxy.cfg');
    await writeFile(configFile, await options.configure(dir));
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const child = spawn(HAPROXY, ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => { output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT); };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // One promise for the exit, made before anything can end the process: a process killed by a signal
  // keeps a null exit code, so "exitCode === null" cannot tell whether it is still running.
  let running = true;
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => { running = false; resolveExit(); }));
  let stopping: Promise<void> | null = null;
  const haproxy: RunningHaproxy = {
    process: child,
    dir,
    output: () => output,
    stop() {
      stopping ??= (async () => {
        if (running) child.kill('SIGTERM');
        await exited;
        await rm(dir, { recursive: true, force: true });
      })();
      return stopping;
    },
  };
  try {
    const readyWithinMs = options.readyWithinMs ?? 30_000;
    const deadline = Date.now() + readyWithinMs;
    for (;;) {
      if (!running) throw new Error(`haproxy exited (${child.exitCode ?? child.signalCode}):\n${output}`);
      if (await options.isReady()) return haproxy;
      if (Date.now() > deadline) throw new Error(`haproxy was not ready within ${readyWithinMs / 1000} s:\n${output}`);
      await new Promise((wait) => setTimeout(wait, 100));
    }
  } catch (error) {
    await haproxy.stop();
    throw error;
  }
}
