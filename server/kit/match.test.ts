import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import fc from 'fast-check';
import type { HouseScent } from '../../contract/house-scent.ts';
import type { Profile, ScentFamilyField } from '../../contract/profile-fields.ts';
import { FAMILY_FIELDS, familyLabel } from './family-map.ts';
import { rated, scent, SYNTHETIC_SCENTS } from './fixtures.ts';
import { loadHouseScentsReport } from './load-scents.ts';
import type { Kit } from './match.ts';
import { ratingOf } from '../../contract/profile-fields.ts';
import { likedFamilies, recommendKit, scoreScent } from './match.ts';
import { UNANSWERED, profileFixture } from '../../contract/profile-fixture.ts';

const SEED_PATH = resolve(import.meta.dirname, '../../content/staging/data.ndjson');

const ids = (kit: Kit): string[] => kit.picks.map((p) => p.scent._id);
const dominants = (kit: Kit): ScentFamilyField[] => kit.picks.map((p) => p.dominantFamily);

const ratingArb = fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined });
const profileArb: fc.Arbitrary<Profile> = fc
  .record({
    ratings: fc.tuple(...FAMILY_FIELDS.map(() => ratingArb)),
    strength: fc.integer({ min: 0, max: 4 }),
    personality: fc.integer({ min: 0, max: 4 }),
    occasions: fc.subarray(['daytime', 'evening', 'work', 'date-night', 'all_the_time']),
    appeals: fc.subarray(['beach', 'forest', 'desert', 'city', 'mountains', 'moon']),
    known: fc.subarray([
      { id: 'a', family: 'Oriental', subFamily: 'Vanilla' },
      { id: 'b', family: 'Citrus', subFamily: '' },
      { id: 'c', family: 'Woody', subFamily: 'Aquatic' },
      { id: 'd', family: 'Floral', subFamily: 'Fruity' },
    ]),
  })
  .map(({ ratings, strength, personality, occasions, appeals, known }) => {
    const profile = profileFixture({
      subtle_strong_scrent: strength,
      in_extroverted_point: personality,
      when_like_wear_fragrance: occasions,
      appeals,
      favorite_fragrances: known,
    }, UNANSWERED);
    FAMILY_FIELDS.forEach((field, i) => {
      const r = ratings[i];
      if (r !== undefined) profile[field] = r;
    });
    return profile;
  });

test('a kit holds 4 distinct scents from the set', () => {
  const kit = recommendKit(profileFixture({}, UNANSWERED), SYNTHETIC_SCENTS);
  assert.equal(kit.picks.length, 4);
  assert.equal(new Set(ids(kit)).size, 4);
  for (const pick of kit.picks) assert.ok(SYNTHETIC_SCENTS.includes(pick.scent));
});

test('exclusion: a strongly disliked dominant family is never picked', () => {
  // Woody loved would normally fill the kit with woods; strongly disliking it removes them all,
  // even the woody scents that match the strength and occasions.
  const profile = rated(
    { woody_scent_notes: 1, floral_scent_notes: 5 },
    { subtle_strong_scrent: 3, when_like_wear_fragrance: ['evening'], favorite_fragrances: [{ id: 'w', family: 'Woody', subFamily: 'Woody' }] },
  );
  const kit = recommendKit(profile, SYNTHETIC_SCENTS);
  assert.equal(kit.picks.length, 4);
  assert.ok(!dominants(kit).includes('woody_scent_notes'), ids(kit).join());
  assert.equal(scoreScent(profile, SYNTHETIC_SCENTS[0] as HouseScent).excluded, true);

  fc.assert(
    fc.property(profileArb, (p) => {
      for (const pick of recommendKit(p, SYNTHETIC_SCENTS).picks) assert.notEqual(ratingOf(p, pick.dominantFamily), 1);
    }),
    { numRuns: 300 },
  );
});

test('diversity: liking 3+ families gives picks with distinct dominant families', () => {
  // Woody is loved and three woody scents score highest; the liked citrus and floral must still get a place.
  const profile = rated({ woody_scent_notes: 5, citrus_scent_notes: 4, floral_scent_notes: 4 });
  const kit = recommendKit(profile, SYNTHETIC_SCENTS);
  assert.equal(new Set(dominants(kit)).size, kit.picks.length);
  assert.ok(dominants(kit).includes('citrus_scent_notes'));
  assert.ok(dominants(kit).includes('floral_scent_notes'));

  fc.assert(
    fc.property(profileArb, (p) => {
      const kit = recommendKit(p, SYNTHETIC_SCENTS);
      if (likedFamilies(p).length >= 3) assert.equal(new Set(dominants(kit)).size, kit.picks.length);
    }),
    { numRuns: 300 },
  );
});

