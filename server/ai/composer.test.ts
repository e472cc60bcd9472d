import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { AI_WILD_CARD_ENDING } from '../../contract/ai-rules.ts';
import { SCENT_FAMILIES } from '../../contract/profile-fields.ts';
import type { Profile } from '../../contract/profile-fields.ts';
import { composeDescription, FALLBACK_DESCRIPTION, traitsOf } from './composer.ts';
import { countAnalogies, validateDescription } from './validator.ts';
import { profileArbitrary } from './test-helpers.ts';
import { profileFixture } from '../../contract/profile-fixture.ts';

const NO_RATINGS = Object.fromEntries(SCENT_FAMILIES.map(({ field }) => [field, 3]));

/** A night-out extrovert who wears fragrance daily, loves warm, spicy scents and wants them loud. */
const NIGHT_OUT_EXTROVERT = profileFixture({
  ...NO_RATINGS,
  in_extroverted_point: 4,
  often_wear_fragrance: 3,
  when_like_wear_fragrance: ['night-out', 'date-night'],
  warm_spicy_scent_notes: 5,
  woody_scent_notes: 4,
  citrus_scent_notes: 1,
  green_notes: 2,
  subtle_strong_scrent: 4,
  appeals: ['big-city'],
  loyal_scent_play_the_field: 1,
});

/** A daytime introvert who loves citrus and green and keeps it subtle. */
const CITRUS_GREEN_INTROVERT = profileFixture({
  ...NO_RATINGS,
  in_extroverted_point: 0,
  when_like_wear_fragrance: ['work', 'everyday'],
  citrus_scent_notes: 5,
  green_notes: 5,
  warm_spicy_scent_notes: 1,
  sweet_edible_notes: 2,
  subtle_strong_scrent: 0,
  appeals: ['mountains'],
  loyal_scent_play_the_field: -1,
});

const FAMILY_LABEL_WORDS = ['floral', 'spicy', 'woody', 'citrus', 'sweet', 'tropical', 'fruit', 'herbal', 'oceanic', 'green', 'earthy'];

function bullets(text: string): string[] {
  return text.split('\n').map((line) => line.replace(/^- /, ''));
}

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[a-z']+/g) ?? []);
}

function jaccard(a: Set<string>, b: Set<string>): number {
  const both = [...a].filter((w) => b.has(w)).length;
  return both / (a.size + b.size - both);
}

