/**
 * The databases the endpoint tests run against: embedded PGlite always, and a PostgreSQL server when
 * TEST_DATABASE_URL is set (e.g. through scripts/with-postgres.sh). Each `open()` gives an empty, migrated
 * database of its own while it is open, so test files may run in parallel against the same server.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after } from 'node:test';
import { promisify } from 'node:util';
import { openPglite, openPostgres, pgliteDatabase } from '../db/database.ts';
import type { Database } from '../db/database.ts';
import { MIGRATIONS, migrate } from '../db/migrations.ts';

const run = promisify(execFile);

export interface TestDb {
  db: Database;
  /** Opens the same stored data again (after `db.close()`): a server restart. */
  reopen(): Promise<Database>;
  /** Closes every connection opened here and deletes the data. */
  dispose(): Promise<void>;
}

export interface TestDbTarget {
  name: 'pglite' | 'postgres';
  /** A reason to skip the suite, or false. */
  skip: string | false;
  /** `persistent`: PGlite keeps its data in a temporary folder (so `reopen` works); else in memory. */
  open(options?: { persistent?: boolean }): Promise<TestDb>;
}

async function closeQuietly(db: Database): Promise<void> {
  await db.close().catch(() => {});
}

/** Names the templates by the migrations and the PGlite version: a change to either makes new ones. */
function templateKey(): string {
  const pgliteDir = dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
  const version = readFileSync(join(pgliteDir, '../package.json'), 'utf8');
  return createHash('sha256').update(version).update(JSON.stringify(MIGRATIONS)).digest('hex').slice(0, 16);
}

/** Writes `make`'s result to `file` under a unique name first: parallel test processes never see half a file. */
async function publish(file: string, make: (partial: string) => Promise<void>): Promise<void> {
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await make(partial);
  await rename(partial, file).catch(async (error: unknown) => {
    // Another process published it first (a folder cannot replace a folder): theirs is as good.
    await rm(partial, { recursive: true, force: true });
    if (!existsSync(file)) throw error;
  });
}

let template: Promise<Blob> | undefined;

/**
 * A freshly migrated PGlite data directory as a tar. Creating a cluster (initdb) costs about four times
 * as much CPU as loading this, so it is built once per machine and kept in the temporary folder (test
 * files run in processes of their own).
 */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = join(tmpdir(), `fq-pglite-template-${templateKey()}.tar`);
    const stored = await readFile(file).catch(() => null);
    if (stored) return new Blob([stored]);
    const { PGlite } = await import('@electric-sql/pglite');
    const fresh = await PGlite.create();
    try {
      await migrate(pgliteDatabase(fresh));
      const dump = await fresh.dumpDataDir('none');
      const bytes = new Uint8Array(await dump.arrayBuffer());
      await publish(file, (partial) => writeFile(partial, bytes));
      return dump;
    } finally {
      await fresh.close();
    }
  })();
  return template;
}

/**
 * Fills `dir` (absent or empty) with a migrated PGlite data folder, as a server's first start leaves it:
 * a child server (`server/main.ts` with `DATA_DIR=dir`) then starts without initdb, which costs about
 * 7 s of CPU. Built once per machine in the temporary folder, then copied.
 */
export async function seedMigratedDataDir(dir: string): Promise<void> {
  const folder = join(tmpdir(), `fq-pglite-datadir-${templateKey()}`);
  if (!existsSync(join(folder, 'PG_VERSION'))) {
    await publish(folder, async (partial) => {
      const db = await openPglite(partial);
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
    });
  }
  // cp(1): a quarter of the CPU of fs.cp for its thousand small files.
  await mkdir(dir, { recursive: true });
  await run('cp', ['-R', `${folder}/.`, dir]);
}

/** A new migrated PGlite database in memory, loaded from the template. */
export async function openMigratedPglite(): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  return pgliteDatabase(await PGlite.create({ loadDataDir: await migratedTemplate() }));
}

/** Tables, columns and indexes of the public schema: a suite that changed them leaves a database not to lend again. */
async function schemaPrint(db: Database): Promise<string> {
  const [row] = await db.query<{ print: string }>(`SELECT md5(
    coalesce((SELECT string_agg(table_name || '.' || column_name || ':' || data_type, ',' ORDER BY table_name, column_name)
      FROM information_schema.columns WHERE table_schema = 'public'), '')
    || coalesce((SELECT string_agg(indexname, ',' ORDER BY indexname) FROM pg_indexes WHERE schemaname = 'public'), '')) AS print`);
  return row?.print ?? '';
}

