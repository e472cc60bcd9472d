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
import { testDbTargets } from './test-db.ts';
import type { TestDb, TestDbTarget } from './test-db.ts';

export interface TestAppOptions {
  config?: Partial<ServerConfig>;
  env?: NodeJS.ProcessEnv;
  describer?: Describer;
  datasets?: DatasetStore;
}

export function testConfig(overrides: Partial<ServerConfig> = {}, env: NodeJS.ProcessEnv = {}): ServerConfig {
  return { ...loadConfig({ ...env, LOG_LEVEL: 'silent' }), ...overrides };
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

function values(options: StepOptions, field: string): string[] {
  const list = [...(options.get(field)?.keys() ?? [])];
  if (list.length === 0) throw new Error(`the staging quiz has no options for "${field}"`);
  return list;
}

/**
 * A complete profile whose option values all come from the staging quiz (so the test does not depend
 * on the exact wording of the seed content), with every rating set.
 */
export function validProfile(options: StepOptions, overrides: Partial<Profile> = {}): Profile {
  const first = (field: string) => values(options, field)[0] as string;
  const some = (field: string, n: number) => values(options, field).slice(0, n);
  return {
    age: { year: 1990 },
    gender: first('gender'),
    country_spend: first('country_spend'),
    country_part_did_live: first('country_part_did_live'),
    in_extroverted_point: 3,
    appeals: some('appeals', 2),
    often_wear_fragrance: 2,
    perfumes_usual_rotation: 3,
    scent_type_typically_prefer: some('scent_type_typically_prefer', 2),
    floral_scent_notes: 2,
    warm_spicy_scent_notes: 4,
    woody_scent_notes: 5,
    citrus_scent_notes: 1,
    sweet_edible_notes: 3,
    tropical_fruit_notes: 3,
    fresh_fruit_notes: 2,
    herbal_aromatic_notes: 4,
    aquatic_ocean_notes: 3,
    green_notes: 3,
    earthy_mossy_notes: 5,
    when_like_wear_fragrance: some('when_like_wear_fragrance', 2),
    subtle_strong_scrent: 3,
    color_these_you_love1: some('color_these_you_love1', 2),
    color_these_you_love2: some('color_these_you_love2', 2),
    color_these_you_love3: some('color_these_you_love3', 1),
    color_these_you_love4: some('color_these_you_love4', 1),
    loyal_scent_play_the_field: 1,
    favorite_fragrances: [],
    ...overrides,
  };
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

const TABLES = ['quiz_events', 'gpt_content', 'quiz_meta'] as const;

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