test('diversity is a hard rule: the kit comes out short rather than repeat a dominant family', () => {
  const woods = [
    scent('w1', { woody_scent_notes: 1 }, 2), scent('w2', { woody_scent_notes: 0.9, green_notes: 0.1 }, 2),
    scent('c1', { citrus_scent_notes: 1 }, 2), scent('f1', { floral_scent_notes: 1 }, 2),
  ];
  const kit = recommendKit(rated({ woody_scent_notes: 5, citrus_scent_notes: 4, floral_scent_notes: 4 }), woods);
  assert.deepEqual(ids(kit).sort(), ['c1', 'f1', 'w1']);
});

test('strength: the preferred strength decides between otherwise equal scents', () => {
  const twins = [
    scent('a-soft', { woody_scent_notes: 1 }, 0), scent('b-mid', { woody_scent_notes: 1 }, 2),
    scent('c-strong', { woody_scent_notes: 1 }, 4),
  ];
  const pick = (strength: number): string =>
    recommendKit(rated({ woody_scent_notes: 5 }, { subtle_strong_scrent: strength }), twins, { size: 1 }).picks[0]?.scent._id ?? '';
  assert.equal(pick(0), 'a-soft');
  assert.equal(pick(2), 'b-mid');
  assert.equal(pick(4), 'c-strong');
  // Whole kit: a very-subtle shopper gets a softer kit than a very-strong one.
  const meanIntensity = (kit: Kit): number => kit.picks.reduce((s, p) => s + p.scent.intensity, 0) / kit.picks.length;
  assert.ok(
    meanIntensity(recommendKit(profileFixture({ subtle_strong_scrent: 0 }, UNANSWERED), SYNTHETIC_SCENTS)) <
      meanIntensity(recommendKit(profileFixture({ subtle_strong_scrent: 4 }, UNANSWERED), SYNTHETIC_SCENTS)),
  );
});

test('known perfumes pull the kit toward their families', () => {
  const without = recommendKit(profileFixture({}, UNANSWERED), SYNTHETIC_SCENTS);
  assert.ok(!ids(without).includes('sea'));
  const profile = profileFixture({
    favorite_fragrances: [
      { id: 'p1', family: 'Aromatic', subFamily: 'Aquatic' },
      { id: 'p2', family: '', subFamily: 'Aquatic' },
    ],
  }, UNANSWERED);
  const kit = recommendKit(profile, SYNTHETIC_SCENTS);
  const sea = kit.picks.find((p) => p.scent._id === 'sea');
  assert.ok(sea, ids(kit).join());
  assert.equal(sea.driver.signal, 'known');
  assert.match(sea.reason, /perfumes you already know/);
  // Unknown catalogue families add nothing.
  const unknown = profileFixture({ favorite_fragrances: [{ id: 'x', family: 'Mystery', subFamily: '' }] }, UNANSWERED);
  assert.deepEqual(ids(recommendKit(unknown, SYNTHETIC_SCENTS)), ids(without));
});

test('occasions: the shopper\'s wear occasions favour scents made for them', () => {
  const twins = [scent('a-day', { floral_scent_notes: 1 }, 2, ['daytime']), scent('b-night', { floral_scent_notes: 1 }, 2, ['evening'])];
  const first = (occasions: string[]): string =>
    recommendKit(profileFixture({ when_like_wear_fragrance: occasions }, UNANSWERED), twins, { size: 1 }).picks[0]?.scent._id ?? '';
  assert.equal(first(['Evening']), 'b-night');
  assert.equal(first(['date-night']), 'b-night'); // same bucket
  assert.equal(first(['daytime']), 'a-day');
  assert.equal(first(['work']), 'a-day');
  const kit = recommendKit(profileFixture({ when_like_wear_fragrance: ['evening'] }, UNANSWERED), SYNTHETIC_SCENTS);
  const evening = kit.picks.filter((p) => p.scent.occasions.includes('evening')).length;
  assert.ok(evening >= 3, ids(kit).join());
  assert.ok(kit.picks.some((p) => /for your evening/.test(p.reason)));
});

