import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Database } from '../db/database.ts';
import { testConfig } from '../test-support/app.ts';
import { testDbTargets } from '../test-support/test-db.ts';
import { CatalogueError, cataloguePage, catalogueVersion, importCatalogueFile, parseCatalogueText, validateCatalogue } from './catalogue.ts';

const SHIPPED = testConfig().cataloguePath;
const item = (id: string, extra: Record<string, unknown> = {}) => ({ id, value: `Name ${id}`, brand: 'Brand', family: 'Floral', sub_family: '', ...extra });

let dir: string;
before(async () => { dir = await mkdtemp(join(tmpdir(), 'fq-catalogue-')); });
after(async () => { await rm(dir, { recursive: true, force: true }); });

async function fileWith(name: string, content: unknown): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

async function ids(db: Database): Promise<string[]> {
  return (await db.query<{ id: string }>('SELECT id FROM fragrances ORDER BY position')).map((row) => row.id);
}

describe('validateCatalogue', () => {
  it('keeps the six picker fields, defaults the optional ones and keeps the rest as details', () => {
    const [first] = validateCatalogue([{ id: 'a', value: 'A', brand: 'B', notes: ['Rose'], rating: 4 }]);
    assert.deepEqual(first, { id: 'a', value: 'A', brand: 'B', family: '', sub_family: '', image: '', details: { notes: ['Rose'], rating: 4 } });
  });

  it('names the malformed item', () => {
    assert.throws(() => validateCatalogue({}), CatalogueError);
    assert.throws(() => validateCatalogue([item('a'), null], 'f.json'), /f\.json: item 2: expected an object/);
    assert.throws(() => validateCatalogue([item('a'), item('b', { value: '' })], 'f.json'), /item 2: "value" must be a non-empty string/);
    assert.throws(() => validateCatalogue([item('a', { brand: 3 })]), /item 1: "brand" must be a non-empty string/);
    assert.throws(() => validateCatalogue([item('a'), item('b', { family: 7 })]), /item 2 \(b\): "family" must be a string/);
    assert.throws(() => validateCatalogue([item('a', { image: 'x'.repeat(501) })]), /item 1 \(a\): "image" is too long/);
  });

  it('renames a repeated id with a warning instead of losing the item', () => {
    const warnings: string[] = [];
    const items = validateCatalogue([item('a'), item('a'), item('a-2'), item('a')], 'f.json', warnings);
    assert.deepEqual(items.map((each) => each.id), ['a', 'a-3', 'a-2', 'a-4']);
    assert.equal(warnings.length, 2);
    assert.match(warnings[0] ?? '', /item 2: duplicate id "a" renamed to "a-3"/);
  });

  it('reports where a file stops being JSON', () => {
    assert.throws(() => parseCatalogueText('[\n{"id": "a"},\n{oops}\n]', 'f.json'), /f\.json:3: not valid JSON/);
  });
});

for (const target of testDbTargets()) {
  describe(`importCatalogueFile [${target.name}]`, { skip: target.skip }, () => {
    it('imports the shipped file (unique ids, no warnings) once', async () => {
      const testDb = await target.open();
      try {
        const first = await importCatalogueFile(testDb.db, SHIPPED);
        assert.deepEqual(first, { status: 'imported', count: 9516, warnings: [] });
        const version = await catalogueVersion(testDb.db);

        const second = await importCatalogueFile(testDb.db, SHIPPED);
        assert.deepEqual(second, { status: 'unchanged', count: 9516, warnings: [] });
        const [row] = await testDb.db.query<{ n: number; d: number }>('SELECT count(*)::int AS n, count(DISTINCT id)::int AS d FROM fragrances');
        assert.deepEqual(row, { n: 9516, d: 9516 }, 'no duplicates');
        assert.equal(await catalogueVersion(testDb.db), version);
      } finally {
        await testDb.dispose();
      }
    });

    it('replaces the catalogue when the file changes, and keeps it when a new file is malformed', async () => {
      const testDb = await target.open();
      try {
        const { db } = testDb;
        const v1 = await fileWith(`v1-${target.name}.json`, [item('a'), item('b'), item('c')]);
        assert.equal((await importCatalogueFile(db, v1)).status, 'imported');
        const version1 = await catalogueVersion(db);

        const v2 = await fileWith(`v2-${target.name}.json`, [item('c'), item('d', { value: 'Renamed' })]);
        assert.deepEqual(await importCatalogueFile(db, v2), { status: 'imported', count: 2, warnings: [] });
        assert.deepEqual(await ids(db), ['c', 'd']);
        assert.equal((await cataloguePage(db, 1, 10))[0]?.value, 'Renamed');
        const version2 = await catalogueVersion(db);
        assert.notEqual(version2, version1);

        const broken = await fileWith(`broken-${target.name}.json`, [item('x'), item('y'), { id: 'z', value: 'Z' }]);
        await assert.rejects(importCatalogueFile(db, broken), (error: unknown) =>
          error instanceof CatalogueError && /item 3: "brand" must be a non-empty string/.test(error.message));
        const notJson = await fileWith(`not-json-${target.name}.json`, '[{"id": "x"');
        await assert.rejects(importCatalogueFile(db, notJson), CatalogueError);
        assert.deepEqual(await ids(db), ['c', 'd'], 'the previous catalogue is intact');
        assert.equal(await catalogueVersion(db), version2);
      } finally {
        await testDb.dispose();
      }
    });

    it('pages by position with no gaps or overlaps', async () => {
      const testDb = await target.open();
      try {
        const many = Array.from({ length: 25 }, (_, i) => item(`p${String(i).padStart(2, '0')}`));
        await importCatalogueFile(testDb.db, await fileWith(`many-${target.name}.json`, many));
        const pages = [await cataloguePage(testDb.db, 0, 10), await cataloguePage(testDb.db, 10, 10), await cataloguePage(testDb.db, 20, 10)];
        assert.deepEqual(pages.map((page) => page.length), [10, 10, 5]);
        assert.deepEqual(pages.flat().map((each) => each.id), many.map((each) => each.id));
        assert.deepEqual(await cataloguePage(testDb.db, 25, 10), []);
      } finally {
        await testDb.dispose();
      }
    });
  });
}
