import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { SCENT_FAMILIES } from '../../contract/profile-fields.ts';
import type { Profile } from '../../contract/profile-fields.ts';
import { DatasetStore } from '../content/datasets.ts';
import type { SanityDocument } from '../content/datasets.ts';
import { forEachDatabase, stagingOptions, testConfig, useApp, validProfile, withFreshApp } from '../test-support/app.ts';
import { houseScentsOf } from '../kit/load-scents.ts';
import { kitFor } from './kit.ts';
import type { KitPickView } from './kit.ts';

const options = stagingOptions();
const config = testConfig();
const stagingDocuments = new DatasetStore(config.contentDir).get(config.contentDataset) ?? [];
const stagingScents = houseScentsOf(stagingDocuments).scents;

async function storeProfile(app: FastifyInstance, profile: Profile): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/quiz-meta', payload: { cartToken: '', results: [profile], segmentAnnonId: '', payload: {} } });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json() as { id: string }).id;
}

function assertKit(picks: KitPickView[]) {
  assert.equal(picks.length, 4);
  assert.equal(new Set(picks.map((pick) => pick.id)).size, 4, 'four different scents');
  const known = new Set(stagingScents.map((scent) => scent._id));
  for (const pick of picks) {
    assert.deepEqual(Object.keys(pick).sort(), ['description', 'dominantFamily', 'id', 'intensity', 'name', 'occasions', 'reason', 'score', 'seasons']);
    assert.ok(pick.occasions.length > 0 && pick.seasons.length > 0 && pick.intensity >= 0 && pick.intensity <= 4, 'when to wear it, and how strong');
    assert.ok(known.has(pick.id), `${pick.id} is a staging house scent`);
    assert.equal(typeof pick.name, 'string');
    assert.ok(pick.name.length > 0);
    assert.equal(typeof pick.description, 'string');
    assert.ok(pick.reason.length > 0, 'every pick has a reason');
    assert.match(pick.dominantFamily, /_notes$/);
    assert.equal(typeof pick.score, 'number');
  }
}

/** A DatasetStore whose documents can be swapped, as a reload would. */
class SwappableStore extends DatasetStore {
  current: SanityDocument[];
  constructor(documents: SanityDocument[]) {
    super(config.contentDir);
    this.current = documents;
  }
  override documents(dataset: string): SanityDocument[] | null {
    return dataset === config.contentDataset ? this.current : null;
  }
}