test('soft signals: travel places and personality', () => {
  // Soft: it decides between scents of equal strength fit (all intensity 1 here), not against strength.
  assert.ok(!ids(recommendKit(profileFixture({ subtle_strong_scrent: 1 }, UNANSWERED), SYNTHETIC_SCENTS)).slice(0, 1).includes('sea'));
  const beach = recommendKit(profileFixture({ appeals: ['Beach'], subtle_strong_scrent: 1 }, UNANSWERED), SYNTHETIC_SCENTS);
  assert.equal(beach.picks[0]?.scent._id, 'sea');
  assert.match(beach.picks[0]?.reason ?? '', /beach/);
  const desert = recommendKit(profileFixture({ appeals: ['desert'], subtle_strong_scrent: 4 }, UNANSWERED), SYNTHETIC_SCENTS);
  assert.equal(desert.picks[0]?.dominantFamily, 'warm_spicy_scent_notes');
  const cozy = recommendKit(profileFixture({ scent_type_typically_prefer: ['warm-cozy'], subtle_strong_scrent: 4 }, UNANSWERED), SYNTHETIC_SCENTS);
  assert.equal(cozy.picks[0]?.scent._id, 'amber');
  assert.equal(cozy.picks[0]?.driver.signal, 'types');
  assert.match(cozy.picks[0]?.reason ?? '', /warm, cozy scents, with spicy notes/);
  const twins = [scent('a-loud', { floral_scent_notes: 1 }, 3, ['evening']), scent('b-quiet', { floral_scent_notes: 1 }, 1, ['daytime'])];
  const first = (personality: number): string =>
    recommendKit(profileFixture({ in_extroverted_point: personality }, UNANSWERED), twins, { size: 1 }).picks[0]?.scent._id ?? '';
  assert.equal(first(4), 'a-loud');
  assert.equal(first(0), 'b-quiet');
});

test('stability: same input → same kit; input order does not matter', () => {
  fc.assert(
    fc.property(profileArb, fc.shuffledSubarray([...SYNTHETIC_SCENTS], { minLength: SYNTHETIC_SCENTS.length }), (p, shuffled) => {
      const a = recommendKit(p, SYNTHETIC_SCENTS);
      const b = recommendKit(p, shuffled);
      assert.deepEqual(b, a);
      assert.deepEqual(recommendKit(p, SYNTHETIC_SCENTS), a);
    }),
    { numRuns: 200 },
  );
  // Equal scores are ordered by _id.
  const clones = ['d', 'b', 'c', 'a', 'e'].map((id) => scent(id, { floral_scent_notes: 1 }, 2));
  assert.deepEqual(ids(recommendKit(profileFixture({}, UNANSWERED), clones)), ['a', 'b', 'c', 'd']);
  // A repeated _id counts once, whatever its position.
  const dup = [...SYNTHETIC_SCENTS, scent('rose', { citrus_scent_notes: 1 }, 0)];
  assert.deepEqual(recommendKit(profileFixture({}, UNANSWERED), dup), recommendKit(profileFixture({}, UNANSWERED), [...dup].reverse()));
});

test('reasons: every pick has a readable reason naming the family that drove it', () => {
  const loveWoody = recommendKit(rated({ woody_scent_notes: 5 }, { subtle_strong_scrent: 3, when_like_wear_fragrance: ['evening'] }), SYNTHETIC_SCENTS);
  const top = loveWoody.picks[0];
  assert.ok(top);
  assert.equal(top.driver.signal, 'family');
  assert.equal(top.driver.family, 'woody_scent_notes');
  assert.match(top.reason, /^You love woody scents; /);

  const likeCitrus = recommendKit(rated({ citrus_scent_notes: 4 }), SYNTHETIC_SCENTS);
  assert.match(likeCitrus.picks[0]?.reason ?? '', /You like citrus scents/);

  fc.assert(
    fc.property(profileArb, (p) => {
      for (const pick of recommendKit(p, SYNTHETIC_SCENTS).picks) {
        assert.ok(pick.reason.length > 10 && pick.reason.length <= 160, pick.reason);
        assert.ok(pick.reason.includes(familyLabel(pick.driver.family)), `${pick.reason} / ${pick.driver.family}`);
        assert.match(pick.reason, /^[A-Z].*\.$/);
        if (pick.driver.signal === 'family') assert.ok((ratingOf(p, pick.driver.family) ?? 0) >= 4);
      }
    }),
    { numRuns: 300 },
  );
});

