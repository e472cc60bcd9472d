/** Builds the backend for endpoint tests: the real app over a test database, silent, injectable. */
import { after, before, beforeEach, describe } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Describer } from '../ai/describe.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { ServerConfig } from '../config.ts';
import { DatasetStore } from '../content/datasets.ts';
import type { SanityDocument } from '../content/datasets.ts';
import type { Database } from '../db/database.ts';
import { stepOptionsOf } from '../quiz-options.ts';
import type { StepOptions } from '../quiz-options.ts';
import type { Profile } from '../../contract/profile-fields.ts';
import { profileFixture } from '../../contract/profile-fixture.ts';
import { testDbTargets } from './test-db.ts';
import type { TestDb, TestDbTarget } from './test-db.ts';

/**
 * A GROQ time budget for test servers that do not test the budget itself: the 100 ms default refuses
 * ordinary queries on a machine loaded by a whole test run (the budget is tested in its own tests).
 */
export const BUSY_MACHINE_GROQ_BUDGET_MS = '2000';

export interface TestAppOptions {
  config?: Partial<ServerConfig>;
  env?: NodeJS.ProcessEnv;
  describer?: Describer;
  datasets?: DatasetStore;
}

/**
 * The config of an endpoint test: the per-client shares raised a millionfold (every injected request
 * comes from one address), unless the test sets `fairShares` or `FAIR_SHARE_SCALE` itself.
 */
export function testConfig(overrides: Partial<ServerConfig> = {}, env: NodeJS.ProcessEnv = {}): ServerConfig {
  return { ...loadConfig({ FAIR_SHARE_SCALE: '1000000', ...env, LOG_LEVEL: 'silent' }), ...overrides };
}

export async function buildTestApp(db: Database, options: TestAppOptions = {}): Promise<FastifyInstance> {
  const config = testConfig(options.config, options.env);
  const app = await buildApp({
    config,
    db,
    logger: false,
    ...(options.describer ? { describer: options.describer } : {}),
    ...(options.datasets ? { datasets: options.datasets } : {}),
  });
  await app.ready();
  return app;
}

/** Options of the shipped `staging` quiz (the dataset the default config validates against). */
export function stagingOptions(): StepOptions {
  const config = testConfig();
  const documents: SanityDocument[] | null = new DatasetStore(config.contentDir).get(config.contentDataset);
  return stepOptionsOf(documents);
}

/**
 * The answered test profile (contract/profile-fixture.ts) with its choices taken from the quiz's options
 * (so the test does not depend on the exact wording of the seed content).
 */
export function validProfile(options: StepOptions, overrides: Partial<Profile> = {}): Profile {
  return profileFixture(overrides, {
    choices: (field) => {
      const list = [...(options.get(field)?.keys() ?? [])];
      if (list.length === 0) throw new Error(`the staging quiz has no options for "${field}"`);
      return list;
    },
  });
}

export async function countRows(db: Database, table: 'quiz_meta' | 'gpt_content' | 'quiz_events'): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(`SELECT count(*)::int AS n FROM ${table}`);
  return Number(row?.n ?? 0);
}

export interface AppHarness {
  app: FastifyInstance;
  db: Database;
  testDb: TestDb;
}

const TABLES = ['quiz_events', 'gpt_content', 'quiz_meta', 'insights_taste_days'] as const;

/**
 * One database and app for the enclosing suite, emptied before each test (opening a database per test
 * is slow). Read the fields inside tests only. A test that breaks the database or the app (closing it,
 * rate limits) should use `withFreshApp` instead.
 */
export function useApp(target: TestDbTarget, options: TestAppOptions = {}): AppHarness {
  const harness = {} as AppHarness;
  before(async () => {
    harness.testDb = await target.open();
    harness.db = harness.testDb.db;
    harness.app = await buildTestApp(harness.db, options);
  });
  beforeEach(async () => {
    await harness.db.exec(`TRUNCATE ${TABLES.join(', ')} RESTART IDENTITY`);
  });
  after(async () => {
    await harness.app?.close();
    await harness.testDb?.dispose();
  });
  return harness;
}

/** A database and app of its own for one test; both are closed and deleted afterwards. */
export async function withFreshApp<T>(
  target: TestDbTarget,
  options: TestAppOptions & { persistent?: boolean },
  work: (harness: AppHarness) => Promise<T>,
): Promise<T> {
  const testDb = await target.open({ persistent: options.persistent ?? false });
  let app: FastifyInstance | undefined;
  try {
    app = await buildTestApp(testDb.db, options);
    return await work({ app, db: testDb.db, testDb });
  } finally {
    await app?.close();
    await testDb.dispose();
  }
}

/** Runs `suite` once per database target (PGlite; PostgreSQL when TEST_DATABASE_URL is set). */
export function forEachDatabase(title: string, suite: (target: TestDbTarget) => void): void {
  for (const target of testDbTargets()) {
    describe(`${title} [${target.name}]`, { skip: target.skip }, () => suite(target));
  }
}
