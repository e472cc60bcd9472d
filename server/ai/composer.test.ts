import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { AI_WILD_CARD_ENDING, DESCRIPTION_LOCALES, FR_WILD_CARD_ENDING, fallbackDescription } from '../../contract/ai-rules.ts';
import type { DescriptionLocale } from '../../contract/ai-rules.ts';
import { SCENT_FAMILIES } from '../../contract/profile-fields.ts';
import type { Profile } from '../../contract/profile-fields.ts';
import { composeDescription, FALLBACK_DESCRIPTION, traitsOf } from './composer.ts';
import { countAnalogies, validateDescription } from './validator.ts';
import { personas, profileArbitrary } from './test-helpers.ts';
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
  test('property: every composed text passes the validator of its locale, unchanged', () => {
    for (const locale of DESCRIPTION_LOCALES) {
      fc.assert(
        fc.property(profileArbitrary, fc.option(fc.integer(), { nil: undefined }), (profile, seed) => {
          const text = composeDescription(profile, seed, locale);
          const result = validateDescription(text, locale);
          assert.deepEqual(result, { ok: true, text }, locale);
        }),
        { numRuns: 150 },
      );
    }
  });

  test('property: the shape is 3 bullets with one analogy, then the wild card; no family is named', () => {
    fc.assert(
      fc.property(profileArbitrary, (profile) => {
        const text = composeDescription(profile);
        assert.notEqual(text, FALLBACK_DESCRIPTION);
        const [b1, b2, b3, b4] = bullets(text);
        assert.equal(countAnalogies([b1, b2, b3].join('\n')), 1);
        assert.equal(countAnalogies(b4 ?? ''), 0);
        assert.match(b4 ?? '', /wild card/i);
        assert.ok(b4?.toLowerCase().endsWith(`${AI_WILD_CARD_ENDING}.`), b4);
        for (const label of FAMILY_LABEL_WORDS) {
          assert.doesNotMatch(text, new RegExp(`\\b${label}\\b`, 'i'), `names the family "${label}":\n${text}`);
        }
      }),
      { numRuns: 300 },
    );
  });

  test('over 200 varied personas no two descriptions share a line, and none is the fixed fallback', () => {
    const seen = new Map<string, number>();
    const shared: string[] = [];
    personas(200, 21).forEach((profile, index) => {
      const text = composeDescription(profile);
      assert.equal(validateDescription(text).ok, true, text);
      for (const line of text.split('\n')) {
        const other = seen.get(line);
        if (other !== undefined && other !== index) shared.push(line);
        seen.set(line, index);
      }
    });
    assert.deepEqual(shared, []);
    for (const bullet of FALLBACK_DESCRIPTION.split('\n')) assert.equal(seen.has(bullet), false, bullet);
  });

  test('no cryptic lines: every bullet speaks of people, places, moments or wearing, never a riddle', () => {
    const cryptic = /brass band turning|next tide out|far-off harbour|village fete|log-cabin school|the [a-z-]+ school\b/i;
    for (const profile of personas(200, 7)) assert.doesNotMatch(composeDescription(profile), cryptic);
  });

  test('is concrete: it names when they wear scent (or where they live) and where they travel', () => {
    const shopper = profileFixture({
      ...NO_RATINGS, when_like_wear_fragrance: ['work'], appeals: ['desert'], color_these_you_love4: ['starry-night'],
      country_part_did_live: 'coast',
    });
    for (const seed of [0, 1, 2, 3, 4, 5, 6, 7]) {
      const [b1, , , b4] = bullets(composeDescription(shopper, seed));
      assert.match(b1 ?? '', /work|office|meetings|desk/i);
      assert.match(b4 ?? '', /desert|dune|canyon|oasis|mesa/i);
      assert.match(b4 ?? '', /night|moon|star/i);
    }
    const lover = profileFixture({ ...NO_RATINGS, woody_scent_notes: 5, color_these_you_love2: ['campfire'] });
    const texts = [0, 1, 2, 3, 4, 5, 6, 7].map((seed) => bullets(composeDescription(lover, seed))[1] ?? '');
    assert.ok(texts.some((text) => /campfire|bonfire|fire pit|fireplace/.test(text)), texts.join('\n'));
    assert.ok(texts.some((text) => /cabin|forest|fireside|workshop|study|log fire/.test(text)), texts.join('\n'));
  });

  test('is deterministic: same profile (any key order) and seed, same text', () => {
    const profile = profileFixture();
    const reordered = Object.fromEntries(Object.entries(profile).reverse()) as unknown as Profile;
    assert.equal(composeDescription(profile), composeDescription(profile));
    assert.equal(composeDescription(profile), composeDescription(reordered));
    assert.equal(composeDescription(profile, 7), composeDescription(profile, 7));
    assert.equal(composeDescription(profile, 7, 'fr-CA'), composeDescription(reordered, 7, 'fr-CA'));
  });

  test('a seed gives other wordings of the same profile', () => {
    const texts = new Set([0, 1, 2, 3, 4, 5, 6, 7].map((seed) => composeDescription(profileFixture(), seed)));
    assert.ok(texts.size >= 6, `only ${texts.size} wordings`);
  });

  test('the night-out extrovert and the citrus-and-green introvert read clearly differently', () => {
    for (const seed of [0, 1, 2, 3, 4]) {
      const loud = composeDescription(NIGHT_OUT_EXTROVERT, seed);
      const quiet = composeDescription(CITRUS_GREEN_INTROVERT, seed);
      const a = bullets(loud);
      const b = bullets(quiet);
      for (let i = 0; i < 4; i += 1) assert.notEqual(a[i], b[i], `bullet ${i + 1} is shared:\n${loud}\n---\n${quiet}`);
      const similarity = jaccard(words(a.slice(0, 3).join(' ')), words(b.slice(0, 3).join(' ')));
      assert.ok(similarity < 0.4, `word overlap ${similarity.toFixed(2)}:\n${loud}\n---\n${quiet}`);
    }
  });
});

