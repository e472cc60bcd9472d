import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Fragrance } from '../../contract/requests.ts';
import { importCatalogueFile } from '../catalogue/catalogue.ts';
import { testConfig, buildTestApp } from '../test-support/app.ts';
import type { TestDb } from '../test-support/test-db.ts';
import { testDbTargets } from '../test-support/test-db.ts';

const SHIPPED = testConfig().cataloguePath;
const SHIPPED_COUNT = (JSON.parse(readFileSync(SHIPPED, 'utf8')) as unknown[]).length;
const FIELDS = ['brand', 'family', 'id', 'image', 'sub_family', 'value', 'votes'];

for (const target of testDbTargets()) {
  describe(`/fragrances [${target.name}]`, { skip: target.skip }, () => {
    let testDb: TestDb;
    let app: FastifyInstance;

    before(async () => {
      testDb = await target.open();
      await importCatalogueFile(testDb.db, SHIPPED);
      app = await buildTestApp(testDb.db);
    });
    after(async () => {
      await app?.close();
      await testDb?.dispose();
    });

    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url: '/fragrances', payload: payload as object, headers });
    const get = (query: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `/fragrances${query}`, headers });

    async function assertRejected(response: Awaited<ReturnType<typeof post>>, path?: string) {
      assert.equal(response.statusCode, 400, response.body);
      assert.match(String(response.headers['content-type']), /application\/json/);
      const json = response.json() as { error: unknown; details: Array<{ path: string }> };
      assert.equal(typeof json.error, 'string');
      assert.ok(Array.isArray(json.details));
      if (path) assert.ok(json.details.some((detail) => JSON.stringify(detail).includes(path)), `no detail about ${path}: ${response.body}`);
    }

    it(`pages through the shipped catalogue as 4000, 4000, ${SHIPPED_COUNT - 8000} items, in a stable order`, async () => {
      const pages: Fragrance[][] = [];
      for (let start = 0; ; start += 4000) {
        const response = await post({ start, limit: 4000 });
        assert.equal(response.statusCode, 200, response.body);
        const page = response.json() as Fragrance[];
        pages.push(page);
        if (page.length < 4000) break;
      }
      assert.deepEqual(pages.map((page) => page.length), [4000, 4000, SHIPPED_COUNT - 8000]);
      assert.equal(SHIPPED_COUNT, 9516);
      const all = pages.flat();
      assert.equal(new Set(all.map((item) => item.id)).size, SHIPPED_COUNT, 'ids are unique across pages');
      for (const item of all.slice(0, 50)) assert.deepEqual(Object.keys(item).sort(), FIELDS);

      const file = JSON.parse(readFileSync(SHIPPED, 'utf8')) as Array<{ value: string; votes: number }>;
      assert.deepEqual(all.map((item) => item.value), file.map((item) => item.value), 'the file order');
      assert.deepEqual(all.map((item) => item.votes), file.map((item) => item.votes), 'the popularity the picker ranks by');

      const again = (await post({ start: 4000, limit: 4000 })).json() as Fragrance[];
      assert.deepEqual(again, pages[1], 'the same page twice');
      const overlap = (await post({ start: 3990, limit: 20 })).json() as Fragrance[];
      assert.deepEqual(overlap, all.slice(3990, 4010), 'any window agrees with the pages');
    });

    it('answers an empty array past the end', async () => {
      const response = await post({ start: 20_000, limit: 4000 });
      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json(), []);
    });

    it('rejects invalid bodies with a 400 JSON error', async () => {
      await assertRejected(await post({ start: -1, limit: 10 }), '/start');
      await assertRejected(await post({ start: 1.5, limit: 10 }), '/start');
      await assertRejected(await post({ start: 0, limit: 0 }), '/limit');
      await assertRejected(await post({ start: 0, limit: 4001 }), '/limit');
      await assertRejected(await post({ start: '0', limit: 10 }), '/start');
      await assertRejected(await post({ start: 0, limit: '10' }), '/limit');
      await assertRejected(await post({ start: 0 }), 'limit');
      await assertRejected(await post({ start: 0, limit: 10, extra: true }), 'extra');
      await assertRejected(await post([0, 10]));
      await assertRejected(await app.inject({
        method: 'POST', url: '/fragrances', headers: { 'content-type': 'application/json' }, payload: '{"start":0,',
      }));
    });

    it('serves the same pages through GET for CDNs, with the same validation', async () => {
      const viaGet = await get('?start=4000&limit=100');
      assert.equal(viaGet.statusCode, 200, viaGet.body);
      assert.deepEqual(viaGet.json(), (await post({ start: 4000, limit: 100 })).json());
      await assertRejected(await get('?start=-1&limit=10'), 'start');
      await assertRejected(await get('?start=1.5&limit=10'), 'start');
      await assertRejected(await get('?start=abc&limit=10'), 'start');
      await assertRejected(await get('?start=0&limit=0'), 'limit');
      await assertRejected(await get('?start=0&limit=4001'), '/limit');
      await assertRejected(await get('?start=0'), 'limit');
      await assertRejected(await get('?start=0&limit=10&extra=1'), 'extra');
      await assertRejected(await get('?start=0&limit=10&limit=20'), 'limit');
    });

    it('compresses pages and sends cache headers; GET revalidates with the ETag', async () => {
      const response = await post({ start: 0, limit: 4000 }, { 'accept-encoding': 'gzip' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-encoding'], 'gzip');
      const body = gunzipSync(response.rawPayload);
      assert.equal((JSON.parse(body.toString('utf8')) as unknown[]).length, 4000);
      assert.ok(response.rawPayload.length < body.length / 3, `gzip ${response.rawPayload.length} of ${body.length} bytes`);
      assert.match(String(response.headers['cache-control']), /public/);
      const etag = String(response.headers.etag);
      assert.match(etag, /^"[0-9a-f]{16}-0-4000"$/);

      const page = await get('?start=0&limit=4000', { 'accept-encoding': 'gzip' });
      assert.equal(page.headers['content-encoding'], 'gzip');
      assert.match(String(page.headers['cache-control']), /public, max-age=\d+/);
      assert.match(String(page.headers.vary), /accept-encoding/i);
      assert.equal(page.headers.etag, etag);
      const revalidated = await get('?start=0&limit=4000', { 'if-none-match': etag });
      assert.equal(revalidated.statusCode, 304);
      assert.equal(revalidated.body, '');
      const other = await get('?start=0&limit=4000', { 'if-none-match': '"something-else"' });
      assert.equal(other.statusCode, 200);
      const brotli = await post({ start: 0, limit: 4000 }, { 'accept-encoding': 'gzip, br' });
      assert.equal(brotli.headers['content-encoding'], 'br');
      assert.equal((JSON.parse(brotliDecompressSync(brotli.rawPayload).toString('utf8')) as unknown[]).length, 4000);
      const plain = await post({ start: 0, limit: 4000 });
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.equal((plain.json() as unknown[]).length, 4000);
    });

    it('serves the new catalogue as soon as it is imported (cached pages are dropped)', async () => {
      const before = (await post({ start: 0, limit: 2 })).json() as Fragrance[];
      const dir = await mkdtemp(join(tmpdir(), 'fq-reimport-'));
      try {
        const file = join(dir, 'catalogue.json');
        await writeFile(file, JSON.stringify([{ id: 'new-one', value: 'New One', brand: 'Maison' }]));
        await importCatalogueFile(testDb.db, file);
        const after = await post({ start: 0, limit: 2 });
        assert.deepEqual((after.json() as Fragrance[]).map((item) => item.id), ['new-one']);
        assert.notEqual(after.headers.etag, undefined);
        await importCatalogueFile(testDb.db, SHIPPED);
        assert.deepEqual((await post({ start: 0, limit: 2 })).json(), before);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });
  });
}
