import { after, before, it } from 'node:test';
import assert from 'node:assert/strict';
import { createClient, type SanityClient } from '@sanity/client';
import type { FastifyInstance } from 'fastify';
import { QUIZ_STEPS_QUERY } from '../../contract/content-queries.ts';
import { QUIZ_RESULT_QUERY } from '../../contract/result-queries.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { forEachDatabase, BUSY_MACHINE_GROQ_BUDGET_MS } from '../test-support/app.ts';
import type { TestDb } from '../test-support/test-db.ts';

const TOKEN = 'write-token-for-tests';
const config = (overrides: Record<string, unknown> = {}) => ({ ...loadConfig({ LOG_LEVEL: 'silent', GROQ_BUDGET_MS: BUSY_MACHINE_GROQ_BUDGET_MS }), contentWriteToken: TOKEN, contentPollMs: 100, ...overrides });

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const clientFor = (url: string, token?: string): SanityClient => createClient({
  projectId: 'embedded', dataset: 'staging', apiVersion: '2024-04-01', apiHost: url, useProjectHostname: false, useCdn: false, ...(token ? { token } : {}),
});

/** Asks until `probe` returns true; a replica follows another's publish within 2 s. */
async function within(ms: number, probe: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await probe()) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const kitPrice = async (client: SanityClient) =>
  (await client.fetch<Array<{ quizResult: { productRecommends: Array<{ price: number }> } }>>(QUIZ_RESULT_QUERY))[0]?.quizResult.productRecommends[0]?.price;

forEachDatabase('content mutation API', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let url: string;

  before(async () => {
    testDb = await target.open({ persistent: true });
    app = await buildApp({ config: config(), db: testDb.db, logger: false });
    url = await listen(app);
  });
  after(async () => {
    await app.close();
    await testDb.dispose();
  });

  it('refuses writes without the token, with a wrong one, and on a server without CONTENT_WRITE_TOKEN', async () => {
    const mutation = { mutations: [{ create: { _type: 'note', title: 'x' } }] };
    const post = (base: string, headers: Record<string, string> = {}) => fetch(`${base}/v2024-04-01/data/mutate/staging`, {
      method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(mutation),
    });
    const anonymous = await post(url);
    assert.equal(anonymous.status, 401);
    assert.match(((await anonymous.json()) as { error: { description: string } }).error.description, /Authorization: Bearer <CONTENT_WRITE_TOKEN>/);
    assert.equal((await post(url, { authorization: 'Bearer guess' })).status, 401);
    const readOnly = await buildApp({ config: config({ contentWriteToken: undefined }), db: testDb.db, logger: false });
    try {
      const response = await readOnly.inject({ method: 'POST', url: '/v2024-04-01/data/mutate/staging', payload: mutation, headers: { authorization: `Bearer ${TOKEN}` } });
      assert.equal(response.statusCode, 403);
      assert.match(response.json<{ error: { description: string } }>().error.description, /read-only: set CONTENT_WRITE_TOKEN/);
    } finally {
      await readOnly.close();
    }
  });

  it('publishes a patch through @sanity/client: new _rev, served at once, kept across a restart', async () => {
    const writer = clientFor(url, TOKEN);
    const quiz = await writer.getDocument('quiz-main');
    assert.ok(quiz);
    const patched = await writer.patch('quiz-main').set({ 'quizResult.productRecommends[_key=="product-discovery-kit"].price': 29.99 }).commit();
    assert.equal((patched['quizResult'] as { productRecommends: Array<{ price: number }> }).productRecommends[0]?.price, 29.99);
    assert.notEqual(patched._rev, quiz._rev);
    assert.equal(await kitPrice(clientFor(url)), 29.99);

    await assert.rejects(writer.patch('quiz-main').ifRevisionId('not-the-revision').set({ name: 'Stale' }).commit(), (error: { statusCode: number; message: string }) => {
      assert.equal(error.statusCode, 409);
      assert.match(error.message, /revision/);
      return true;
    });
    const renamed = await writer.patch('quiz-main').ifRevisionId(patched._rev).set({ name: 'Fragrance Finder, live' }).commit();
    assert.equal(renamed['name'], 'Fragrance Finder, live');

    await app.close();
    await testDb.db.close();
    testDb.db = await testDb.reopen();
    app = await buildApp({ config: config(), db: testDb.db, logger: false });
    url = await listen(app);
    assert.equal(await kitPrice(clientFor(url)), 29.99, 'the restarted server serves the published price');
  });

  it('applies a transaction atomically: one failing mutation and none applies', async () => {
    const writer = clientFor(url, TOKEN);
    await assert.rejects(
      writer.transaction().create({ _id: 'note-1', _type: 'note', title: 'one' }).patch('no-such-document', (patch) => patch.set({ x: 1 })).commit(),
      (error: { statusCode: number }) => error.statusCode === 409,
    );
    assert.equal(await writer.getDocument('note-1'), undefined);
    const done = await writer.transaction()
      .createOrReplace({ _id: 'note-1', _type: 'note', title: 'one', count: 1 })
      .createIfNotExists({ _id: 'note-1', _type: 'note', title: 'ignored' })
      .patch('note-1', (patch) => patch.inc({ count: 2 }).setIfMissing({ tags: [] }).insert('after', 'tags[-1]', ['a']))
      .commit({ transactionId: 'publish-42' });
    assert.equal(done.transactionId, 'publish-42');
    assert.deepEqual(done.results.map((result) => result.operation), ['create', 'none', 'update']);
    const note = await writer.getDocument('note-1');
    assert.deepEqual([note?.['title'], note?.['count'], note?.['tags'], note?._rev], ['one', 3, ['a'], 'publish-42']);
    await writer.delete('note-1');
    assert.equal(await writer.getDocument('note-1'), undefined);
  });

  it('keeps a draft created through the mutation API away from anonymous readers and the element', async () => {
    const writer = clientFor(url, TOKEN);
    const quiz = await writer.getDocument('quiz-main');
    await writer.create({ ...quiz, _type: 'quiz', _id: 'drafts.aaa-quiz', name: 'Unfinished draft', steps: [{ _key: 'x', id: 'draft_only', type: 'select', heading: 'Draft' }] });
    const anonymous = clientFor(url);
    const quizzes = await anonymous.fetch<Array<{ _id: string; name: string }>>(QUIZ_STEPS_QUERY);
    assert.deepEqual(quizzes.map((found) => found._id), ['quiz-main']);
    const plain = await fetch(`${url}/v2024-04-01/data/query/staging?query=${encodeURIComponent('*[_id in path("drafts.**")]._id')}`);
    assert.deepEqual(((await plain.json()) as { result: unknown }).result, []);
    assert.deepEqual(await clientFor(url, TOKEN).fetch('*[_id in path("drafts.**")]._id', {}, { perspective: 'raw' }), ['drafts.aaa-quiz']);
    await writer.delete('drafts.aaa-quiz');
  });

  it('serves a publish on one replica from another replica within 2 s', async () => {
    const replica = await buildApp({ config: config(), db: testDb.db, logger: false });
    try {
      const other = await listen(replica);
      assert.equal(await kitPrice(clientFor(other)), 29.99);
      await clientFor(url, TOKEN).patch('quiz-main').set({ 'quizResult.productRecommends[0].price': 31 }).commit();
      assert.ok(await within(2000, async () => (await kitPrice(clientFor(other))) === 31), 'the other replica serves the new price');
    } finally {
      await replica.close();
    }
  });
});
