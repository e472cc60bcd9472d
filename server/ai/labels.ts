/**
 * Turns a validated profile into labelled facts for the AI prompt and the composer (spec §3 "Profile",
 * §7.5 "User message").
 */
import {
  FREQUENCY_OPTIONS,
  LOYALTY_OPTIONS,
  PERSONALITY_OPTIONS,
  RATING_LABELS,
  SCENT_FAMILIES,
  STRENGTH_OPTIONS,
} from '../../src/core/constants.ts';
import type { RatingLabel, ScentFamilyField } from '../../src/core/constants.ts';
import type { Profile } from '../../src/core/types.ts';

/** Turns a stored option value of a profile field into the text shown to the shopper. */
export type OptionText = (field: string, value: string) => string;

/** Scent-family labels grouped by the shopper's rating, in SCENT_FAMILIES order. */
export type RatingGroups = Record<RatingLabel, string[]>;

export interface ProfileLabels {
  /** Birth year, or null when not given. */
  birthYear: number | null;
  gender: string;
  grewUp: string;
  spendsMostTime: string;
  personality: string;
  travel: string[];
  frequency: string;
  rotation: number;
  preferences: string[];
  ratings: RatingGroups;
  occasions: string[];
  strength: string;
  /** From color_these_you_love2 then color_these_you_love4, without duplicates. */
  smells: string[];
  loyalty: string;
}

/** Longest display text kept for one value; option texts are short, anything longer is cut. */
const MAX_VALUE_CHARS = 100;

/** The default display text of a value: `-` and `_` become spaces. */
export const defaultOptionText: OptionText = (_field, value) => value.replace(/[-_]/g, ' ');

/**
 * One-line, printable text: control and invisible characters become spaces, runs of whitespace
 * collapse, length is capped. Keeps a value from adding lines to the prompt.
 */
export function cleanText(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_VALUE_CHARS)
    .trim();
}

/** Index into a list, clamped to its range; non-numbers fall back to the first option. */
function pick<T>(options: readonly T[], index: number): T {
  const i = Number.isFinite(index) ? Math.min(options.length - 1, Math.max(0, Math.round(index))) : 0;
  // The lists are non-empty constants.
  return options[i] as T;
}

export function personalityLabel(profile: Profile): string {
  return pick(PERSONALITY_OPTIONS, profile.in_extroverted_point);
}

export function frequencyLabel(profile: Profile): string {
  return pick(FREQUENCY_OPTIONS, profile.often_wear_fragrance);
}

export function strengthLabel(profile: Profile): string {
  return pick(STRENGTH_OPTIONS, profile.subtle_strong_scrent);
}

export function loyaltyLabel(profile: Profile): string {
  return pick(LOYALTY_OPTIONS, profile.loyal_scent_play_the_field + 1);
}

/** A rating 1–5 as stored, or null when absent or invalid. */
export function ratingOf(profile: Profile, field: ScentFamilyField): number | null {
  const value = profile[field];
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5 ? value : null;
}

/** The eleven family labels grouped by rating (r → RATING_LABELS[r − 1]); unrated families are left out. */
export function groupRatings(profile: Profile): RatingGroups {
  const groups: RatingGroups = { 'strongly dislike': [], dislike: [], neutral: [], like: [], love: [] };
  for (const { field, label } of SCENT_FAMILIES) {
    const rating = ratingOf(profile, field);
    if (rating === null) continue;
    const key = RATING_LABELS[rating - 1];
    if (key !== undefined) groups[key].push(label);
  }
  return groups;
}

function displayList(field: string, values: readonly string[] | undefined, optionText: OptionText): string[] {
  const out: string[] = [];
  for (const value of values ?? []) {
    if (typeof value !== 'string') continue;
    const text = cleanText(optionText(field, value));
    if (text !== '' && !out.includes(text)) out.push(text);
  }
  return out;
}

function displayOne(field: string, value: string | undefined, optionText: OptionText): string {
  return typeof value === 'string' && value !== '' ? cleanText(optionText(field, value)) : '';
}

export function labelProfile(profile: Profile, optionText: OptionText = defaultOptionText): ProfileLabels {
  const year = profile.age?.year;
  const rotation = profile.perfumes_usual_rotation;
  return {
    birthYear: typeof year === 'number' && Number.isInteger(year) ? year : null,
    gender: displayOne('gender', profile.gender, optionText),
    grewUp: displayOne('country_spend', profile.country_spend, optionText),
    spendsMostTime: displayOne('country_part_did_live', profile.country_part_did_live, optionText),
    personality: personalityLabel(profile),
    travel: displayList('appeals', profile.appeals, optionText),
    frequency: frequencyLabel(profile),
    rotation: Number.isFinite(rotation) ? Math.max(0, Math.round(rotation)) : 0,
    preferences: displayList('scent_type_typically_prefer', profile.scent_type_typically_prefer, optionText),
    ratings: groupRatings(profile),
    occasions: displayList('when_like_wear_fragrance', profile.when_like_wear_fragrance, optionText),
    strength: strengthLabel(profile),
    smells: [
      ...displayList('color_these_you_love2', profile.color_these_you_love2, optionText),
      ...displayList('color_these_you_love4', profile.color_these_you_love4, optionText),
    ].filter((text, i, all) => all.indexOf(text) === i),
    loyalty: loyaltyLabel(profile),
  };
}