test('fewer than 4 preferred scents: fill from disliked (not strongly disliked), then return fewer', () => {
  // Only floral and citrus survive untouched; woody is disliked (held back); everything else strongly disliked.
  const ratings: Partial<Record<ScentFamilyField, number>> = {};
  for (const f of FAMILY_FIELDS) ratings[f] = 1;
  ratings.floral_scent_notes = 5;
  ratings.citrus_scent_notes = 3;
  ratings.woody_scent_notes = 2;
  const kit = recommendKit(rated(ratings), SYNTHETIC_SCENTS);
  assert.equal(kit.picks.length, 4);
  assert.deepEqual(ids(kit).slice(0, 2).sort(), ['lemon', 'rose']);
  const fills = kit.picks.slice(2);
  for (const pick of fills) {
    assert.equal(pick.dominantFamily, 'woody_scent_notes');
    assert.equal(pick.driver.signal, 'fill');
    assert.match(pick.reason, /dislike woody/);
  }
  // The least-bad woods: the one with a floral side beats the spiced one (spicy strongly disliked).
  assert.ok(ids(kit).includes('soft-wood'));
  assert.ok(!ids(kit).includes('spiced-wood') || ids(kit).includes('cedar'));

  // Too few scents at all.
  assert.equal(recommendKit(profileFixture({}, UNANSWERED), SYNTHETIC_SCENTS.slice(0, 3)).picks.length, 3);
  assert.deepEqual(recommendKit(profileFixture({}, UNANSWERED), []).picks, []);
  // Everything strongly disliked: an empty kit rather than a scent the shopper hates.
  const hatesAll: Partial<Record<ScentFamilyField, number>> = {};
  for (const f of FAMILY_FIELDS) hatesAll[f] = 1;
  assert.deepEqual(recommendKit(rated(hatesAll), SYNTHETIC_SCENTS).picks, []);
});

test('options: size and weights', () => {
  assert.equal(recommendKit(profileFixture({}, UNANSWERED), SYNTHETIC_SCENTS, { size: 2 }).picks.length, 2);
  assert.equal(recommendKit(profileFixture({}, UNANSWERED), SYNTHETIC_SCENTS, { size: 0 }).picks.length, 0);
  const noStrength = scoreScent(profileFixture({}, UNANSWERED), SYNTHETIC_SCENTS[0] as HouseScent, { strength: 0 });
  assert.equal(noStrength.breakdown.strength, 0);
});

test('seed house scents: kits are full, safe, diverse and stable', () => {
  const { scents, skipped } = loadHouseScentsReport(SEED_PATH);
  assert.deepEqual(skipped, [], JSON.stringify(skipped));
  assert.ok(scents.length >= 4, `only ${scents.length} house scents`);
  for (const loved of FAMILY_FIELDS) {
    const hated = FAMILY_FIELDS.find((f) => f !== loved) as ScentFamilyField;
    const profile = rated({ [loved]: 5, [hated]: 1 });
    const kit = recommendKit(profile, scents);
    assert.equal(kit.picks.length, 4, loved);
    assert.ok(!dominants(kit).includes(hated));
    assert.deepEqual(recommendKit(profile, [...scents].reverse()), kit);
    for (const pick of kit.picks) assert.ok(pick.reason.includes(familyLabel(pick.driver.family)));
    if (scents.some((s) => scoreScent(profile, s).dominantFamily === loved)) {
      assert.ok(dominants(kit).includes(loved), `${loved}: ${ids(kit).join()}`);
    }
  }
});

test("a kit's four reasons do not repeat a phrase another true one can replace", () => {
  // Every family liked alike, a strong-ish daytime wearer: picks tend to be the strongest of their family
  // and balanced daytime scents, which once made four reasons read almost the same.
  const { scents } = loadHouseScentsReport(SEED_PATH);
  const profile = rated(Object.fromEntries(FAMILY_FIELDS.map((field) => [field, 4])), {
    subtle_strong_scrent: 3, when_like_wear_fragrance: ['daytime'], appeals: ['beach'], in_extroverted_point: 3,
  });
  const reasons = recommendKit(profile, scents).picks.map((pick) => pick.reason);
  assert.equal(reasons.length, 4);
  const qualifiers = reasons.map((reason) => /; ([^.]+)\./.exec(reason)?.[1]).filter((qualifier) => qualifier !== undefined);
  assert.equal(qualifiers.length, 4, `every reason names what sets the scent apart: ${reasons.join(' | ')}`);
  assert.equal(new Set(qualifiers).size, 4, `four different qualifiers: ${reasons.join(' | ')}`);
  const seconds = reasons.map((reason) => reason.split('. ')[1]).filter((sentence) => sentence !== undefined);
  assert.equal(new Set(seconds).size, seconds.length, `no second sentence twice: ${reasons.join(' | ')}`);
});
