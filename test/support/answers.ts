/**
 * One shopper's complete answers to the seed quiz (content/staging): an answer for every required
 * step, with values of the seed's own options. The profile the element derives from them is the
 * profile fixture of the server tests. Declared once here; tests override single fields.
 */
import { toProfile } from '../../src/core/profile.ts';
import type { Answers, Profile } from '../../src/core/types.ts';

export const COMPLETE_ANSWERS: Answers = {
  year: 1990,
  month: 'January',
  gender: 'female',
  country_spend: 'united-states',
  country_part_did_live: 'big-city',
  in_extroverted_point: '2',
  appeals: ['beach', 'city'],
  often_wear_fragrance: '3',
  when_like_wear_fragrance: ['work', 'date night'],
  perfumes_usual_rotation: '3',
  subtle_strong_scrent: '2',
  scent_type_typically_prefer: ['fresh-clean'],
  floral_scent_notes: '5',
  warm_spicy_scent_notes: '2',
  woody_scent_notes: '4',
  citrus_scent_notes: '3',
  sweet_edible_notes: '1',
  tropical_fruit_notes: '3',
  fresh_fruit_notes: '4',
  herbal_aromatic_notes: '3',
  aquatic_ocean_notes: '5',
  green_notes: '2',
  earthy_mossy_notes: '3',
  color_these_you_love2: ['campfire'],
  loyal_scent_play_the_field: '0',
};

/** The profile of COMPLETE_ANSWERS, as the element sends it; override any field. */
export function completeProfile(overrides: Partial<Profile> = {}): Profile {
  return { ...toProfile(COMPLETE_ANSWERS), ...overrides };
}
