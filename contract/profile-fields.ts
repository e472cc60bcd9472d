/**
 * Every profile field, declared once: the quiz step it comes from, its kind, its bounds and options,
 * and the label the AI prompt gives it. The `Profile` type, `toProfile` (src/core/profile.ts), the
 * request schema (server/schemas/profile.ts), the option allow-list (server/quiz-options.ts) and the
 * AI prompt lines (server/ai/labels.ts) are all derived from `PROFILE_FIELDS`; see docs/architecture.md.
 */
import { FIRST_BIRTH_YEAR, LAST_BIRTH_YEAR, MAX_PERFUME_SELECTIONS, MAX_ROTATION } from './limits.ts';

export const PERSONALITY_OPTIONS = [
  'Very introverted', 'introverted', 'in between introvert and extrovert', 'extroverted', 'very extroverted',
] as const;
export const FREQUENCY_OPTIONS = ['Never', 'occasionally', 'sometimes', 'often', 'always'] as const;
export const STRENGTH_OPTIONS = [
  'Very subtle', 'subtle', 'mixed of subtle and strong', 'Strong', 'Very strong',
] as const;
/** The stored loyalty runs from -1 to 1: the value + 1 indexes these. */
export const LOYALTY_OPTIONS = ['Stick to my favorites', 'Like to change it up', 'Always looking'] as const;

/** What a rating 1..5 means, in order. */
export const RATING_LABELS = ['strongly dislike', 'dislike', 'neutral', 'like', 'love'] as const;
export type RatingLabel = (typeof RATING_LABELS)[number];
export const MIN_RATING = 1;
export const MAX_RATING = RATING_LABELS.length;

/** The eleven scent-family rating fields, in the order the quiz asks them. */
export const SCENT_FAMILIES = [
  { field: 'floral_scent_notes', label: 'floral' },
  { field: 'warm_spicy_scent_notes', label: 'spicy' },
  { field: 'woody_scent_notes', label: 'woody' },
  { field: 'citrus_scent_notes', label: 'citrus' },
  { field: 'sweet_edible_notes', label: 'sweet' },
  { field: 'tropical_fruit_notes', label: 'tropical' },
  { field: 'fresh_fruit_notes', label: 'fresh fruit' },
  { field: 'herbal_aromatic_notes', label: 'herbal' },
  { field: 'aquatic_ocean_notes', label: 'oceanic' },
  { field: 'green_notes', label: 'green' },
  { field: 'earthy_mossy_notes', label: 'earthy' },
] as const;
export type ScentFamilyField = (typeof SCENT_FAMILIES)[number]['field'];

/** The colours of the colour steps; their answers are these hex codes. */
export const COLOR_PALETTE = [
  { name: 'black', hex: '#000000' },
  { name: 'blue', hex: '#7BB0FF' },
  { name: 'green', hex: '#7CCA7F' },
  { name: 'purple', hex: '#BE89FF' },
  { name: 'red', hex: '#FF6666' },
  { name: 'pink', hex: '#FFBCC6' },
  { name: 'white', hex: '#FFFFFF' },
  { name: 'yellow', hex: '#FFDA56' },
  { name: 'orange', hex: '#FF9260' },
] as const;

/** A colour answer is one of the palette's hex codes (any letter case). */
export function isPaletteColour(value: string): boolean {
  const hex = value.toUpperCase();
  return COLOR_PALETTE.some((colour) => colour.hex === hex);
}

/**
 * Kinds of profile field:
 * - `year`: the age step's `year` answer as `{year: number | null}` within the birth-year bounds;
 * - `option`: one option value of the step ('' when unanswered), checked against the quiz's options;
 * - `options`: a list of option values of the step (`palette`: the options are palette colours);
 * - `scale`: an index into `options`, stored as index + `offset`; the prompt shows the option text;
 * - `count`: a whole number 0..`max` (leading digits of the answer: "5+" is 5);
 * - `rating`: 1..5, absent when not rated; the prompt groups ratings by RATING_LABELS;
 * - `perfumes`: the picked catalogue perfumes as `{id, family, subFamily}`.
 */
export type FieldKind = 'year' | 'option' | 'options' | 'scale' | 'count' | 'rating' | 'perfumes';

interface FieldBase {
  /** The quiz step (its `id`, also the answer's key) the field is read from. */
  step: string;
  /** The line the AI prompt shows the field on; fields with the same label share a line. None: not described. */
  prompt?: string;
}

export type FieldSpec =
  | (FieldBase & { kind: 'year'; min: number; max: number })
  | (FieldBase & { kind: 'option' })
  | (FieldBase & { kind: 'options'; palette?: boolean })
  | (FieldBase & { kind: 'scale'; options: readonly string[]; offset?: number })
  | (FieldBase & { kind: 'count'; max: number })
  | (FieldBase & { kind: 'rating'; label: string })
  | (FieldBase & { kind: 'perfumes'; max: number });

export type FieldTable = Readonly<Record<string, FieldSpec>>;

const RATING_FIELDS = Object.fromEntries(
  SCENT_FAMILIES.map(({ field, label }) => [field, { step: field, kind: 'rating', label }]),
) as { readonly [F in ScentFamilyField]: { readonly step: F; readonly kind: 'rating'; readonly label: string } };

