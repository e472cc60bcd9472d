/** The profile derived from the answers (spec §3 "Profile", §5 "Payload and profile"). */
import {
  COLOR_FIELDS,
  FREQUENCY_OPTIONS,
  LOYALTY_OPTIONS,
  MAX_PERFUME_SELECTIONS,
  PERSONALITY_OPTIONS,
  SCENT_FAMILIES,
  STRENGTH_OPTIONS,
} from './constants.ts';
import { isPlainObject } from './answers.ts';
import type { Profile } from './types.ts';

const INTEGER = /^[+-]?\d+$/;

/** An integer from a number or an integer string ("3", " -1 "), else null. */
function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!INTEGER.test(text)) return null;
    const n = Number(text);
    return Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

/**
 * A count: a finite number ≥ 0 rounded down, or the leading digits of a string ("3", "5+", "2-3" → 2);
 * else 0.
 */
function toCount(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.min(Math.floor(value), Number.MAX_SAFE_INTEGER) : 0;
  if (typeof value !== 'string') return 0;
  const match = /^\s*\+?(\d+)/.exec(value);
  if (!match?.[1]) return 0;
  const n = Number(match[1]);
  return Number.isSafeInteger(n) ? n : 0;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A string list: arrays keep their non-empty strings, a single non-empty string becomes one item. */
function textList(value: unknown): string[] {
  if (typeof value === 'string') return value === '' ? [] : [value];
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).filter((entry): entry is string => typeof entry === 'string' && entry !== '');
}

/**
 * An index into `options`: a stored integer (number or string) within 0..options.length−1 plus
 * `offset`, or one of the option labels (case-insensitive) giving its index plus `offset`; else 0.
 */
function optionIndex(value: unknown, options: readonly string[], offset = 0): number {
  const n = toInteger(value);
  if (n !== null) return n - offset >= 0 && n - offset < options.length ? n : 0;
  if (typeof value === 'string') {
    const label = value.trim().toLowerCase();
    const i = options.findIndex((option) => option.toLowerCase() === label);
    if (i >= 0) return i + offset;
  }
  return 0;
}

/** A rating 1..5 when Number(value) − 1 is an integer 0..4 (numbers and non-blank strings only). */
export function toRating(value: unknown): number | null {
  if (typeof value !== 'number' && (typeof value !== 'string' || value.trim() === '')) return null;
  const n = Number(value) - 1;
  return Number.isInteger(n) && n >= 0 && n <= 4 ? n + 1 : null;
}

function favoriteFragrances(value: unknown): Profile['favorite_fragrances'] {
  if (!Array.isArray(value)) return [];
  const out: Profile['favorite_fragrances'] = [];
  const seen = new Set<string>();
  for (const entry of value as unknown[]) {
    if (out.length >= MAX_PERFUME_SELECTIONS) break;
    if (!isPlainObject(entry)) continue;
    const id = entry['id'];
    if (typeof id !== 'string' || id === '' || seen.has(id)) continue;
    seen.add(id);
    const subFamily = typeof entry['sub_family'] === 'string' ? entry['sub_family'] : entry['subFamily'];
    out.push({ id, family: text(entry['family']), subFamily: text(subFamily) });
  }
  return out;
}

function buildProfile(input: unknown): Profile {
  const a: Record<string, unknown> = isPlainObject(input) ? input : {};
  const profile: Profile = {
    age: { year: toInteger(a['year']) },
    gender: text(a['gender']),
    country_spend: text(a['country_spend']),
    country_part_did_live: text(a['country_part_did_live']),
    in_extroverted_point: optionIndex(a['in_extroverted_point'], PERSONALITY_OPTIONS),
    appeals: textList(a['appeals']),
    often_wear_fragrance: optionIndex(a['often_wear_fragrance'], FREQUENCY_OPTIONS),
    perfumes_usual_rotation: toCount(a['perfumes_usual_rotation']),
    scent_type_typically_prefer: textList(a['scent_type_typically_prefer']),
    when_like_wear_fragrance: textList(a['when_like_wear_fragrance']),
    subtle_strong_scrent: optionIndex(a['subtle_strong_scrent'], STRENGTH_OPTIONS),
    color_these_you_love1: [],
    color_these_you_love2: [],
    color_these_you_love3: [],
    color_these_you_love4: [],
    loyal_scent_play_the_field: optionIndex(a['loyal_scent_play_the_field'], LOYALTY_OPTIONS, -1),
    favorite_fragrances: favoriteFragrances(a['favorite_fragrances']),
  };
  for (const field of COLOR_FIELDS) profile[field] = textList(a[field]);
  for (const { field } of SCENT_FAMILIES) {
    const rating = toRating(a[field]);
    if (rating !== null) profile[field] = rating;
  }
  return profile;
}

/** The default profile: no year, empty texts and lists, indices 0, no ratings, no favourites. */
export function emptyProfile(): Profile {
  return buildProfile({});
}

/** Derives the profile from stored answers. Never throws: unusable input gives the default profile. */
export function toProfile(answers: unknown): Profile {
  try {
    return buildProfile(answers);
  } catch {
    return buildProfile({});
  }
}
