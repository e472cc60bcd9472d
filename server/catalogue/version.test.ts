import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openMigratedPglite } from '../test-support/test-db.ts';
import type { Database } from '../db/database.ts';
import { importCatalogueFile } from './catalogue.ts';
import { CatalogueVersion } from './version.ts';

describe('CatalogueVersion', () => {
  let db: Database;
  let dir: string;
  before(async () => {
    db = await openMigratedPglite();
    dir = await mkdtemp(join(tmpdir(), 'fq-version-'));
  });
  after(async () => {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  const importItems = async (name: string) => {
    const file = join(dir, `${name}.json`);
    await writeFile(file, JSON.stringify([{ id: name, value: name, brand: 'B' }]));
    await importCatalogueFile(db, file);
  };

  it('reads the database at most once per max age, and at once after an import in this process', async () => {
    let now = 0;
    let reads = 0;
    const counting = { query: <Row>(sql: string, params?: unknown[]) => { reads += 1; return db.query<Row>(sql, params); } };
    const version = new CatalogueVersion(counting, 1000, () => now);
    try {
      assert.equal(await version.current(), 'empty');
      await importItems('first');
      const first = await version.current();
      assert.notEqual(first, 'empty', 'the import was seen at once');
      const readsSoFar = reads;
      now += 500;
      assert.equal(await version.current(), first);
      assert.equal(reads, readsSoFar, 'within the max age: no query');
      // Another process imports (no event here): seen once the max age has passed.
      await db.query("UPDATE catalogue_state SET source_hash = 'fedcba9876543210ffff'");
      assert.equal(await version.current(), first);
      now += 600;
      assert.equal(await version.current(), 'fedcba9876543210');
    } finally {
      version.close();
    }
  });
});
