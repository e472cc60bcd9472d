/**
 * JSON schema of the `Profile` (src/core/types.ts; spec §3 "Profile"). Exact: every object is closed,
 * every number is an integer in its range, every string and array is bounded. Every field the client's
 * `toProfile` always writes is required; the eleven ratings are optional (absent = not rated).
 */
import { SCENT_FAMILIES } from '../../src/core/constants.ts';
import { MAX_PERFUME_SELECTIONS } from '../../src/core/constants.ts';
import { integer, text } from './common.ts';

export const PROFILE_LIMITS = {
  /** Longest option value (an option's `value` in the quiz content). */
  maxOptionLength: 100,
  /** Most values in a multiple-choice answer. */
  maxListItems: 20,
  /** Longest id / family / sub-family of a known perfume. */
  maxFragranceFieldLength: 200,
  minYear: 1900,
  maxYear: 2100,
  maxRotation: 20,
} as const;

const option = text(PROFILE_LIMITS.maxOptionLength);
const optionList = { type: 'array', maxItems: PROFILE_LIMITS.maxListItems, items: option } as const;
/** 0–4 into the five-option scales (personality, frequency, strength). */
const scaleIndex = integer(0, 4);
const rating = integer(1, 5);

const RATING_PROPERTIES = Object.fromEntries(SCENT_FAMILIES.map(({ field }) => [field, rating]));

export const REQUIRED_PROFILE_FIELDS = [
  'age', 'gender', 'country_spend', 'country_part_did_live', 'in_extroverted_point', 'appeals',
  'often_wear_fragrance', 'perfumes_usual_rotation', 'scent_type_typically_prefer', 'when_like_wear_fragrance',
  'subtle_strong_scrent', 'color_these_you_love1', 'color_these_you_love2', 'color_these_you_love3',
  'color_these_you_love4', 'loyal_scent_play_the_field', 'favorite_fragrances',
] as const;

export const profileSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...REQUIRED_PROFILE_FIELDS],
  properties: {
    age: {
      type: 'object',
      additionalProperties: false,
      required: ['year'],
      properties: {
        year: { anyOf: [integer(PROFILE_LIMITS.minYear, PROFILE_LIMITS.maxYear), { type: 'null' }] },
      },
    },
    gender: option,
    country_spend: option,
    country_part_did_live: option,
    in_extroverted_point: scaleIndex,
    appeals: optionList,
    often_wear_fragrance: scaleIndex,
    perfumes_usual_rotation: integer(0, PROFILE_LIMITS.maxRotation),
    scent_type_typically_prefer: optionList,
    ...RATING_PROPERTIES,
    when_like_wear_fragrance: optionList,
    subtle_strong_scrent: scaleIndex,
    color_these_you_love1: optionList,
    color_these_you_love2: optionList,
    color_these_you_love3: optionList,
    color_these_you_love4: optionList,
    /** value + 1 indexes the three loyalty options. */
    loyal_scent_play_the_field: integer(-1, 1),
    favorite_fragrances: {
      type: 'array',
      maxItems: MAX_PERFUME_SELECTIONS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'family', 'subFamily'],
        properties: {
          id: text(PROFILE_LIMITS.maxFragranceFieldLength, 1),
          family: text(PROFILE_LIMITS.maxFragranceFieldLength),
          subFamily: text(PROFILE_LIMITS.maxFragranceFieldLength),
        },
      },
    },
  },
} as const;