forEachDatabase('kit endpoints', (target) => {
  const t = useApp(target);

  it('GET /quiz-meta/:id/kit answers the 4 house scents for the stored profile, with reasons', async () => {
    const profile = validProfile(options);
    const id = await storeProfile(t.app, profile);
    const response = await t.app.inject({ method: 'GET', url: `/quiz-meta/${id}/kit` });
    assert.equal(response.statusCode, 200, response.body);
    const { picks } = response.json() as { picks: KitPickView[] };
    assertKit(picks);
    assert.deepEqual(picks, kitFor(profile, stagingScents).picks);
    // The same id in upper case is the same record.
    const upper = await t.app.inject({ method: 'GET', url: `/quiz-meta/${id.toUpperCase()}/kit` });
    assert.deepEqual(upper.json(), response.json());
  });

  it('never ships a family the shopper strongly dislikes', async () => {
    const profile = validProfile(options, { woody_scent_notes: 1, earthy_mossy_notes: 1, floral_scent_notes: 5 });
    const id = await storeProfile(t.app, profile);
    const response = await t.app.inject({ method: 'GET', url: `/quiz-meta/${id}/kit` });
    const { picks } = response.json() as { picks: KitPickView[] };
    assertKit(picks);
    assert.ok(picks.every((pick) => pick.dominantFamily !== 'woody_scent_notes' && pick.dominantFamily !== 'earthy_mossy_notes'));
  });

  it('answers 404 JSON for an unknown or malformed id', async () => {
    await storeProfile(t.app, validProfile(options));
    for (const id of [randomUUID(), 'abc', '1', `${randomUUID()}0`, "x' OR '1'='1", '%2e%2e']) {
      const response = await t.app.inject({ method: 'GET', url: `/quiz-meta/${encodeURIComponent(id)}/kit` });
      assert.equal(response.statusCode, 404, `${id}: ${response.body}`);
      const json = response.json() as { error: unknown; details: unknown };
      assert.equal(typeof json.error, 'string');
      assert.ok(Array.isArray(json.details));
    }
  });

  it('POST /kit answers the same kit for a profile in the body', async () => {
    const profile = validProfile(options, { when_like_wear_fragrance: [], appeals: [] });
    const id = await storeProfile(t.app, profile);
    const stored = await t.app.inject({ method: 'GET', url: `/quiz-meta/${id}/kit` });
    const posted = await t.app.inject({ method: 'POST', url: '/kit', payload: profile });
    assert.equal(posted.statusCode, 200, posted.body);
    assertKit((posted.json() as { picks: KitPickView[] }).picks);
    assert.deepEqual(posted.json(), stored.json());
  });

  it('?locale=fr-CA answers the same kit with its reasons in French; a malformed locale is a 400', async () => {
    const profile = validProfile(options);
    const id = await storeProfile(t.app, profile);
    const english = (await t.app.inject({ method: 'POST', url: '/kit', payload: profile })).json() as { picks: KitPickView[] };
    for (const url of ['/kit?locale=fr-CA', `/quiz-meta/${id}/kit?locale=fr`]) {
      const response = await t.app.inject({ method: url.startsWith('/kit') ? 'POST' : 'GET', url, ...(url.startsWith('/kit') ? { payload: profile } : {}) });
      assert.equal(response.statusCode, 200, response.body);
      const french = (response.json() as { picks: KitPickView[] }).picks;
      assert.deepEqual(french.map((pick) => pick.id), english.picks.map((pick) => pick.id));
      for (const [i, pick] of french.entries()) {
        assert.match(pick.reason, /\b(vous|parfums?|notes|coffret)\b/i, pick.reason);
        assert.notEqual(pick.description, english.picks[i]?.description, 'the description is the French translation');
      }
    }
    const british = (await t.app.inject({ method: 'POST', url: '/kit?locale=en-GB', payload: profile })).json() as { picks: KitPickView[] };
    assert.deepEqual(british.picks.map((pick) => pick.reason), english.picks.map((pick) => pick.reason));
    const bad = await t.app.inject({ method: 'POST', url: '/kit?locale=%3Cscript%3E', payload: profile });
    assert.equal(bad.statusCode, 400, bad.body);
  });

  it('POST /kit validates like /quiz-meta (400, 415, 413), and answers an unknown option or field with a kit', async () => {
    for (const payload of [{ ...validProfile(options), gender: 'martian' }, { ...validProfile(options), extra: 1 }]) {
      const response = await t.app.inject({ method: 'POST', url: '/kit', payload });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal((response.json() as { picks: unknown[] }).picks.length, 4);
    }
    for (const payload of [
      { ...validProfile(options), woody_scent_notes: 9 },
      { ...validProfile(options), appeals: 'beach' },
    ]) {
      const response = await t.app.inject({ method: 'POST', url: '/kit', payload });
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(typeof response.json().error, 'string');
    }
    const text = await t.app.inject({ method: 'POST', url: '/kit', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(validProfile(options)) });
    assert.equal(text.statusCode, 415);
    const big = await t.app.inject({
      method: 'POST', url: '/kit', headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...validProfile(options), gender: 'x'.repeat(70 * 1024) }),
    });
    assert.equal(big.statusCode, 413);
  });

  it('GET answers 503 JSON when the database is down', async () => {
    await withFreshApp(target, {}, async ({ app, db }) => {
      const id = await storeProfile(app, validProfile(options));
      await db.close();
      const response = await app.inject({ method: 'GET', url: `/quiz-meta/${id}/kit` });
      assert.equal(response.statusCode, 503, response.body);
      assert.equal(typeof response.json().error, 'string');
    });
  });

  it('re-reads house scents and quiz options when the dataset reloads; 503 without house scents', async () => {
    const quiz = stagingDocuments.filter((document) => document._type === 'quiz');
    const scents = stagingDocuments.filter((document) => document._type === 'houseScent');
    const store = new SwappableStore([...quiz, ...scents.slice(0, 4)]);
    await withFreshApp(target, { datasets: store }, async ({ app }) => {
      // Neutral about every family: no scent is excluded or held back, so all four are picked.
      const neutral = Object.fromEntries(SCENT_FAMILIES.map(({ field }) => [field, 3]));
      const profile = validProfile(options, neutral);
      const first = await app.inject({ method: 'POST', url: '/kit', payload: profile });
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual(
        (first.json() as { picks: KitPickView[] }).picks.map((pick) => pick.id).sort(),
        scents.slice(0, 4).map((document) => document._id).sort(),
      );

      store.current = [...quiz, ...scents.slice(4, 8), { ...scents[0], _id: `drafts.${scents[0]?._id}` } as SanityDocument];
      const second = await app.inject({ method: 'POST', url: '/kit', payload: profile });
      assert.deepEqual(
        (second.json() as { picks: KitPickView[] }).picks.map((pick) => pick.id).sort(),
        scents.slice(4, 8).map((document) => document._id).sort(),
      );

      // A quiz without the gender step: a gender answer (an older revision's) no longer counts, the kit still comes.
      const steps = (quiz[0]?.['steps'] as Array<{ id: string }>).filter((step) => step.id !== 'gender');
      store.current = [{ ...quiz[0], steps } as SanityDocument, ...scents];
      const withGender = await app.inject({ method: 'POST', url: '/kit', payload: { ...profile, gender: 'male' } });
      const withoutGender = await app.inject({ method: 'POST', url: '/kit', payload: { ...profile, gender: '' } });
      assert.equal(withGender.statusCode, 200, withGender.body);
      assert.deepEqual(withGender.json(), withoutGender.json());

      store.current = [...quiz];
      const none = await app.inject({ method: 'POST', url: '/kit', payload: profile });
      assert.equal(none.statusCode, 503, none.body);
      assert.equal(typeof none.json().error, 'string');
    });
  });
});
