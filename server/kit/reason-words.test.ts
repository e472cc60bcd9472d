import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { HOUSE_SCENT_OCCASIONS } from '../../contract/content-documents.ts';
import { profileFixture } from '../../contract/profile-fixture.ts';
import type { Profile } from '../../contract/profile-fields.ts';
import { FAMILY_FIELDS } from './family-map.ts';
import { rated, scent } from './fixtures.ts';
import { loadHouseScentsReport } from './load-scents.ts';
import { recommendKit } from './match.ts';

const { scents } = loadHouseScentsReport(resolve(import.meta.dirname, '../../content/staging/data.ndjson'));

const profileArb: fc.Arbitrary<Profile> = fc.record({
  ratings: fc.tuple(...FAMILY_FIELDS.map(() => fc.integer({ min: 2, max: 5 }))),
  strength: fc.integer({ min: 0, max: 4 }),
  personality: fc.integer({ min: 0, max: 4 }),
  occasions: fc.subarray([...HOUSE_SCENT_OCCASIONS]),
  appeals: fc.subarray(['beach', 'forest', 'desert', 'city', 'mountains', 'gardens']),
  known: fc.subarray([{ id: 'a', family: 'Oriental', subFamily: 'Vanilla' }, { id: 'b', family: 'Citrus', subFamily: '' }]),
}).map(({ ratings, strength, personality, occasions, appeals, known }) => profileFixture({
  subtle_strong_scrent: strength, in_extroverted_point: personality, when_like_wear_fragrance: occasions, appeals,
  favorite_fragrances: known, ...Object.fromEntries(FAMILY_FIELDS.map((field, i) => [field, ratings[i]])),
}));

/** Words only an English reason holds. */
const ENGLISH = /\b(you|your|scents?|kit|the|with|pick)\b/i;

test('a French shopper reads every reason in French, with French typography', () => {
  fc.assert(fc.property(profileArb, (profile) => {
    const picks = recommendKit(profile, scents, { language: 'fr' }).picks;
    assert.equal(picks.length, 4);
    for (const { reason } of picks) {
      assert.doesNotMatch(reason, ENGLISH, reason);
      assert.match(reason, /^[A-ZÉ].*\.$/u, reason);
      assert.doesNotMatch(reason, / [;:?!]/, `a breaking space before a sign: ${reason}`);
      assert.ok(reason.length <= 200, reason);
    }
  }), { numRuns: 200, seed: 38 });
});

test('the French kit is the English kit: only the words change', () => {
  fc.assert(fc.property(profileArb, (profile) => {
    const ids = (language: 'en' | 'fr') => recommendKit(profile, scents, { language }).picks.map((pick) => [pick.scent._id, pick.driver.signal]);
    assert.deepEqual(ids('fr'), ids('en'));
  }), { numRuns: 50, seed: 7 });
});

test('a French reason names the family that drove the pick', () => {
  const kit = recommendKit(rated({ woody_scent_notes: 5 }), scents, { language: 'fr' });
  assert.match(kit.picks[0]?.reason ?? '', /^Vous adorez les parfums boisés\u202f; /);
});

test('a reason never ties a scent to an occasion it is not made for', () => {
  const evening = scent('night-market', { warm_spicy_scent_notes: 1 }, 3, ['evenings out', 'weekends']);
  const profile = rated({ warm_spicy_scent_notes: 5 }, { when_like_wear_fragrance: ['daytime'], subtle_strong_scrent: 3 });
  for (const language of ['en', 'fr'] as const) {
    const [pick] = recommendKit(profile, [evening], { language }).picks;
    assert.ok(pick);
    assert.doesNotMatch(pick.reason, /daytime|journées/, pick.reason);
  }
  const [daytime] = recommendKit({ ...profile, when_like_wear_fragrance: ['evenings out'] }, [evening]).picks;
  assert.match(daytime?.reason ?? '', /for your evenings out/);
});
