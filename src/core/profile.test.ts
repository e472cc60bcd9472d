import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { emptyProfile, toProfile, toRating } from './profile.ts';
import { allSteps, completeAnswers, completeProfileFor, fragrance } from './__fixtures__/quiz.ts';
import { FREQUENCY_OPTIONS, LOYALTY_OPTIONS, PERSONALITY_OPTIONS, SCENT_FAMILIES, STRENGTH_OPTIONS } from './constants.ts';
import type { Profile } from './types.ts';
import {
  FIRST_BIRTH_YEAR, LAST_BIRTH_YEAR, MAX_LIST_ITEMS, MAX_OPTION_LENGTH, MAX_ROTATION,
} from '../../contract/limits.ts';
import {
  MAX_RATING, MIN_RATING, PROFILE_FIELDS, fieldsOfKind, requiredFields, type FieldKind, type FieldSpec, type ProfileField,
} from '../../contract/profile-fields.ts';

/** The default profile: every field but the ratings, empty by its kind (contract/profile-fields.ts). */
const EMPTY_BY_KIND: Record<Exclude<FieldKind, 'rating'>, unknown> = { year: { year: null }, option: '', options: [], perfumes: [], scale: 0, count: 0 };
const EMPTY = Object.fromEntries(requiredFields(PROFILE_FIELDS).map((field) => {
  const { kind } = PROFILE_FIELDS[field as ProfileField];
  return [field, EMPTY_BY_KIND[kind as Exclude<FieldKind, 'rating'>]];
})) as Profile;

