// Browser tests in Debian's Chromium against a real backend (the server in its own process, seed content).
// Run through `node --import tsx` so this config can load the TypeScript test support.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from './scripts/lib/browser.ts';
import { startServer, stop } from './test/support/child-server.ts';
import { freePort } from './test/support/free-port.ts';
import { buildReactEsm } from './test/support/react-esm.ts';

const reactFiles = await buildReactEsm();
// A process of its own: the dev server's first transforms and the tests' own work never stall its answers.
const dataDir = mkdtempSync(join(tmpdir(), 'fq-wtr-'));
const backend = await startServer(
  { DATA_DIR: dataDir, DATABASE_URL: '', CORS_ORIGINS: '*', AI_RATE_LIMIT_PER_MINUTE: '10000', FAIR_SHARE_SCALE: '1000000', LOG_LEVEL: 'info' },
  undefined,
  { readyWithinMs: 300_000 },
);
const root = process.cwd();

export default {
  // Its own free port: several test runs may share the machine (the runner's default is a fixed 8000).
  port: await freePort(),
  files: process.env.WTR_FILES ?? 'test/browser/**/*.test.{ts,tsx}',
  rootDir: root,
  nodeResolve: { exportConditions: ['browser', 'production'] },
  concurrency: 1,
  testFramework: { config: { timeout: 60000 } },
  testsFinishTimeout: 10 * 60 * 1000,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: TEST_CHROMIUM_PATH,
        headless: true,
        args: CHROMIUM_ARGS,
      },
    }),
  ],
  plugins: [
    {
      name: 'react-esm',
      resolveImport({ source }) {
        const file = reactFiles[source];
        return file ? `/${file.slice(root.length + 1)}` : undefined;
      },
    },
    {
      name: 'test-backend',
      transform(context) {
        if (context.response.is('html')) {
          return { body: context.body.replace('<head>', `<head><script>window.__FQ_TEST_API__ = ${JSON.stringify(backend.url)};</script>`) };
        }
        return undefined;
      },
      async serverStop() {
        await stop(backend);
        rmSync(dataDir, { recursive: true, force: true });
      },
    },
    esbuildPlugin({ ts: true, tsx: true, tsconfig: 'tsconfig.json', target: 'es2022', define: { 'process.env.NODE_ENV': '"development"' } }),
  ],
};
