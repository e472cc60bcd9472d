/**
 * `npm run test:e2e`: starts the product once for every suite that uses it as it is (test/e2e/suite.ts),
 * runs the end-to-end files (or the ones given as arguments), then stops it. Suites that need their own
 * settings (other CORS origins, a failing AI provider) still start their own server.
 *
 * The files run E2E_JOBS at a time (default 2), the longest first: most of a journey is waiting on the
 * browser and the server, so two side by side take little more CPU than one after the other.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/child-server.ts';
import { SHARED_PRODUCT_ENV, startProduct } from './server.ts';

/** The suites that take longest (in this order), started first so that no long one is left for the end. */
const LONGEST_FIRST = ['journeys', 'styling', 'layout-geometry', 'host-page', 'accessibility', 'insights'];
const rank = (name: string) => {
  const index = LONGEST_FIRST.indexOf(name.replace(/\.test\.ts$/, ''));
  return index === -1 ? LONGEST_FIRST.length : index;
};

const files = process.argv.length > 2
  ? process.argv.slice(2)
  : readdirSync(join(REPO_ROOT, 'test/e2e')).filter((name) => name.endsWith('.test.ts'))
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b)).map((name) => `test/e2e/${name}`);
const jobs = Math.max(1, Number(process.env['E2E_JOBS'] ?? 2) || 1);

/** Runs one file in a `node --test` process of its own; its output is printed whole when it ends (no interleaving). */
function runFile(file: string, sharedUrl: string): Promise<boolean> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', file], {
      cwd: REPO_ROOT,
      env: { ...process.env, [SHARED_PRODUCT_ENV]: sharedUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status) => {
      process.stdout.write(`\n──── ${file}: ${status === 0 ? 'passed' : 'FAILED'} ────\n${Buffer.concat(output).toString('utf8')}`);
      done(status === 0);
    });
  });
}

/** `node --test` would sort the files by name: a queue keeps the longest-first order, `jobs` at a time. */
async function runAll(sharedUrl: string): Promise<string[]> {
  const queue = [...files];
  const failed: string[] = [];
  const lane = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      if (!await runFile(file, sharedUrl)) failed.push(file);
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, files.length) }, lane));
  return failed;
}

const product = await startProduct();
let failed: string[] = files;
try {
  failed = await runAll(product.url);
} finally {
  if (failed.length > 0) console.error(`\nfailed: ${failed.join(', ')}\nshared server output:\n${product.output()}`);
  await product.stop();
}
process.exit(failed.length > 0 ? 1 : 0);
