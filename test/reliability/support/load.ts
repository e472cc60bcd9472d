/**
 * autocannon in its own process (so that it does not share the server's event loop), on loopback.
 * A timed run aborts the requests still in flight when time is up, and the server may still complete
 * them; so `loadFor` calibrates the rate with a short timed run, then sends a fixed number of requests
 * (about `seconds` worth) and waits for every answer: the 2xx count is then exact.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { sleep } from './env.ts';

const AUTOCANNON = resolve(import.meta.dirname, '../../../node_modules/autocannon/autocannon.js');

export interface LoadTarget {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  headers?: Record<string, string>;
}

export interface LoadResult {
  connections: number;
  durationS: number;
  requests: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  reqPerSec: number;
  /** The best second (the calibration uses it: the first seconds of a run are slower). */
  peakReqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  statusCodes: Record<string, number>;
}

interface AutocannonJson {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  '2xx': number;
  statusCodeStats?: Record<string, { count: number }>;
  latency: { p50: number; p99: number; max: number };
  /** Per-second samples. */
  requests: { total: number; average: number; max: number };
}

export function autocannon(target: LoadTarget, connections: number, run: { seconds: number } | { amount: number }, timeoutS: number): Promise<LoadResult> {
  const args = [
    AUTOCANNON, '--json', '--connections', String(connections), '--timeout', String(timeoutS), '--method', target.method,
    ...('amount' in run ? ['--amount', String(run.amount)] : ['--duration', String(run.seconds)]),
    ...(target.body ? ['--headers', 'content-type=application/json', '--body', target.body] : []),
    ...Object.entries(target.headers ?? {}).flatMap(([name, value]) => ['--headers', `${name}=${value}`]),
    target.url,
  ];
  const limitMs = ('amount' in run ? 600 : run.seconds + 60) * 1000;
  return new Promise((resolvePromise, reject) => {
    execFile(process.execPath, args, { maxBuffer: 16 * 1024 * 1024, timeout: limitMs, killSignal: 'SIGKILL' }, (error, stdout, stderr) => {
      if (error) {
        reject(new Error(`autocannon failed: ${error.message} ${stderr.slice(0, 500)}`));
        return;
      }
      const json = JSON.parse(stdout) as AutocannonJson;
      const statusCodes = Object.fromEntries(Object.entries(json.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
      resolvePromise({
        connections,
        durationS: json.duration,
        requests: json.requests.total,
        ok: json['2xx'],
        non2xx: json.non2xx,
        errors: json.errors,
        timeouts: json.timeouts,
        reqPerSec: Math.round(json.requests.total / Math.max(json.duration, 0.001)),
        peakReqPerSec: json.requests.max,
        p50Ms: json.latency.p50,
        p99Ms: json.latency.p99,
        maxMs: json.latency.max,
        statusCodes,
      });
    });
  });
}

export interface LoadOptions {
  connections: number;
  /** Calibrate for about this long a measured run; or, without it, send `amount` requests. */
  seconds?: number;
  amount?: number;
  warmupS: number;
  timeoutS: number;
}

/**
 * Warm-up (the calibration when `seconds` is given), a pause for the requests it aborted to settle, and
 * the measured run, which the caller starts (so that it can count rows in between).
 */
export async function loadFor(target: LoadTarget, options: LoadOptions): Promise<{ warmup: LoadResult | null; measure: () => Promise<LoadResult> }> {
  const { connections, timeoutS } = options;
  const warmup = options.warmupS > 0 ? await autocannon(target, connections, { seconds: options.warmupS }, timeoutS) : null;
  if (warmup) await sleep(1000);
  const amount = options.seconds && warmup
    ? Math.max(connections * 5, Math.round(warmup.peakReqPerSec * options.seconds))
    : options.amount ?? connections * 5;
  return { warmup, measure: () => autocannon(target, connections, { amount }, timeoutS) };
}