/** The profile, field by field, in the order the prompt describes it. */
export const PROFILE_FIELDS = {
  age: { step: 'age', kind: 'year', min: FIRST_BIRTH_YEAR, max: LAST_BIRTH_YEAR, prompt: 'Birth year' },
  gender: { step: 'gender', kind: 'option', prompt: 'Gender' },
  country_spend: { step: 'country_spend', kind: 'option', prompt: 'Grew up' },
  country_part_did_live: { step: 'country_part_did_live', kind: 'option', prompt: 'Spends most time in' },
  in_extroverted_point: { step: 'in_extroverted_point', kind: 'scale', options: PERSONALITY_OPTIONS, prompt: 'Personality' },
  appeals: { step: 'appeals', kind: 'options', prompt: 'Likes to travel to' },
  often_wear_fragrance: { step: 'often_wear_fragrance', kind: 'scale', options: FREQUENCY_OPTIONS, prompt: 'Fragrance frequency' },
  perfumes_usual_rotation: { step: 'perfumes_usual_rotation', kind: 'count', max: MAX_ROTATION, prompt: 'Perfumes in rotation' },
  scent_type_typically_prefer: { step: 'scent_type_typically_prefer', kind: 'options', prompt: 'Preferences' },
  ...RATING_FIELDS,
  when_like_wear_fragrance: { step: 'when_like_wear_fragrance', kind: 'options', prompt: 'Wears fragrance for' },
  subtle_strong_scrent: { step: 'subtle_strong_scrent', kind: 'scale', options: STRENGTH_OPTIONS, prompt: 'Preferred strength' },
  color_these_you_love1: { step: 'color_these_you_love1', kind: 'options', palette: true },
  color_these_you_love2: { step: 'color_these_you_love2', kind: 'options', prompt: 'Smells enjoyed' },
  color_these_you_love3: { step: 'color_these_you_love3', kind: 'options', palette: true },
  color_these_you_love4: { step: 'color_these_you_love4', kind: 'options', prompt: 'Smells enjoyed' },
  loyal_scent_play_the_field: {
    step: 'loyal_scent_play_the_field', kind: 'scale', options: LOYALTY_OPTIONS, offset: -1, prompt: 'Brand loyalty',
  },
  favorite_fragrances: { step: 'favorite_fragrances', kind: 'perfumes', max: MAX_PERFUME_SELECTIONS },
} as const satisfies FieldTable;

/** The prompt lines of the rating groups (one per RATING_LABELS entry), shown where the first rating is. */
export const RATING_PROMPT_LINES: Readonly<Record<RatingLabel, string>> = {
  'strongly dislike': 'Strongly dislikes',
  dislike: 'Dislikes',
  neutral: 'Neutral about',
  like: 'Likes',
  love: 'Loves',
};

/** A perfume the shopper already knows, as the profile keeps it (catalogue family and sub-family). */
export interface FavoritePerfume {
  id: string;
  family: string;
  subFamily: string;
}

type ValueOf<S> = S extends { kind: 'year' }
  ? { year: number | null }
  : S extends { kind: 'option' }
    ? string
    : S extends { kind: 'options' }
      ? string[]
      : S extends { kind: 'perfumes' }
        ? FavoritePerfume[]
        : number;

type RatingKeys<T> = { [K in keyof T]: T[K] extends { kind: 'rating' } ? K : never }[keyof T];

/** The profile a field table describes: ratings optional (absent = not rated), every other field present. */
export type ProfileOf<T> = { -readonly [K in Exclude<keyof T, RatingKeys<T>>]: ValueOf<T[K]> } & {
  -readonly [K in RatingKeys<T>]?: ValueOf<T[K]>;
};

/** The profile derived from the answers; sent to the backend, stored, described to the AI. */
export type Profile = ProfileOf<typeof PROFILE_FIELDS>;

export type ProfileField = keyof typeof PROFILE_FIELDS;

/** The names of the fields of a kind, in declaration order. */
export function fieldsOfKind(table: FieldTable, ...kinds: FieldKind[]): string[] {
  return Object.keys(table).filter((name) => kinds.includes((table[name] as FieldSpec).kind));
}

/** Fields always present in a profile (every kind but `rating`). */
export function requiredFields(table: FieldTable): string[] {
  return Object.keys(table).filter((name) => table[name]?.kind !== 'rating');
}


/** A valid 1..5 rating of a family in a profile, or undefined (unrated or not a rating). */
export function ratingOf(profile: Partial<Record<ScentFamilyField, unknown>>, field: ScentFamilyField): number | undefined {
  const value = profile[field];
  return typeof value === 'number' && Number.isInteger(value) && value >= MIN_RATING && value <= MAX_RATING ? value : undefined;
}

/** The option text of a scale value (stored as index + offset), clamped to the options; NaN → the first. */
export function scaleLabel(spec: { options: readonly string[]; offset?: number }, value: number): string {
  const index = value - (spec.offset ?? 0);
  const i = Number.isFinite(index) ? Math.min(spec.options.length - 1, Math.max(0, Math.round(index))) : 0;
  return spec.options[i] ?? '';
}
