/**
 * Version skew across one deploy: tabs still running the previous element talk to the new server, and
 * during a rollback tabs running a newer element talk to this one. The previous release's requests are
 * frozen in test-support/previous-release/ (captured from that release's element code: toProfile,
 * toPayload and the first-party event sender, answering the seed quiz).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { it } from 'node:test';
import { forEachDatabase, useApp } from './test-support/app.ts';

const fixture = (name: string) => JSON.parse(readFileSync(new URL(`./test-support/previous-release/${name}.json`, import.meta.url), 'utf8')) as Record<string, unknown>;

forEachDatabase('version skew', (target) => {
  const t = useApp(target);

  async function finish(body: unknown): Promise<{ id: string; picks: unknown[] }> {
    const stored = await t.app.inject({ method: 'POST', url: '/quiz-meta', payload: body as object });
    assert.equal(stored.statusCode, 200, stored.body);
    const { id } = stored.json<{ id: string }>();
    const described = await t.app.inject({ method: 'POST', url: '/ai/description', payload: { quizMetaId: id } });
    assert.equal(described.statusCode, 200, described.body);
    const kit = await t.app.inject({ method: 'GET', url: `/quiz-meta/${id}/kit` });
    assert.equal(kit.statusCode, 200, kit.body);
    return { id, picks: kit.json<{ picks: unknown[] }>().picks };
  }

  it("answers the previous element's requests: profile, description, kit and events", async () => {
    assert.equal((await finish(fixture('quiz-meta'))).picks.length, 4);
    const kit = await t.app.inject({ method: 'POST', url: '/kit', payload: fixture('kit') });
    assert.equal(kit.statusCode, 200, kit.body);
    const events = await t.app.inject({ method: 'POST', url: '/events', headers: { 'content-type': 'text/plain;charset=UTF-8' }, payload: JSON.stringify(fixture('events')) });
    assert.ok(events.statusCode < 300, events.body);
  });

  it('answers a newer element: a field and an answer this server does not know, a field it lacks, an option of a newer quiz', async () => {
    const body = fixture('quiz-meta') as { results: Array<Record<string, unknown>>; payload: Record<string, unknown> };
    const { country_spend: _removed, ...profile } = body.results[0] as Record<string, unknown>;
    const newer = {
      ...body,
      results: [{ ...profile, signature_season: 'summer', gender: 'non-binary-new-option' }],
      payload: { ...body.payload, signature_season: 'summer' },
    };
    const { id, picks } = await finish(newer);
    assert.equal(picks.length, 4);
    const [row] = await t.db.query<{ profile: Record<string, unknown>; unlisted_options: unknown[] }>('SELECT profile, unlisted_options FROM quiz_meta WHERE id = $1', [id]);
    assert.equal(row?.profile['country_spend'], '');
    assert.equal('signature_season' in (row?.profile ?? {}), false);
    assert.deepEqual(row?.unlisted_options, [{ path: '/results/0/gender', step: 'gender', value: 'non-binary-new-option' }]);
    const kit = await t.app.inject({ method: 'POST', url: '/kit', payload: { ...fixture('kit'), signature_season: 'summer', gender: 'non-binary-new-option' } });
    assert.equal(kit.statusCode, 200, kit.body);
  });
});
