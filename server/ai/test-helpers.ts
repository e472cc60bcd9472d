/** Shared fixtures of the server/ai tests (not used by production code). */
import { seededRandom } from '../../contract/seeded-random.ts';
import fc from 'fast-check';
import { COLOR_PALETTE, PROFILE_FIELDS, SCENT_FAMILIES } from '../../contract/profile-fields.ts';
import type { FieldSpec, Profile, ProfileField } from '../../contract/profile-fields.ts';

const OCCASIONS = [
  'everyday', 'work', 'date-night', 'night-out', 'special-occasions', 'weekends', 'gym', 'travel', 'all-the-time',
];
const PLACES = [
  'beach', 'big-city', 'mountains', 'countryside', 'forest', 'desert', 'ski-resort', 'tropical-island',
  'museums', 'europe', 'anywhere',
];
const SMELLS = ['fresh-laundry', 'campfire', 'rain', 'old-books', 'sea_breeze', 'cut-grass', 'leather-jacket'];
const SLUG = fc.constantFrom('female', 'male', 'non-binary', 'prefer-not-to-say', 'united-states', 'canada', 'uk');

/** Any profile the server could accept: valid option values, ratings 1–5 or absent. */
export const profileArbitrary: fc.Arbitrary<Profile> = fc
  .record({
    year: fc.option(fc.integer({ min: 1930, max: 2016 }), { nil: null }),
    gender: SLUG,
    country_spend: SLUG,
    country_part_did_live: SLUG,
    in_extroverted_point: fc.integer({ min: 0, max: 4 }),
    appeals: fc.uniqueArray(fc.constantFrom(...PLACES), { maxLength: 4 }),
    often_wear_fragrance: fc.integer({ min: 0, max: 4 }),
    perfumes_usual_rotation: fc.integer({ min: 0, max: 10 }),
    scent_type_typically_prefer: fc.uniqueArray(fc.constantFrom('fresh-clean', 'warm-cozy', 'light', 'rich'), { maxLength: 3 }),
    when_like_wear_fragrance: fc.uniqueArray(fc.constantFrom(...OCCASIONS), { maxLength: 4 }),
    subtle_strong_scrent: fc.integer({ min: 0, max: 4 }),
    color_these_you_love2: fc.uniqueArray(fc.constantFrom(...SMELLS), { maxLength: 3 }),
    color_these_you_love4: fc.uniqueArray(fc.constantFrom(...SMELLS), { maxLength: 3 }),
    loyal_scent_play_the_field: fc.integer({ min: -1, max: 1 }),
    ratings: fc.array(fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }), {
      minLength: SCENT_FAMILIES.length,
      maxLength: SCENT_FAMILIES.length,
    }),
  })
  .map(({ year, ratings, ...rest }) => {
    const profile: Profile = {
      ...rest,
      age: { year },
      color_these_you_love1: [],
      color_these_you_love3: [],
      favorite_fragrances: [],
    };
    SCENT_FAMILIES.forEach(({ field }, i) => {
      const rating = ratings[i];
      if (rating !== undefined) profile[field] = rating;
    });
    return profile;
  });

/** Option values of the seed quiz per option field (the content's own values, with a few merchant variants). */
const PERSONA_CHOICES: Readonly<Partial<Record<ProfileField, readonly string[]>>> = {
  gender: ['female', 'male', 'non-binary', 'prefer-not-to-say'],
  country_spend: ['united-states', 'canada', 'united-kingdom', 'ireland', 'europe', 'latin-america', 'asia', 'africa', 'middle-east', 'oceania'],
  country_part_did_live: ['big-city', 'suburbs', 'small-town', 'countryside', 'coast', 'mountains'],
  appeals: ['beach', 'mountains', 'city', 'countryside', 'desert', 'forest'],
  when_like_wear_fragrance: ['daytime', 'work', 'evenings out', 'date night', 'special occasions', 'weekends', 'workouts'],
  scent_type_typically_prefer: ['fresh-clean', 'warm-cozy', 'sweet-gourmand', 'floral-romantic', 'woody-earthy', 'light-airy'],
  color_these_you_love2: ['fresh-laundry', 'campfire', 'rain-on-pavement', 'cut-grass', 'bakery', 'sea-breeze', 'rose-garden', 'orange-grove'],
  color_these_you_love4: ['quiet-morning', 'golden-hour', 'starry-night'],
};

/**
 * `count` varied shoppers built field by field from PROFILE_FIELDS with a seeded generator (mulberry32):
 * every scale, count and rating drawn, option fields from the seed quiz's values, lists of 0–3 choices.
 */
export function personas(count: number, seed: number): Profile[] {
  const random = seededRandom(seed);
  const int = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
  const some = (values: readonly string[], max: number): string[] =>
    values.filter(() => random() < 0.5).sort(() => random() - 0.5).slice(0, int(max === 1 ? 1 : 0, max));
  const out: Profile[] = [];
  for (let n = 0; n < count; n += 1) {
    const profile: Record<string, unknown> = {};
    for (const [name, spec] of Object.entries(PROFILE_FIELDS) as Array<[ProfileField, FieldSpec]>) {
      const choices = PERSONA_CHOICES[name] ?? [];
      switch (spec.kind) {
        case 'year': profile[name] = { year: random() < 0.1 ? null : int(spec.min, spec.max) }; break;
        case 'option': profile[name] = choices[int(0, choices.length - 1)] ?? ''; break;
        case 'options':
          profile[name] = spec.palette ? some(COLOR_PALETTE.map((c) => c.hex), 3) : some(choices, name === 'color_these_you_love4' ? 1 : 3);
          break;
        case 'scale': profile[name] = int(0, spec.options.length - 1) + (spec.offset ?? 0); break;
        case 'count': profile[name] = int(1, Math.min(spec.max, 5)); break;
        case 'rating': if (random() < 0.9) profile[name] = int(1, 5); break;
        case 'perfumes': profile[name] = []; break;
      }
    }
    out.push(profile as Profile);
  }
  return out;
}
