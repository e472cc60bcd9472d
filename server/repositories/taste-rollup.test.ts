import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, it } from 'node:test';
import { SCENT_FAMILIES, type Profile } from '../../contract/profile-fields.ts';
import { migrate } from '../db/migrations.ts';
import { families, favourites } from '../routes/insights-queries.ts';
import { forEachDatabase, stagingOptions, validProfile } from '../test-support/app.ts';
import type { TestDb } from '../test-support/test-db.ts';
import { insertQuizMeta, insertQuizMetaRows, type NewQuizMeta } from './quiz-meta.ts';
import { rebuildTasteRollup } from './taste-rollup.ts';

const DAY_MS = 86_400_000;
const D = Date.UTC(2026, 2, 10);
const days = (from: number, to: number) => ({ from: new Date(D + from * DAY_MS), to: new Date(D + to * DAY_MS) });

/** Every scent family neutral (3) unless `ratings` says otherwise. */
function row(createdAt: Date, ratings: Record<string, unknown>, favouriteFragrances: unknown): NewQuizMeta {
  const neutral = Object.fromEntries(SCENT_FAMILIES.map(({ field }) => [field, 3]));
  const profile = { ...validProfile(stagingOptions()), ...neutral, ...ratings, favorite_fragrances: favouriteFragrances } as Profile;
  return { id: randomUUID(), cartToken: '', segmentAnonId: '', payload: {}, profile, createdAt };
}

const fav = (...ids: string[]) => ids.map((id) => ({ id, family: '', subFamily: '' }));
const byField = (report: Awaited<ReturnType<typeof families>>) =>
  Object.fromEntries(report.families.filter((f) => f.loved || f.avoided).map((f) => [f.field, [f.loved, f.avoided]]));

forEachDatabase('tastes rollup', (target) => {
  let t: TestDb;
  before(async () => { t = await target.open(); });
  beforeEach(async () => { await t.db.exec('TRUNCATE gpt_content, quiz_meta, insights_taste_days'); });
  after(async () => { await t?.dispose(); });

  it('the tastes reports count each profile on its UTC day, whatever batch stored it', async () => {
    await insertQuizMetaRows(t.db, [
      row(new Date(D + DAY_MS - 1), { woody_scent_notes: 5, floral_scent_notes: 1 }, fav('a', 'a', 'b')),
      row(new Date(D + DAY_MS), { woody_scent_notes: 4, floral_scent_notes: 2 }, fav('b')),
    ]);
    await insertQuizMetaRows(t.db, [
      row(new Date(D + DAY_MS + 5000), { floral_scent_notes: 5 }, 'not a list'),
      row(new Date(D + DAY_MS + 6000), {}, [{ family: 'no id' }, 'x', null]),
    ]);
    await insertQuizMeta(t.db, row(new Date(D + 2 * DAY_MS + 1), { woody_scent_notes: 1 }, fav('c')));

    const first = await families(t.db, days(0, 1));
    assert.equal(first.profiles, 1);
    assert.deepEqual(byField(first), { woody_scent_notes: [1, 0], floral_scent_notes: [0, 1] });
    const second = await families(t.db, days(1, 2));
    assert.equal(second.profiles, 3, 'the profile stored at midnight belongs to the next day');
    assert.deepEqual(byField(second), { woody_scent_notes: [1, 0], floral_scent_notes: [1, 1] });
    const all = await families(t.db, days(0, 3));
    assert.equal(all.profiles, 5);
    assert.deepEqual(byField(all), { woody_scent_notes: [2, 1], floral_scent_notes: [1, 2] });
    assert.equal(all.families.length, SCENT_FAMILIES.length, 'every family is listed, rated or not');
    assert.equal((await families(t.db, days(3, 9))).profiles, 0);

    const picks = (report: Awaited<ReturnType<typeof favourites>>) => report.favourites.map((f) => [f.id, f.picks]);
    assert.deepEqual(picks(await favourites(t.db, days(0, 3))), [['a', 2], ['b', 2], ['c', 1]]);
    assert.deepEqual(picks(await favourites(t.db, days(1, 3))), [['b', 1], ['c', 1]]);
  });

  it('batches stored at the same time on the same day add up, none lost', async () => {
    const batches = Array.from({ length: 8 }, () => Array.from({ length: 5 }, () =>
      row(new Date(D + 3600_000), { woody_scent_notes: 5, citrus_scent_notes: 2 }, fav('same'))));
    await Promise.all(batches.map((batch) => insertQuizMetaRows(t.db, batch)));
    const report = await families(t.db, days(0, 1));
    assert.equal(report.profiles, 40);
    assert.deepEqual(byField(report), { woody_scent_notes: [40, 0], citrus_scent_notes: [0, 40] });
    assert.deepEqual((await favourites(t.db, days(0, 1))).favourites.map((f) => [f.id, f.picks]), [['same', 40]]);
  });

  it('profiles stored before the rollup existed are counted when it is created, and a rebuild counts them once', async () => {
    // Stored the way they were before migration 5: straight into quiz_meta.
    await t.db.query(`INSERT INTO quiz_meta (id, created_at, cart_token, segment_anon_id, profile, payload)
      VALUES ($1, $2, '', '', $3::jsonb, '{}'::jsonb)`,
      [randomUUID(), new Date(D + 60_000).toISOString(), JSON.stringify(row(new Date(D), { green_notes: 4 }, fav('old')).profile)]);
    await t.db.exec(`DROP TABLE insights_taste_days; DELETE FROM schema_migrations WHERE version = 5`);
    assert.deepEqual(await migrate(t.db), [5]);
    const expected = { green_notes: [1, 0] };
    assert.deepEqual(byField(await families(t.db, days(0, 1))), expected);

    await rebuildTasteRollup(t.db);
    await rebuildTasteRollup(t.db);
    const report = await families(t.db, days(0, 1));
    assert.equal(report.profiles, 1);
    assert.deepEqual(byField(report), expected);
    assert.deepEqual((await favourites(t.db, days(0, 1))).favourites.map((f) => [f.id, f.picks]), [['old', 1]]);
  });
});
