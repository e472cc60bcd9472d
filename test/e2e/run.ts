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

const product = await startProduct();
let code = 1;
try {
  code = await new Promise<number>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${jobs}`, ...files], {
      cwd: REPO_ROOT,
      env: { ...process.env, [SHARED_PRODUCT_ENV]: product.url },
      stdio: 'inherit',
    });
    child.on('close', (status) => done(status ?? 1));
  });
} finally {
  if (code !== 0) console.error(`shared server output:\n${product.output()}`);
  await product.stop();
}
process.exit(code);
