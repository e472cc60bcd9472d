/** The element's script as the server sends it: with the first content query's answer, as fresh as the content. */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { QUIZ_STEPS_QUERY } from '../contract/content-queries.ts';
import { contentQueryPath, SERVED_ANSWER_KEY } from '../contract/content-url.ts';
import { DatasetStore, type SanityDocument } from './content/datasets.ts';
import { buildTestApp, testConfig } from './test-support/app.ts';
import { pgliteTarget, type TestDb } from './test-support/test-db.ts';

const BUILT = 'export const built = true;\n';
const STORE = 'https://shop.example';

/** The seed content, whose quiz's first heading a test can change (as a publish would). */
class EditableStore extends DatasetStore {
  #edits = 0;
  #documents: SanityDocument[] | null = null;

  override documents(dataset: string): SanityDocument[] | null {
    if (dataset !== 'staging') return super.documents(dataset);
    return this.#documents ?? super.documents(dataset);
  }

  override revision(): number {
    return this.#edits;
  }

  retitleFirstStep(heading: string): void {
    this.#documents = this.seed('staging')!.map((document) => (document._type === 'quiz'
      ? { ...document, steps: (document['steps'] as Array<Record<string, unknown>>).map((step, index) => (index === 0 ? { ...step, heading } : step)) }
      : document));
    this.#edits += 1;
  }
}

/** What the served script leaves on the element's slot, run as a browser would run its first line. */
function servedSlot(script: string): { path: string; body: unknown } | undefined {
  const context: Record<string, unknown> = {};
  runInNewContext(script.slice(0, script.indexOf('\n') + 1), context);
  return (runInNewContext(`globalThis[Symbol.for(${JSON.stringify(SERVED_ANSWER_KEY)})]`, context) as { path: string; body: unknown } | undefined);
}

describe('the element\'s script as sent', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const store = new EditableStore(testConfig().contentDir);
  const dist = mkdtempSync(join(tmpdir(), 'fq-entry-'));
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  before(async () => {
    writeFileSync(join(dist, 'fragrance-quiz.js'), BUILT);
    testDb = await pgliteTarget.open();
    app = await buildTestApp(testDb.db, { config: { distDir: dist, corsOrigins: [STORE] }, datasets: store });
  });
  after(async () => {
    await app?.close();
    await testDb?.dispose();
    rmSync(dist, { recursive: true, force: true });
  });

  it('starts with the answer to the query an element asks first, then the built script; public, brotli', async () => {
    const path = contentQueryPath('staging', QUIZ_STEPS_QUERY);
    // Answered in advance, as a listening server does (server/content/routes.ts).
    const answer = (await get(path)).payload;
    const response = await get('/fragrance-quiz.js', { 'accept-encoding': 'gzip, br', origin: STORE });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /^text\/javascript/);
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(response.headers['access-control-allow-origin'], '*');
    assert.match(String(response.headers.vary), /origin/i, 'one copy per store origin in shared caches');
    const script = brotliDecompressSync(response.rawPayload).toString('utf8');
    assert.ok(script.endsWith(`\n${BUILT}`), 'the built script after the first line');
    const slot = servedSlot(script);
    assert.equal(slot?.path, path, 'the URL the element asks, relative to the script');
    // Compared as JSON text: the object comes from another realm.
    assert.equal(JSON.stringify(slot.body), JSON.stringify(JSON.parse(answer)), 'the body the query itself gets');
    assert.match(answer, /First, a little about you/);
  });

  it('is revalidated on every load like the content (304 while unchanged), and carries a publish at once', async () => {
    // The answer is evaluated first, as after a listening server's warm-up: a busy machine may take longer
    // than the script waits for an answer being evaluated (the built script alone is tested below).
    const answered = () => get(contentQueryPath('staging', QUIZ_STEPS_QUERY));
    await answered();
    const first = await get('/fragrance-quiz.js');
    assert.equal(first.headers['cache-control'], 'public, max-age=0, s-maxage=1');
    const etag = String(first.headers.etag);
    assert.equal((await get('/fragrance-quiz.js', { 'if-none-match': etag })).statusCode, 304);
    store.retitleFirstStep('A new first heading');
    await answered();
    const changed = await get('/fragrance-quiz.js', { 'if-none-match': etag });
    assert.equal(changed.statusCode, 200);
    assert.notEqual(changed.headers.etag, etag);
    assert.match(JSON.stringify(servedSlot(changed.payload)?.body), /A new first heading/);
  });

  it('is the built script alone to a store origin CORS_ORIGINS does not list: its quiz stops at the first request, with the clear error', async () => {
    await get(contentQueryPath('staging', QUIZ_STEPS_QUERY));
    const response = await get('/fragrance-quiz.js', { origin: 'https://unlisted-store.example' });
    assert.equal(response.statusCode, 200);
    assert.equal(response.payload, BUILT);
    assert.equal(response.headers['access-control-allow-origin'], '*');
    const ownPage = await get('/fragrance-quiz.js', { origin: 'http://quiz.example', host: 'quiz.example' });
    assert.ok(servedSlot(ownPage.payload), 'a page of the server\'s own gets the answer');
  });

  it('is the built script alone, revalidated as well, when the content has no answer for it', async () => {
    const bare = await buildTestApp(testDb.db, { config: { distDir: dist, contentDataset: 'no-such-dataset' }, datasets: store });
    try {
      const response = await bare.inject({ method: 'GET', url: '/fragrance-quiz.js' });
      assert.equal(response.statusCode, 200);
      assert.equal(response.payload, BUILT);
      assert.equal(response.headers['cache-control'], 'public, max-age=0, s-maxage=1', 'not kept while an answer may come');
    } finally {
      await bare.close();
    }
  });
});
