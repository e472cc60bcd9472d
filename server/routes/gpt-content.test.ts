import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { countRows, forEachDatabase, stagingOptions, useApp, validProfile, withFreshApp } from '../test-support/app.ts';

const options = stagingOptions();
const CONTENT = '- One\n- Two\n- Three\n- Wild card: science cannot always predict desire';

/** A quiz-meta row whose description the server has written (answers the id and the text). */
async function describedQuizMeta(app: FastifyInstance): Promise<{ id: string; description: string }> {
  const id = await createQuizMeta(app);
  const response = await app.inject({ method: 'POST', url: '/ai/description', payload: { quizMetaId: id } });
  assert.equal(response.statusCode, 200, response.body);
  return { id, description: (response.json() as { content: string }).content };
}

async function createQuizMeta(app: FastifyInstance): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/quiz-meta',
    payload: { cartToken: '', results: [validProfile(options)], segmentAnnonId: 'anon', payload: {} },
  });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { id: string }).id;
}

forEachDatabase('POST /gpt-content', (target) => {
  const t = useApp(target);
  const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/gpt-content', payload: payload as object });

  async function assertRejected(payload: unknown, status: number, pathPart?: string) {
    const response = await post(payload);
    assert.equal(response.statusCode, status, response.body);
    const json = response.json() as { error: unknown; details: Array<{ path: string }> };
    assert.equal(typeof json.error, 'string');
    assert.ok(Array.isArray(json.details));
    assert.equal('success' in json, false);
    if (pathPart) assert.ok(json.details.some((d) => d.path.includes(pathPart)), response.body);
    assert.equal(await countRows(t.db, 'gpt_content'), 0, 'nothing stored');
  }

  it('records time to finish and cart token against the quiz-meta id with the stored description; answers {success: true}', async () => {
    const { id, description } = await describedQuizMeta(t.app);
    const response = await post({ content: description, cartToken: 'cart-1', profile: id, timeToFinish: 4321 });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { success: true });
    const rows = await t.db.query<{ quiz_meta_id: string; content: string; cart_token: string; time_to_finish: number }>(
      'SELECT quiz_meta_id, content, cart_token, time_to_finish FROM gpt_content',
    );
    assert.deepEqual(rows, [{ quiz_meta_id: id, content: description, cart_token: 'cart-1', time_to_finish: 4321 }]);
    // The same profile may get more than one description (the element retries).
    const again = await post({ content: 'x', cartToken: '', profile: id.toUpperCase(), timeToFinish: 0 });
    assert.equal(again.statusCode, 200, again.body);
    assert.equal(await countRows(t.db, 'gpt_content'), 2);
  });

  it('never stores client text that differs from the description the server wrote', async () => {
    const { id, description } = await describedQuizMeta(t.app);
    const response = await post({ content: CONTENT, cartToken: 'cart-2', profile: id, timeToFinish: 77 });
    assert.equal(response.statusCode, 200, response.body);
    assert.notEqual(CONTENT, description);
    const [row] = await t.db.query<{ content: string; cart_token: string; time_to_finish: number }>('SELECT content, cart_token, time_to_finish FROM gpt_content');
    assert.deepEqual(row, { content: description, cart_token: 'cart-2', time_to_finish: 77 });
    const [meta] = await t.db.query<{ description: string }>('SELECT description FROM quiz_meta WHERE id = $1', [id]);
    assert.equal(meta?.description, description, 'the stored description is not overwritten');
  });

  it('keeps no text when the server has not written a description for the id yet', async () => {
    const id = await createQuizMeta(t.app);
    const response = await post({ content: CONTENT, cartToken: '', profile: id, timeToFinish: 5 });
    assert.equal(response.statusCode, 200, response.body);
    const [row] = await t.db.query<{ content: string; time_to_finish: number }>('SELECT content, time_to_finish FROM gpt_content');
    assert.deepEqual(row, { content: '', time_to_finish: 5 });
  });

  it('answers 404 {error, details} for an unknown profile id', async () => {
    await createQuizMeta(t.app);
    await assertRejected({ content: CONTENT, cartToken: '', profile: randomUUID(), timeToFinish: 10 }, 404, '/profile');
  });

  it('rejects invalid bodies with 400 and stores nothing', async () => {
    const id = await createQuizMeta(t.app);
    const good = { content: CONTENT, cartToken: '', profile: id, timeToFinish: 10 };
    await assertRejected({ ...good, profile: 'not-a-uuid' }, 400, '/profile');
    await assertRejected({ ...good, profile: `${id}x` }, 400, '/profile');
    await assertRejected({ ...good, content: '' }, 400, '/content');
    await assertRejected({ ...good, content: 'x'.repeat(2001) }, 400, '/content');
    await assertRejected({ ...good, content: 'a\u0000b' }, 400, '/content');
    await assertRejected({ ...good, content: 42 }, 400, '/content');
    await assertRejected({ ...good, cartToken: 'x'.repeat(201) }, 400, '/cartToken');
    await assertRejected({ ...good, cartToken: null }, 400, '/cartToken');
    await assertRejected({ ...good, timeToFinish: -1 }, 400, '/timeToFinish');
    await assertRejected({ ...good, timeToFinish: 1.5 }, 400, '/timeToFinish');
    await assertRejected({ ...good, timeToFinish: '10' }, 400, '/timeToFinish');
    await assertRejected({ ...good, timeToFinish: 86_400_001 }, 400, '/timeToFinish');
    await assertRejected({ ...good, success: true }, 400);
    const { timeToFinish: _omitted, ...missing } = good;
    await assertRejected(missing, 400);
    const text = await t.app.inject({ method: 'POST', url: '/gpt-content', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(good) });
    assert.equal(text.statusCode, 415);
    const big = await t.app.inject({
      method: 'POST', url: '/gpt-content', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...good, content: 'x'.repeat(70 * 1024) }),
    });
    assert.equal(big.statusCode, 413);
    assert.equal(await countRows(t.db, 'gpt_content'), 0);
  });

  it('accepts the limits exactly', async () => {
    const id = await createQuizMeta(t.app);
    const response = await post({ content: '💐'.repeat(2000), cartToken: 'x'.repeat(200), profile: id, timeToFinish: 86_400_000 });
    assert.equal(response.statusCode, 200, response.body);
    const [row] = await t.db.query<{ cart_token: string; time_to_finish: number }>('SELECT cart_token, time_to_finish FROM gpt_content');
    assert.deepEqual(row, { cart_token: 'x'.repeat(200), time_to_finish: 86_400_000 });
  });

  it('answers 503 JSON when the database is down', async () => {
    await withFreshApp(target, {}, async ({ app, db }) => {
      const id = await createQuizMeta(app);
      await db.close();
      const response = await app.inject({ method: 'POST', url: '/gpt-content', payload: { content: 'x', cartToken: '', profile: id, timeToFinish: 1 } });
      assert.equal(response.statusCode, 503, response.body);
      assert.equal(typeof response.json().error, 'string');
    });
  });
});