describe('composeDescription', () => {
  test('property: every composed text passes the validator, unchanged', () => {
    fc.assert(
      fc.property(profileArbitrary, fc.option(fc.integer(), { nil: undefined }), (profile, seed) => {
        const text = composeDescription(profile, seed);
        const result = validateDescription(text);
        assert.deepEqual(result, { ok: true, text });
      }),
      { numRuns: 500 },
    );
  });

  test('property: the shape is 3 bullets with one analogy, then the wild card; no family is named', () => {
    fc.assert(
      fc.property(profileArbitrary, (profile) => {
        const text = composeDescription(profile);
        assert.notEqual(text, FALLBACK_DESCRIPTION);
        const [b1, b2, b3, b4] = bullets(text);
        assert.equal(countAnalogies([b1, b2, b3].join('\n')), 1);
        assert.equal(countAnalogies(b4 ?? ''), 0);
        assert.ok(b4?.startsWith('Wild card') || b4?.startsWith('One wild card') || b4?.startsWith('Keep room for'));
        assert.ok(b4?.toLowerCase().endsWith(`${AI_WILD_CARD_ENDING}.`), b4);
        for (const label of FAMILY_LABEL_WORDS) {
          assert.doesNotMatch(text, new RegExp(`\\b${label}\\b`, 'i'), `names the family "${label}":\n${text}`);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('is deterministic: same profile (any key order) and seed, same text', () => {
    const profile = profileFixture();
    const reordered = Object.fromEntries(Object.entries(profile).reverse()) as unknown as Profile;
    assert.equal(composeDescription(profile), composeDescription(profile));
    assert.equal(composeDescription(profile), composeDescription(reordered));
    assert.equal(composeDescription(profile, 7), composeDescription(profile, 7));
  });

  test('a seed gives other wordings of the same profile', () => {
    const texts = new Set([0, 1, 2, 3, 4, 5, 6, 7].map((seed) => composeDescription(profileFixture(), seed)));
    assert.ok(texts.size >= 4, `only ${texts.size} wordings`);
  });

  test('varied profiles get varied texts (at least 80% distinct over 50 profiles)', () => {
    const profiles = fc.sample(profileArbitrary, { numRuns: 50, seed: 20240401 });
    const texts = profiles.map((profile) => composeDescription(profile));
    const distinct = new Set(texts).size;
    assert.ok(distinct >= 40, `only ${distinct} distinct texts out of 50`);
    // Not just one changed word: most first bullets differ too.
    const firstBullets = new Set(texts.map((text) => bullets(text).slice(0, 3).join('\n')));
    assert.ok(firstBullets.size >= 40, `only ${firstBullets.size} distinct bodies`);
  });

  test('the night-out extrovert and the citrus-and-green introvert read clearly differently', () => {
    for (const seed of [0, 1, 2, 3, 4]) {
      const loud = composeDescription(NIGHT_OUT_EXTROVERT, seed);
      const quiet = composeDescription(CITRUS_GREEN_INTROVERT, seed);
      const a = bullets(loud);
      const b = bullets(quiet);
      for (let i = 0; i < 3; i += 1) assert.notEqual(a[i], b[i], `bullet ${i + 1} is shared:\n${loud}\n---\n${quiet}`);
      const similarity = jaccard(words(a.slice(0, 3).join(' ')), words(b.slice(0, 3).join(' ')));
      assert.ok(similarity < 0.4, `word overlap ${similarity.toFixed(2)}:\n${loud}\n---\n${quiet}`);
    }
  });

  test('the text follows the profile: the quiet reading for introverts, the loud one for extroverts', () => {
    const quietWords = /close|whisper|trace|hugging|small circle|quiet|headphones|lean in|look closer|linger|up close|reading room|steady/i;
    const loudWords = /turn heads|trail people follow|volume up|arrives first|after-party|dance floor|leave last|heard before|closing time|every name|guest/i;
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      assert.match(composeDescription(CITRUS_GREEN_INTROVERT, seed), quietWords);
      assert.match(composeDescription(NIGHT_OUT_EXTROVERT, seed), loudWords);
    }
  });
});

test('a profile without loves or dislikes gets the open-minded wording', () => {
  const neutral = profileFixture(NO_RATINGS);
  const texts = [0, 1, 2, 3, 4, 5, 6, 7].map((seed) => composeDescription(neutral, seed));
  for (const text of texts) assert.equal(validateDescription(text).ok, true);
  assert.ok(texts.some((text) => /open mind|blank page|still on the table|wardrobe edited|wall still bare/.test(text)), texts.join('\n\n'));
  const unrated = profileFixture();
  for (const { field } of SCENT_FAMILIES) delete unrated[field];
  assert.equal(validateDescription(composeDescription(unrated)).ok, true);
});

describe('traitsOf', () => {
  test('reads sociability, occasions, volume, loyalty, habit and destination', () => {
    assert.deepEqual(traitsOf(NIGHT_OUT_EXTROVERT), {
      sociability: 'extrovert',
      occasion: 'night',
      volume: 'strong',
      loyalty: 'explore',
      habit: 'daily',
      destination: 'city',
      loved: ['warm_spicy_scent_notes'],
      disliked: ['citrus_scent_notes'],
    });
    const quiet = traitsOf(CITRUS_GREEN_INTROVERT);
    assert.equal(quiet.sociability, 'introvert');
    assert.equal(quiet.occasion, 'day');
    assert.equal(quiet.volume, 'subtle');
    assert.equal(quiet.loyalty, 'stick');
    assert.equal(quiet.destination, 'mountains');
    assert.deepEqual(quiet.loved, ['citrus_scent_notes', 'green_notes']);
  });

  test('falls back to liked and disliked families when none is loved or hated', () => {
    const traits = traitsOf(profileFixture({ ...NO_RATINGS, floral_scent_notes: 4, earthy_mossy_notes: 2 }));
    assert.deepEqual(traits.loved, ['floral_scent_notes']);
    assert.deepEqual(traits.disliked, ['earthy_mossy_notes']);
  });

  test('"date-night" is a night occasion, not a daytime one; both kinds give "both"', () => {
    assert.equal(traitsOf(profileFixture({ when_like_wear_fragrance: ['date-night'] })).occasion, 'night');
    assert.equal(traitsOf(profileFixture({ when_like_wear_fragrance: ['date-night', 'everyday'] })).occasion, 'both');
    assert.equal(traitsOf(profileFixture({ when_like_wear_fragrance: [] })).occasion, 'any');
  });
});

test('the fallback description is itself valid', () => {
  assert.equal(validateDescription(FALLBACK_DESCRIPTION).ok, true);
});
