/** Shared fixtures of the server/ai tests (not used by production code). */
import fc from 'fast-check';
import { SCENT_FAMILIES } from '../../contract/profile-fields.ts';
import type { Profile } from '../../contract/profile-fields.ts';

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

/** A delay that does not keep the process alive. */
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => {
  setTimeout(resolve, ms).unref();
});
