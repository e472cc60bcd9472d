/**
 * wrk (Debian's `wrk` package, written in C) for the rows where autocannon measures itself rather than
 * the server: a 4,000-perfume catalogue page is about 600 kB uncompressed, and autocannon's JavaScript
 * parser saturates a CPU reading them while the server idles (about 6 % of a CPU at 316 req/s on a quiet
 * machine). wrk reads the same responses at a fraction of the cost, so its figure is the server's.
 * A Lua `done` hook prints wrk's own summary as JSON: no text scraping.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoadResult, LoadTarget } from './load.ts';

const MARK = 'WRK_JSON ';

/** The path of the wrk binary, or null when it is not installed. */
export function wrkBinary(): string | null {
  try {
    return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const lua = (value: string) => JSON.stringify(value);

function script(target: LoadTarget): string {
  const headers = { ...(target.body ? { 'content-type': 'application/json' } : {}), ...target.headers };
  return [
    `wrk.method = ${lua(target.method)}`,
    ...(target.body ? [`wrk.body = ${lua(target.body)}`] : []),
    ...Object.entries(headers).map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`),
    'function done(summary, latency, requests)',
    '  local e = summary.errors',
    `  io.write(string.format('${MARK}{"durationUs":%d,"requests":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50Us":%d,"p99Us":%d,"maxUs":%d}\\n',`,
    '    summary.duration, summary.requests, e.connect, e.read, e.write, e.status, e.timeout,',
    '    latency:percentile(50), latency:percentile(99), latency.max))',
    'end',
  ].join('\n');
}

interface WrkSummary {
  durationUs: number;
  requests: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50Us: number;
  p99Us: number;
  maxUs: number;
}

/** `connections` connections for `seconds` with one wrk thread (the other CPU is the server's). */
export function wrk(target: LoadTarget, connections: number, seconds: number, timeoutS: number): Promise<LoadResult> {
  const binary = wrkBinary();
  if (!binary) return Promise.reject(new Error('wrk is not installed (Debian: apt-get install wrk); the full load run needs it'));
  const dir = mkdtempSync(join(tmpdir(), 'fq-wrk-'));
  const file = join(dir, 'target.lua');
  writeFileSync(file, script(target));
  const args = ['-t', '1', '-c', String(connections), '-d', `${seconds}s`, '--timeout', `${timeoutS}s`, '-s', file, target.url];
  return new Promise<LoadResult>((resolvePromise, reject) => {
    execFile(binary, args, { timeout: (seconds + 60) * 1000, killSignal: 'SIGKILL' }, (error, stdout, stderr) => {
      rmSync(dir, { recursive: true, force: true });
      const line = stdout.split('\n').find((text) => text.startsWith(MARK));
      if (error || !line) {
        reject(new Error(`wrk failed: ${error?.message ?? 'no summary'} ${stderr.slice(0, 500)} ${stdout.slice(0, 500)}`));
        return;
      }
      const summary = JSON.parse(line.slice(MARK.length)) as WrkSummary;
      const durationS = summary.durationUs / 1e6;
      const socketErrors = summary.connect + summary.read + summary.write;
      const reqPerSec = Math.round(summary.requests / Math.max(durationS, 0.001));
      resolvePromise({
        connections,
        durationS,
        requests: summary.requests,
        ok: summary.requests - summary.status - socketErrors,
        non2xx: summary.status,
        errors: socketErrors + summary.timeout,
        timeouts: summary.timeout,
        reqPerSec,
        peakReqPerSec: reqPerSec,
        p50Ms: Math.round(summary.p50Us / 100) / 10,
        p99Ms: Math.round(summary.p99Us / 100) / 10,
        maxMs: Math.round(summary.maxUs / 100) / 10,
        statusCodes: {},
      });
    });
  });
}
