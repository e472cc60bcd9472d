/**
 * `npm run test:e2e`: starts the product once for every suite that uses it as it is (test/e2e/suite.ts),
 * runs the end-to-end files (or the ones given as arguments), then stops it. Suites that need their own
 * settings (other CORS origins, a failing AI provider) still start their own server.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/child-server.ts';
import { SHARED_PRODUCT_ENV, startProduct } from './server.ts';

const files = process.argv.length > 2
  ? process.argv.slice(2)
  : readdirSync(join(REPO_ROOT, 'test/e2e')).filter((name) => name.endsWith('.test.ts')).sort().map((name) => `test/e2e/${name}`);

const product = await startProduct();
let code = 1;
try {
  code = await new Promise<number>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--test', ...files], {
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
