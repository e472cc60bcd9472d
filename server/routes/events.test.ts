import assert from 'node:assert/strict';
import { it } from 'node:test';
import { FAIR_SHARES } from '../fair-share.ts';
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
      name: 'add_to_cart',
      anonymousId: 'anon-1',
      properties: { questionId: 'gender', step: 3, userInitiated: true, itemsDesc: null },
    });
    assert.equal(response.statusCode, 202, response.body);
    assert.deepEqual(response.json(), { stored: 1 });
    assert.deepEqual(await rows(), [{
      name: 'add_to_cart',
      anonymous_id: 'anon-1',
      properties: { questionId: 'gender', step: 3, userInitiated: true, itemsDesc: null },
    }]);
  });

  it('stores a batch in order, with defaults for the optional fields', async () => {
    const names = ['quiz_complete', 'recommendation_view', 'add_to_cart'];
    const events = Array.from({ length: 50 }, (_, i) => ({ name: names[i % 3] as string, ...(i % 2 ? { anonymousId: 'a' } : {}) }));
    const response = await post({ events });
    assert.equal(response.statusCode, 202, response.body);
    assert.deepEqual(response.json(), { stored: 50 });
    const stored = await rows();
    assert.deepEqual(stored.map((row) => row.name), events.map((event) => event.name));
    assert.deepEqual(stored[0], { name: 'quiz_complete', anonymous_id: '', properties: {} });
    assert.equal(stored[1]?.anonymous_id, 'a');
  });

  it('takes a JSON body sent as text/plain (navigator.sendBeacon)', async () => {
    const response = await t.app.inject({
      method: 'POST', url: '/events', headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ name: 'quiz_complete' }),
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

  it('stores step events that name a step of the quiz, and refuses made-up names, steps and positions', async () => {
    const view = (properties: Record<string, unknown>) => ({ name: 'quiz_step_view', properties });
    const fine = await post({ events: [view({ stepId: 'gender', stepName: 'gender', index: 3 }), { name: 'quiz_answer', properties: { stepId: 'age', stepName: 'age', direction: 'continue' } }] });
    assert.equal(fine.statusCode, 202, fine.body);
    await t.db.exec('TRUNCATE quiz_events');
    await assertRejected({ name: 'Call support: +1-555-0100' }, '/name');
    await assertRejected({ events: [{ name: 'quiz_complete' }, { name: 'assessment_continue' }] }, '/events/1/name');
    await assertRejected(view({ stepId: 'call-support-555-0100', stepName: 'Call support', index: 3 }), '/properties/stepId');
    await assertRejected(view({ stepName: 'gender', index: 3 }), '/properties/stepId');
    await assertRejected(view({ stepId: 'gender', stepName: 'Call support: +1-555-0100', index: 3 }), '/properties/stepName');
    await assertRejected(view({ stepId: 'gender', stepName: 'gender', index: 999 }), '/properties/index');
    await assertRejected(view({ stepId: 'gender', stepName: 'gender', index: -1 }), '/properties/index');
    await assertRejected({ name: 'quiz_answer', properties: { stepId: 'nope', direction: 'continue' } }, '/properties/stepId');
  });

  it('cuts a flood from one address to its share of events a minute (429 with Retry-After), and takes another address meanwhile', async () => {
    await withFreshApp(target, { config: { fairShares: FAIR_SHARES } }, async ({ app, db }) => {
      const batch = { events: Array.from({ length: 50 }, () => ({ name: 'recommendation_view' })) };
      const answers = [];
      for (let i = 0; i < 100; i += 1) answers.push(await app.inject({ method: 'POST', url: '/events', payload: batch, remoteAddress: '203.0.113.9' }));
      const limit = FAIR_SHARES.events.max;
      assert.equal(answers.filter((answer) => answer.statusCode === 202).length, limit / 50);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      assert.equal(refused.length, 100 - limit / 50);
      assert.ok(refused.every((answer) => Number(answer.headers['retry-after']) >= 1 && /at most 600 per 60 s/.test(answer.body)), refused[0]?.body);
      assert.equal(await countRows(db, 'quiz_events'), limit, `5,000 events sent, ${limit} stored`);
      const other = await app.inject({ method: 'POST', url: '/events', payload: { name: 'quiz_complete' }, remoteAddress: '198.51.100.4' });
      assert.equal(other.statusCode, 202);
    });
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
      const response = await app.inject({ method: 'POST', url: '/events', payload: { name: 'quiz_complete' } });
      assert.equal(response.statusCode, 503, response.body);
      assert.equal(typeof response.json().error, 'string');
    });
  });
});