/** Every row but the migrations' record gone, sequences restarted, the session as new. */
async function empty(db: Database): Promise<void> {
  await db.exec('DISCARD ALL');
  const tables = await db.query<{ name: string }>(
    "SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'schema_migrations'");
  if (tables.length > 0) await db.exec(`TRUNCATE ${tables.map((table) => table.name).join(', ')} RESTART IDENTITY CASCADE`);
}

/**
 * The test process's in-memory database, lent to one suite at a time and emptied when it comes back:
 * opening one costs about a second of CPU, emptying it a few milliseconds. One that comes back closed,
 * with another schema or failing to empty is dropped; an open while it is lent gets a new one.
 */
let spare: { db: Database; print: string } | undefined;
let lent = false;
// Lent only under node:test, which closes it after the process's last test: an open one loaded from the
// template keeps its process alive.
const LENDS = process.env['NODE_TEST_CONTEXT'] !== undefined;
if (LENDS) {
  after(async () => {
    if (spare) await closeQuietly(spare.db);
    spare = undefined;
  });
}

async function lend(): Promise<TestDb> {
  lent = true;
  let held = spare;
  spare = undefined;
  try {
    if (!held) {
      const fresh = await openMigratedPglite();
      // A no-op on the template; it keeps the test honest if the template were stale.
      await migrate(fresh);
      held = { db: fresh, print: await schemaPrint(fresh) };
    }
  } catch (error) {
    lent = false;
    throw error;
  }
  const { db: shared, print } = held;
  let closed = false;
  const db: Database = { ...shared, close: async () => { closed = true; await shared.close(); } };
  return {
    db,
    reopen: () => Promise.reject(new Error('reopen needs open({ persistent: true })')),
    async dispose() {
      try {
        if (closed) return;
        if (await schemaPrint(shared) !== print) throw new Error('the suite changed the schema');
        await empty(shared);
        spare = { db: shared, print };
      } catch {
        await closeQuietly(shared);
      } finally {
        lent = false;
      }
    },
  };
}

export const pgliteTarget: TestDbTarget = {
  name: 'pglite',
  skip: false,
  async open({ persistent = false } = {}) {
    if (!persistent && !lent && LENDS) return lend();
    const dir = persistent ? await mkdtemp(join(tmpdir(), 'fq-pglite-')) : null;
    const opened: Database[] = [];
    // A folder is copied from the migrated one, as a test server's is: loading the template's tar into
    // a folder writes it file by file through PGlite's file system, several times the CPU.
    if (dir) await seedMigratedDataDir(dir);
    const db = dir ? await openPglite(dir) : await openMigratedPglite();
    opened.push(db);
    await migrate(db);
    return {
      db,
      async reopen() {
        if (!dir) throw new Error('reopen needs open({ persistent: true })');
        const again = await openPglite(dir);
        opened.push(again);
        return again;
      },
      async dispose() {
        for (const each of opened) await closeQuietly(each);
        if (dir) await rm(dir, { recursive: true, force: true });
      },
    };
  },
};

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export function postgresTarget(url = process.env.TEST_DATABASE_URL): TestDbTarget {
  return {
    name: 'postgres',
    skip: url ? false : 'TEST_DATABASE_URL is not set (run through scripts/with-postgres.sh)',
    async open() {
      if (!url) throw new Error('TEST_DATABASE_URL is not set');
      const name = `fq_test_${randomBytes(6).toString('hex')}`;
      const admin = await openPostgres(url);
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.close();
      }
      const dbUrl = withDatabase(url, name);
      const opened: Database[] = [];
      const open = async () => {
        const db = await openPostgres(dbUrl);
        opened.push(db);
        return db;
      };
      const db = await open();
      await migrate(db);
      return {
        db,
        reopen: open,
        async dispose() {
          for (const each of opened) await closeQuietly(each);
          const cleanup = await openPostgres(url);
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          } finally {
            await cleanup.close();
          }
        },
      };
    },
  };
}

/** Every target; suites call `describe(target.name, { skip: target.skip }, …)` for each. */
export function testDbTargets(): TestDbTarget[] {
  return [pgliteTarget, postgresTarget()];
}