describe('composeDescription in British, Canadian and Irish English', () => {
  const AMERICAN_SPELLING = /\b(favorite|color|center|harbor|theater|neighbor|smoldering|paneled)\b/i;
  const BRITISH_SPELLING = /\b(favourite|colour|centre|harbour|theatre|neighbour|smouldering|panelled)\b/i;
  const AMERICAN_WORDS = /\b(vacations?|elevator|bartender|grocery store|corner store|sidewalk|soccer field)\b/i;
  const BRITISH_WORDS = /\b(holidays?|lift|barman|greengrocer’s|corner shop|pavement café|football pitch)\b/i;
  const profiles = personas(200, 3);
  const all = (locale: DescriptionLocale) => profiles.map((profile) => composeDescription(profile, 0, locale)).join('\n');

  test('en-GB and en-IE: British spelling and words', () => {
    for (const locale of ['en-GB', 'en-IE'] as const) {
      const text = all(locale);
      assert.doesNotMatch(text, AMERICAN_SPELLING);
      assert.doesNotMatch(text, AMERICAN_WORDS);
      assert.match(text, BRITISH_SPELLING);
      assert.match(text, BRITISH_WORDS);
    }
  });

  test('en-US: American spelling and words', () => {
    const text = all('en-US');
    assert.doesNotMatch(text, BRITISH_SPELLING);
    assert.doesNotMatch(text, BRITISH_WORDS);
    assert.match(text, AMERICAN_SPELLING);
  });

  test('en-CA: British spelling, North American words', () => {
    const text = all('en-CA');
    assert.doesNotMatch(text, AMERICAN_SPELLING);
    assert.doesNotMatch(text, BRITISH_WORDS);
    assert.match(text, BRITISH_SPELLING);
    assert.match(text, AMERICAN_WORDS);
  });
});

describe('composeDescription in Canadian French', () => {
  const profiles = personas(200, 11);
  const texts = profiles.map((profile) => composeDescription(profile, 0, 'fr-CA'));

  test('every text passes the French rules and ends with the French wild card', () => {
    for (const text of texts) {
      assert.deepEqual(validateDescription(text, 'fr-CA'), { ok: true, text });
      assert.match(bullets(text)[3] ?? '', new RegExp(`${FR_WILD_CARD_ENDING}\\.$`, 'i'));
      assert.equal(countAnalogies(text, 'fr-CA'), 1);
      assert.equal(validateDescription(text).ok, false, 'French text must not pass the English rules');
    }
  });

  test('French typography: a no-break space before : ? ! %, typographic apostrophes, contractions made', () => {
    for (const text of texts) {
      assert.doesNotMatch(text, /[^\u00a0\u202f][:?!%]/u, text);
      assert.doesNotMatch(text, /'/, text);
      assert.doesNotMatch(text, /(?<![\p{L}])(?:à|de) les? |(?<![\p{L}])(?:de|que) (?:un|une) /iu, text);
    }
  });

  test('written to the shopper as « vous », never in English', () => {
    for (const text of texts) {
      assert.match(text, /\b(vous|votre|vos)\b/i, text);
      assert.doesNotMatch(text, /\b(the|you|your|wild card|like a)\b/i, text);
    }
  });

  test('varied: at most 1 line in 8 shared between the 200 shoppers, none of the fixed fallback', () => {
    const counts = new Map<string, number>();
    for (const text of texts) for (const line of new Set(text.split('\n'))) counts.set(line, (counts.get(line) ?? 0) + 1);
    const shared = [...counts.values()].filter((n) => n > 1).reduce((total, n) => total + n, 0);
    assert.ok(shared <= texts.length * 4 / 8, `${shared} of ${texts.length * 4} lines shared`);
    for (const bullet of fallbackDescription('fr-CA').split('\n')) assert.equal(counts.has(bullet), false, bullet);
  });
});

describe('traitsOf', () => {
  test('reads sociability, occasions, volume, loyalty, habit and destination', () => {
    const loud = traitsOf(NIGHT_OUT_EXTROVERT);
    assert.deepEqual({ ...loud, home: undefined, smells: [], moment: undefined }, {
      sociability: 'extrovert',
      occasion: 'night',
      volume: 'strong',
      loyalty: 'explore',
      habit: 'daily',
      destination: 'city',
      loved: ['warm_spicy_scent_notes'],
      disliked: ['citrus_scent_notes'],
      personality: 4,
      strength: 4,
      frequency: 3,
      rotation: NIGHT_OUT_EXTROVERT.perfumes_usual_rotation,
      moments: ['evening', 'date'],
      places: ['city'],
      home: undefined,
      smells: [],
      moment: undefined,
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
