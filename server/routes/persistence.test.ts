import assert from 'node:assert/strict';
import { it } from 'node:test';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrations.ts';
import { buildTestApp, forEachDatabase, stagingOptions, validProfile } from '../test-support/app.ts';

const options = stagingOptions();

forEachDatabase('data survives a restart', (target) => {
  it('keeps quiz-meta, gpt-content and events after the database is closed and reopened', async () => {
    const testDb = await target.open({ persistent: true });
    let reopened: Database | undefined;
    try {
      const profile = validProfile(options);
      let app = await buildTestApp(testDb.db);
      const meta = await app.inject({ method: 'POST', url: '/quiz-meta', payload: { cartToken: 'c', results: [profile], segmentAnnonId: 's', payload: {} } });
      assert.equal(meta.statusCode, 200, meta.body);
      const { id } = meta.json() as { id: string };
      const described = await app.inject({ method: 'POST', url: '/ai/description', payload: { quizMetaId: id } });
      assert.equal(described.statusCode, 200, described.body);
      const kept = (described.json() as { content: string }).content;
      const content = await app.inject({ method: 'POST', url: '/gpt-content', payload: { content: kept, cartToken: 'c', profile: id, timeToFinish: 9 } });
      assert.equal(content.statusCode, 200, content.body);
      const events = await app.inject({ method: 'POST', url: '/events', payload: { events: [{ name: 'quiz_complete' }, { name: 'add_to_cart' }] } });
      assert.equal(events.statusCode, 202, events.body);
      const kitBefore = await app.inject({ method: 'GET', url: `/quiz-meta/${id}/kit` });
      assert.equal(kitBefore.statusCode, 200);
      await app.close();
      await testDb.db.close();

      reopened = await testDb.reopen();
      assert.deepEqual(await migrate(reopened), [], 'nothing left to migrate');
      app = await buildTestApp(reopened);
      try {
        const kitAfter = await app.inject({ method: 'GET', url: `/quiz-meta/${id}/kit` });
        assert.equal(kitAfter.statusCode, 200, kitAfter.body);
        assert.deepEqual(kitAfter.json(), kitBefore.json());
        const [row] = await reopened.query<{ profile: unknown; cart_token: string; segment_anon_id: string }>(
          'SELECT profile, cart_token, segment_anon_id FROM quiz_meta WHERE id = $1', [id],
        );
        assert.deepEqual(row, { profile, cart_token: 'c', segment_anon_id: 's' });
        const texts = await reopened.query<{ content: string; time_to_finish: number }>('SELECT content, time_to_finish FROM gpt_content');
        assert.deepEqual(texts, [{ content: kept, time_to_finish: 9 }]);
        const names = await reopened.query<{ name: string }>('SELECT name FROM quiz_events ORDER BY id');
        assert.deepEqual(names.map((r) => r.name), ['quiz_complete', 'add_to_cart']);
        // And the restarted server keeps writing against the old rows.
        const more = await app.inject({ method: 'POST', url: '/gpt-content', payload: { content: 'more', cartToken: '', profile: id, timeToFinish: 1 } });
        assert.equal(more.statusCode, 200, more.body);
      } finally {
        await app.close();
      }
    } finally {
      await testDb.dispose();
    }
  });
});
