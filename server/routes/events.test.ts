import assert from 'node:assert/strict';
import { it } from 'node:test';
import { countRows, forEachDatabase, useApp, withFreshApp } from '../test-support/app.ts';

interface EventRow {
  name: string;
  anonymous_id: string;
  properties: Record<string, unknown>;
}

forEachDatabase('POST /events', (target) => {
  const t = useApp(target);
  const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/events', payload: payload as object });
  const rows = () => t.db.query<EventRow>('SELECT name, anonymous_id, properties FROM quiz_events ORDER BY id');

  async function assertRejected(payload: unknown, pathPart?: string) {
    const response = await post(payload);
    assert.equal(response.statusCode, 400, response.body);
    const json = response.json() as { error: unknown; details: Array<{ path: string }> };
    assert.equal(typeof json.error, 'string');
    if (pathPart) assert.ok(json.details.some((d) => d.path.includes(pathPart)), response.body);
    assert.equal(await countRows(t.db, 'quiz_events'), 0, 'nothing stored');
  }

  it('stores one event (202 {stored: 1})', async () => {
    const response = await post({
      name: 'assessment_continue',
      anonymousId: 'anon-1',
      properties: { questionId: 'gender', step: 3, userInitiated: true, itemsDesc: null },
    });
    assert.equal(response.statusCode, 202, response.body);
    assert.deepEqual(response.json(), { stored: 1 });
    assert.deepEqual(await rows(), [{
      name: 'assessment_continue',
      anonymous_id: 'anon-1',
      properties: { questionId: 'gender', step: 3, userInitiated: true, itemsDesc: null },
    }]);
  });

  it('stores a batch in order, with defaults for the optional fields', async () => {
    const events = Array.from({ length: 50 }, (_, i) => ({ name: `step:${i}`, ...(i % 2 ? { anonymousId: 'a' } : {}) }));
    const response = await post({ events });
    assert.equal(response.statusCode, 202, response.body);
    assert.deepEqual(response.json(), { stored: 50 });
    const stored = await rows();
    assert.deepEqual(stored.map((row) => row.name), events.map((event) => event.name));
    assert.deepEqual(stored[0], { name: 'step:0', anonymous_id: '', properties: {} });
    assert.equal(stored[1]?.anonymous_id, 'a');
  });

  it('takes a JSON body sent as text/plain (navigator.sendBeacon)', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/events', headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ name: 'QuizComplete' }),
    });
    assert.equal(response.statusCode, 202, response.body);
    assert.equal(await countRows(t.db, 'quiz_events'), 1);
  });

  it('rejects invalid events with 400 and stores nothing (also for a batch with one bad event)', async () => {
    await assertRejected({ name: '' }, '/name');
    await assertRejected({ name: 'x'.repeat(65) }, '/name');
    await assertRejected({ name: 'bad/name' }, '/name');
    await assertRejected({ name: 'drop table;' }, '/name');
    await assertRejected({ name: 5 }, '/name');
    await assertRejected({ anonymousId: 'a' });
    await assertRejected({ name: 'ok', extra: 1 });
    await assertRejected({ name: 'ok', anonymousId: 'x'.repeat(201) }, '/anonymousId');
    await assertRejected({ name: 'ok', properties: [] }, '/properties');
    await assertRejected({ name: 'ok', properties: { nested: { a: 1 } } }, '/properties/nested');
    await assertRejected({ name: 'ok', properties: { list: [1] } }, '/properties/list');
    await assertRejected({ name: 'ok', properties: { long: 'x'.repeat(501) } }, '/properties/long');
    await assertRejected({ name: 'ok', properties: { nul: 'a\u0000' } }, '/properties/nul');
    await assertRejected({ name: 'ok', properties: { ['k'.repeat(65)]: 1 } }, '/properties');
    await assertRejected({ name: 'ok', properties: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) }, '/properties');
    await assertRejected({ events: [] }, '/events');
    await assertRejected({ events: Array.from({ length: 51 }, () => ({ name: 'a' })) }, '/events');
    await assertRejected({ events: [{ name: 'fine' }, { name: 'not fine!' }] }, '/events/1/name');
    await assertRejected({ events: [{ name: 'fine' }], name: 'both' });
    await assertRejected({ events: { name: 'a' } }, '/events');
  });

  it('rejects other content types (415) and bodies over the limit (413)', async () => {
    const form = await t.app.inject({ method: 'POST', url: '/events', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=a' });
    assert.equal(form.statusCode, 415);
    assert.equal(typeof form.json().error, 'string');
    const big = await t.app.inject({
      method: 'POST', url: '/events', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ events: Array.from({ length: 50 }, () => ({ name: 'a', properties: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, 'x'.repeat(500)])) })) }),
    });
    assert.equal(big.statusCode, 413);
    const badText = await t.app.inject({ method: 'POST', url: '/events', headers: { 'content-type': 'text/plain' }, payload: 'name=a' });
    assert.equal(badText.statusCode, 400);
    assert.equal(await countRows(t.db, 'quiz_events'), 0);
  });

  it('answers 503 JSON when the database is down', async () => {
    await withFreshApp(target, {}, async ({ app, db }) => {
      await db.close();
      const response = await app.inject({ method: 'POST', url: '/events', payload: { name: 'a' } });
      assert.equal(response.statusCode, 503, response.body);
      assert.equal(typeof response.json().error, 'string');
    });
  });
});
