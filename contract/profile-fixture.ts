/**
 * Test fixture (no production code uses it): the one profile builder of every test and script that needs
 * a profile. It is built field by field from PROFILE_FIELDS, so a new profile field gets a value here by
 * its kind, without editing a test.
 */
import { COLOR_PALETTE, PROFILE_FIELDS } from './profile-fields.ts';
import type { FieldSpec, Profile, ProfileField } from './profile-fields.ts';

export interface ProfileFixtureOptions {
  /**
   * true (default): a shopper who answered every step: SAMPLE_ANSWERS for years, scales, counts and
   * ratings; option fields take the first choice, list fields the first two.
   * false: a shopper who skipped every step: no year, '' and empty lists, each scale at its middle option,
   * counts 0, nothing rated, no perfume.
   */
  answered?: boolean;
  /** The choices of an option or list field (e.g. the quiz's options); default SAMPLE_CHOICES, palette fields the palette. */
  choices?: (field: ProfileField) => readonly string[];
}

/** Answers of the answered profile that are not choices (ratings: dislikes citrus, loves woody and earthy). */
export const SAMPLE_ANSWERS: Partial<Profile> = {
  age: { year: 1990 },
  in_extroverted_point: 3,
  often_wear_fragrance: 2,
  perfumes_usual_rotation: 3,
  floral_scent_notes: 2,
  warm_spicy_scent_notes: 4,
  woody_scent_notes: 5,
  citrus_scent_notes: 1,
  sweet_edible_notes: 3,
  tropical_fruit_notes: 3,
  fresh_fruit_notes: 2,
  herbal_aromatic_notes: 4,
  aquatic_ocean_notes: 3,
  green_notes: 3,
  earthy_mossy_notes: 5,
  subtle_strong_scrent: 3,
  loyal_scent_play_the_field: 1,
};

/** Option values of the seed quiz, for the fields that are not palette colours. */
export const SAMPLE_CHOICES: Partial<Record<ProfileField, readonly string[]>> = {
  gender: ['female'],
  country_spend: ['united-states'],
  country_part_did_live: ['big_city'],
  appeals: ['beach', 'big-city'],
  scent_type_typically_prefer: ['fresh-clean', 'warm-cozy'],
  when_like_wear_fragrance: ['date-night', 'work'],
  color_these_you_love2: ['fresh-laundry', 'campfire'],
  color_these_you_love4: ['sea_breeze', 'campfire'],
};

const PALETTE = COLOR_PALETTE.map((colour) => colour.hex);

/** The default choices of an option or list field: the palette for palette fields, else SAMPLE_CHOICES. */
export function sampleChoices(field: ProfileField): readonly string[] {
  const spec: FieldSpec = PROFILE_FIELDS[field];
  return spec.kind === 'options' && spec.palette ? PALETTE : SAMPLE_CHOICES[field] ?? [];
}

function unanswered(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'year': return { year: null };
    case 'option': return '';
    case 'options': case 'perfumes': return [];
    case 'scale': return Math.floor((spec.options.length - 1) / 2) + (spec.offset ?? 0);
    case 'count': return 0;
    case 'rating': return undefined;
  }
}

function answered(field: ProfileField, spec: FieldSpec, choices: readonly string[]): unknown {
  if (spec.kind === 'option') return choices[0] ?? '';
  if (spec.kind === 'options') return choices.slice(0, 2);
  return field in SAMPLE_ANSWERS ? SAMPLE_ANSWERS[field] : unanswered(spec);
}

/** The options of a shopper who skipped every step. */
export const UNANSWERED: ProfileFixtureOptions = { answered: false };

/** A complete profile (see ProfileFixtureOptions); `overrides` replace any field. */
export function profileFixture(overrides: Partial<Profile> = {}, { answered: isAnswered = true, choices = sampleChoices }: ProfileFixtureOptions = {}): Profile {
  const profile: Record<string, unknown> = {};
  for (const field of Object.keys(PROFILE_FIELDS) as ProfileField[]) {
    const spec: FieldSpec = PROFILE_FIELDS[field];
    const value = isAnswered ? answered(field, spec, spec.kind === 'option' || spec.kind === 'options' ? choices(field) : []) : unanswered(spec);
    if (value !== undefined) profile[field] = value;
  }
  return { ...(profile as Profile), ...overrides };
}

/**
 * The answers, keyed by step id, from which the element derives `profile` (src/core/profile.ts): the age
 * step's `year`; a scale, count or rating as the digits the quiz stores; option lists as lists, but a
 * step that takes one answer (`single(step)`) stores the first option alone. Empty fields are left out.
 */
export function answersFor(profile: Profile, single: (step: string) => boolean = () => false): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  const values = profile as Record<string, unknown>;
  for (const field of Object.keys(PROFILE_FIELDS) as ProfileField[]) {
    const spec: FieldSpec = PROFILE_FIELDS[field];
    const value = values[field];
    switch (spec.kind) {
      case 'year': {
        const { year } = value as Profile['age'];
        if (year !== null) answers['year'] = year;
        break;
      }
      case 'option':
        if (value !== '') answers[spec.step] = value;
        break;
      case 'options': {
        const list = value as string[];
        if (list.length > 0) answers[spec.step] = single(spec.step) ? list[0] : [...list];
        break;
      }
      case 'scale': case 'count': case 'rating':
        if (value !== undefined) answers[spec.step] = String(value);
        break;
      case 'perfumes': {
        const picked = value as Profile['favorite_fragrances'];
        if (picked.length > 0) answers[spec.step] = picked.map(({ id, family, subFamily }) => ({ id, family, sub_family: subFamily }));
        break;
      }
    }
  }
  return answers;
}
