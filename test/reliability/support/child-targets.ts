/**
 * Where a child server (`server/main.ts`) keeps its data: a PGlite folder of its own, or a database of its
 * own on the TEST_DATABASE_URL server (skipped without it). Used by the crash, shutdown and replica suites.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, openPostgres } from '../../../server/db/database.ts';
import { seedMigratedDataDir } from '../../../server/test-support/test-db.ts';
import type { Database } from '../../../server/db/database.ts';
import { SHORT } from './env.ts';

/** The short run skips the 9,516-perfume catalogue import (slow on a busy CI machine; irrelevant to writes). */
function catalogueEnv(dir: string): NodeJS.ProcessEnv {
  return SHORT ? { CATALOGUE_PATH: join(dir, 'no-catalogue-in-the-short-run.json') } : {};
}

export interface ChildSetup {
  env: NodeJS.ProcessEnv;
  /** The server's database, opened from the test (after the server has stopped, for PGlite). */
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

export interface ChildTarget {
  name: 'pglite' | 'postgres';
  skip: string | false;
  /** Server environment for this target. */
  setup(): Promise<ChildSetup>;
}

export const pgliteChildTarget: ChildTarget = {
  name: 'pglite',
  skip: false,
  async setup() {
    const dataDir = await mkdtemp(join(tmpdir(), 'fq-child-'));
    await seedMigratedDataDir(dataDir);
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: '', ...catalogueEnv(dataDir) },
      open: () => openPglite(dataDir),
      cleanup: () => rm(dataDir, { recursive: true, force: true }),
    };
  },
};

export function postgresChildTarget(adminUrl = process.env.TEST_DATABASE_URL): ChildTarget {
  return {
    name: 'postgres',
    skip: adminUrl ? false : 'TEST_DATABASE_URL is not set (run through scripts/with-postgres.sh)',
    async setup() {
      if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
      const name = `fq_child_${randomBytes(5).toString('hex')}`;
      const admin = await openPostgres(adminUrl);
      await admin.query(`CREATE DATABASE ${name}`).finally(() => admin.close());
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return {
        env: { DATABASE_URL: url.toString(), ...catalogueEnv(tmpdir()) },
        open: () => openPostgres(url.toString()),
        async cleanup() {
          const cleanup = await openPostgres(adminUrl);
          await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => cleanup.close());
        },
      };
    },
  };
}

export function childTargets(): ChildTarget[] {
  return [pgliteChildTarget, postgresChildTarget()];
}
