import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { openPglite } from '../db/database.ts';
import { MIGRATIONS } from '../db/migrations.ts';
import { pgliteTarget, seedMigratedDataDir } from './test-db.ts';

describe('pgliteTarget (databases loaded from the migrated template)', () => {
  it('gives each open a migrated database of its own', async () => {
    const [first, second] = await Promise.all([pgliteTarget.open(), pgliteTarget.open()]);
    try {
      const versions = await first.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      assert.deepEqual(versions.map((row) => row.version), MIGRATIONS.map((migration) => migration.version).sort((a, b) => a - b));
      await first.db.query("INSERT INTO quiz_meta (id, profile) VALUES ('00000000-0000-4000-8000-000000000001', '{}')");
      assert.deepEqual(await second.db.query('SELECT id FROM quiz_meta'), [], 'the other database is untouched');
    } finally {
      await Promise.all([first.dispose(), second.dispose()]);
    }
  });

  it('lends the next suite the same database emptied: no rows, sequences restarted, a new session', async () => {
    const first = await pgliteTarget.open();
    await first.db.query("INSERT INTO quiz_events (name) VALUES ('fq-start'), ('fq-step')");
    await first.db.exec("SET TIME ZONE 'Asia/Tokyo'");
    await first.dispose();
    const second = await pgliteTarget.open();
    try {
      assert.deepEqual(await second.db.query('SELECT name FROM quiz_events'), []);
      await second.db.query("INSERT INTO quiz_events (name) VALUES ('fq-start')");
      assert.deepEqual(await second.db.query('SELECT id::int AS id FROM quiz_events'), [{ id: 1 }]);
      assert.notEqual((await second.db.query<{ TimeZone: string }>('SHOW TIME ZONE'))[0]?.TimeZone, 'Asia/Tokyo');
    } finally {
      await second.dispose();
    }
  });

  it('gives a new database after a suite changed the schema or closed its own', async () => {
    const altered = await pgliteTarget.open();
    await altered.db.exec('ALTER TABLE quiz_events DROP COLUMN properties');
    await altered.dispose();
    const next = await pgliteTarget.open();
    await next.db.query("INSERT INTO quiz_events (name, properties) VALUES ('fq-start', '{}')");
    await next.db.close();
    await next.dispose();
    const after = await pgliteTarget.open();
    try {
      assert.deepEqual(await after.db.query('SELECT name FROM quiz_events'), []);
    } finally {
      await after.dispose();
    }
  });

  it('keeps a persistent database across a reopen', async () => {
    const testDb = await pgliteTarget.open({ persistent: true });
    try {
      await testDb.db.query("INSERT INTO quiz_meta (id, profile) VALUES ('00000000-0000-4000-8000-000000000002', '{}')");
      await testDb.db.close();
      const again = await testDb.reopen();
      assert.deepEqual(await again.query('SELECT id FROM quiz_meta'), [{ id: '00000000-0000-4000-8000-000000000002' }]);
    } finally {
      await testDb.dispose();
    }
  });

  it('seeds a server data folder of its own, migrated, that a write to leaves the next seed untouched', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'fq-seed-test-'));
    try {
      await seedMigratedDataDir(join(parent, 'a'));
      const first = await openPglite(join(parent, 'a'));
      try {
        const versions = await first.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
        assert.deepEqual(versions.map((row) => row.version), MIGRATIONS.map((migration) => migration.version).sort((a, b) => a - b));
        await first.query("INSERT INTO quiz_meta (id, profile) VALUES ('00000000-0000-4000-8000-000000000003', '{}')");
      } finally {
        await first.close();
      }
      await seedMigratedDataDir(join(parent, 'b'));
      const second = await openPglite(join(parent, 'b'));
      try {
        assert.deepEqual(await second.query('SELECT id FROM quiz_meta'), [], 'a copy, not the same folder');
      } finally {
        await second.close();
      }
    } finally {
      await rm(parent, { recursive: true, force: true });
    }
  });
});