describe('toProfile', () => {
  it('derives the exact profile of a complete quiz', () => {
    assert.deepEqual(toProfile(completeAnswers()), {
      ...completeProfileFor(allSteps),
      favorite_fragrances: [
        { id: 'chanel-no-5', family: 'Floral', subFamily: 'Aldehyde' },
        { id: 'chloe-chloe', family: 'Floral', subFamily: '' },
      ],
    });
    assert.deepEqual(
      [toProfile(completeAnswers()).gender, toProfile(completeAnswers()).color_these_you_love2],
      ['Female', ['fresh-laundry']],
      'one option as text, a single-answer step as a one-item list',
    );
  });

  it('gives the default profile for empty or unusable input', () => {
    assert.deepEqual(emptyProfile(), EMPTY);
    for (const value of [{}, null, undefined, 'x', 3, [], [completeAnswers()], new Date()]) {
      assert.deepEqual(toProfile(value), EMPTY);
    }
  });

  it('age.year: an integer year or null', () => {
    assert.deepEqual(toProfile({ year: '1985' }).age, { year: 1985 });
    assert.deepEqual(toProfile({ year: ' 1985 ' }).age, { year: 1985 });
    assert.deepEqual(toProfile({ year: 1985 }).age, { year: 1985 });
    for (const year of ['', 'abc', '19.5', 1985.5, null, true, [1985], '1e3']) {
      assert.deepEqual(toProfile({ year }).age, { year: null }, JSON.stringify(year));
    }
  });

  it('texts: strings only, else empty', () => {
    const p = toProfile({ gender: 'Male', country_spend: 3, country_part_did_live: ['West'] });
    assert.equal(p.gender, 'Male');
    assert.equal(p.country_spend, '');
    assert.equal(p.country_part_did_live, '');
  });

  it('lists: a single string becomes one item; non-strings and empty strings are dropped', () => {
    const p = toProfile({
      appeals: 'beach',
      scent_type_typically_prefer: ['Fresh', 3, null, '', 'Warm', { a: 1 }],
      when_like_wear_fragrance: '',
      color_these_you_love4: 7,
    });
    assert.deepEqual(p.appeals, ['beach']);
    assert.deepEqual(p.scent_type_typically_prefer, ['Fresh', 'Warm']);
    assert.deepEqual(p.when_like_wear_fragrance, []);
    assert.deepEqual(p.color_these_you_love4, []);
  });

  it('enumerated indices from stored "0".."4", numbers or option labels; default 0', () => {
    const cases: Array<[keyof Profile, readonly string[]]> = [
      ['in_extroverted_point', PERSONALITY_OPTIONS],
      ['often_wear_fragrance', FREQUENCY_OPTIONS],
      ['subtle_strong_scrent', STRENGTH_OPTIONS],
    ];
    for (const [field, options] of cases) {
      for (let i = 0; i < 5; i++) {
        assert.equal(toProfile({ [field]: String(i) })[field], i);
        assert.equal(toProfile({ [field]: i })[field], i);
        assert.equal(toProfile({ [field]: options[i] })[field], i);
        assert.equal(toProfile({ [field]: options[i]?.toUpperCase() })[field], i);
      }
      for (const bad of ['5', '-1', 5, 2.5, '2.5', '', 'sometimes-ish', null, true, ['3']]) {
        assert.equal(toProfile({ [field]: bad })[field], 0, `${field} ${JSON.stringify(bad)}`);
      }
    }
    assert.equal(toProfile({ often_wear_fragrance: 'Sometimes' }).often_wear_fragrance, 2);
    assert.equal(toProfile({ subtle_strong_scrent: 'very strong' }).subtle_strong_scrent, 4);
  });

  it('loyalty: -1..1 from "-1","0","1", numbers or a label (index − 1); default 0', () => {
    assert.equal(toProfile({ loyal_scent_play_the_field: '-1' }).loyal_scent_play_the_field, -1);
    assert.equal(toProfile({ loyal_scent_play_the_field: '0' }).loyal_scent_play_the_field, 0);
    assert.equal(toProfile({ loyal_scent_play_the_field: '1' }).loyal_scent_play_the_field, 1);
    assert.equal(toProfile({ loyal_scent_play_the_field: 1 }).loyal_scent_play_the_field, 1);
    LOYALTY_OPTIONS.forEach((label, i) => {
      assert.equal(toProfile({ loyal_scent_play_the_field: label }).loyal_scent_play_the_field, i - 1);
      assert.equal(toProfile({ loyal_scent_play_the_field: label.toLowerCase() }).loyal_scent_play_the_field, i - 1);
    });
    for (const bad of ['2', '-2', 2, 'maybe', '', null]) {
      assert.equal(toProfile({ loyal_scent_play_the_field: bad }).loyal_scent_play_the_field, 0, JSON.stringify(bad));
    }
  });

  it('keeps within the bounds the backend accepts (contract/limits.ts): birth years, rotation, list sizes', () => {
    assert.deepEqual(toProfile({ year: FIRST_BIRTH_YEAR }).age, { year: FIRST_BIRTH_YEAR });
    assert.deepEqual(toProfile({ year: LAST_BIRTH_YEAR }).age, { year: LAST_BIRTH_YEAR });
    assert.deepEqual(toProfile({ year: FIRST_BIRTH_YEAR - 1 }).age, { year: null });
    assert.deepEqual(toProfile({ year: String(LAST_BIRTH_YEAR + 1) }).age, { year: null });
    assert.equal(toProfile({ perfumes_usual_rotation: '50+' }).perfumes_usual_rotation, MAX_ROTATION);
    assert.equal(toProfile({ perfumes_usual_rotation: 1e9 }).perfumes_usual_rotation, MAX_ROTATION);
    assert.equal(toProfile({ appeals: Array.from({ length: MAX_LIST_ITEMS + 5 }, (_, i) => `p${i}`) }).appeals.length, MAX_LIST_ITEMS);
    assert.equal(toProfile({ gender: 'x'.repeat(MAX_OPTION_LENGTH + 1) }).gender, '');
  });

  it('rotation: a non-negative integer, default 0', () => {
    const rotation = (value: unknown) => toProfile({ perfumes_usual_rotation: value }).perfumes_usual_rotation;
    assert.equal(rotation('3'), 3);
    assert.equal(rotation(3), 3);
    assert.equal(rotation('5+'), 5);
    assert.equal(rotation('2-3'), 2);
    assert.equal(rotation(2.7), 2);
    assert.equal(rotation('0'), 0);
    for (const bad of ['-1', -1, 'many', '', null, Number.NaN, Number.POSITIVE_INFINITY, ['3']]) {
      assert.equal(rotation(bad), 0, String(bad));
    }
  });

  it('ratings: kept only when rating − 1 is an integer 0..4', () => {
    for (const { field } of SCENT_FAMILIES) {
      for (const rating of [1, 2, 3, 4, 5]) {
        assert.equal(toProfile({ [field]: String(rating) })[field], rating);
        assert.equal(toProfile({ [field]: rating })[field], rating);
      }
      for (const bad of ['0', '6', 0, 6, '2.5', 2.5, '', ' ', 'love', null, true, ['3']]) {
        const profile = toProfile({ [field]: bad });
        assert.ok(!Object.hasOwn(profile, field), `${field} ${JSON.stringify(bad)}`);
      }
    }
    assert.equal(toRating('3.0'), 3);
    assert.equal(toRating(' 4 '), 4);
  });

  it('favourite fragrances: up to 4 {id, family, subFamily} with a string id, no duplicates', () => {
    const list = [
      { value: 'no id' },
      fragrance('a', 'A', 'Brand', 'Floral', 'Fruity'),
      { id: 7, value: 'numeric' },
      fragrance('b', 'B', 'Brand'),
      fragrance('a', 'A again', 'Brand'),
      { id: 'c', family: 3, subFamily: 'Green' },
      fragrance('d', 'D', 'Brand', 'Woody', ''),
      fragrance('e', 'E', 'Brand', 'Citrus', ''),
    ];
    assert.deepEqual(toProfile({ favorite_fragrances: list }).favorite_fragrances, [
      { id: 'a', family: 'Floral', subFamily: 'Fruity' },
      { id: 'b', family: '', subFamily: '' },
      { id: 'c', family: '', subFamily: 'Green' },
      { id: 'd', family: 'Woody', subFamily: '' },
    ]);
    assert.deepEqual(toProfile({ favorite_fragrances: 'a' }).favorite_fragrances, []);
  });

  it('never throws and always returns a complete plain profile (fc.anything, fc.jsonValue)', () => {
    const keys = Object.keys(EMPTY).sort();
    const ratingFields = new Set<string>(SCENT_FAMILIES.map((f) => f.field));
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue(), fc.object()), (value) => {
        const profile = toProfile(value);
        assert.equal(Object.getPrototypeOf(profile), Object.prototype);
        const own = Object.keys(profile).filter((k) => !ratingFields.has(k)).sort();
        assert.deepEqual(own, keys);
        assert.ok(profile.in_extroverted_point >= 0 && profile.in_extroverted_point <= 4);
        assert.ok(profile.loyal_scent_play_the_field >= -1 && profile.loyal_scent_play_the_field <= 1);
        assert.ok(Number.isSafeInteger(profile.perfumes_usual_rotation) && profile.perfumes_usual_rotation >= 0);
        assert.ok(profile.favorite_fragrances.length <= 4);
      }),
      { numRuns: 1000 },
    );
  });

  it('stays within range for random answer-like objects', () => {
    const valueArb = fc.oneof(fc.string(), fc.integer({ min: -10, max: 10 }), fc.double(), fc.array(fc.string()), fc.constant(null));
    const fields = ['year', ...fieldsOfKind(PROFILE_FIELDS, 'scale', 'count', 'rating')];
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...fields), valueArb), (answers) => {
        const profile = toProfile(answers) as unknown as Record<string, unknown>;
        for (const field of fields.slice(1)) {
          const spec: FieldSpec = PROFILE_FIELDS[field as ProfileField];
          const [min, max] = spec.kind === 'scale'
            ? [spec.offset ?? 0, (spec.offset ?? 0) + spec.options.length - 1]
            : spec.kind === 'count' ? [0, spec.max] : [MIN_RATING, MAX_RATING];
          const value = profile[field];
          if (spec.kind === 'rating' && value === undefined) continue;
          assert.ok(Number.isInteger(value) && (value as number) >= min && (value as number) <= max, `${field}: ${String(value)}`);
        }
        const { age } = profile as { age: Profile['age'] };
        assert.ok(age.year === null || Number.isInteger(age.year));
      }),
      { numRuns: 500 },
    );
  });
});
