/** Profiles and a small synthetic house-scent set for the kit recommender's tests and evaluation. */
import type { HouseScent } from '../../contract/house-scent.ts';
import type { Profile, ScentFamilyField } from '../../contract/profile-fields.ts';
import type { FamilyWeights } from './family-map.ts';
import { toVector } from './family-map.ts';

/** A profile with no ratings, no favourites, middle personality and strength, no occasions. */
export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    age: { year: null },
    gender: '',
    country_spend: '',
    country_part_did_live: '',
    in_extroverted_point: 2,
    appeals: [],
    often_wear_fragrance: 2,
    perfumes_usual_rotation: 0,
    scent_type_typically_prefer: [],
    when_like_wear_fragrance: [],
    subtle_strong_scrent: 2,
    color_these_you_love1: [],
    color_these_you_love2: [],
    color_these_you_love3: [],
    color_these_you_love4: [],
    loyal_scent_play_the_field: 0,
    favorite_fragrances: [],
    ...overrides,
  };
}

/** Ratings helper: `rated({ woody_scent_notes: 5 })`. */
export function rated(ratings: Partial<Record<ScentFamilyField, number>>, rest: Partial<Profile> = {}): Profile {
  return makeProfile({ ...ratings, ...rest });
}

export function scent(
  _id: string,
  families: FamilyWeights,
  intensity: number,
  occasions: string[] = [],
  name = _id,
): HouseScent {
  return { _id, name, description: `${name} (synthetic)`, families: toVector(families), intensity, occasions, seasons: [] };
}

/** Thirteen synthetic house scents covering every quiz family at least once as the dominant one. */
export const SYNTHETIC_SCENTS: readonly HouseScent[] = [
  scent('cedar', { woody_scent_notes: 0.8, earthy_mossy_notes: 0.2 }, 3, ['evening']),
  scent('soft-wood', { woody_scent_notes: 0.7, floral_scent_notes: 0.3 }, 1, ['daytime']),
  scent('spiced-wood', { woody_scent_notes: 0.6, warm_spicy_scent_notes: 0.4 }, 4, ['evening', 'date night']),
  scent('rose', { floral_scent_notes: 0.9, fresh_fruit_notes: 0.1 }, 2, ['daytime', 'evening']),
  scent('amber', { warm_spicy_scent_notes: 0.7, sweet_edible_notes: 0.3 }, 4, ['evening']),
  scent('vanilla', { sweet_edible_notes: 0.8, warm_spicy_scent_notes: 0.2 }, 2, ['evening']),
  scent('lemon', { citrus_scent_notes: 0.8, herbal_aromatic_notes: 0.2 }, 1, ['daytime', 'work']),
  scent('mango', { tropical_fruit_notes: 0.7, sweet_edible_notes: 0.3 }, 2, ['daytime']),
  scent('pear', { fresh_fruit_notes: 0.7, green_notes: 0.3 }, 1, ['daytime']),
  scent('basil', { herbal_aromatic_notes: 0.7, green_notes: 0.3 }, 2, ['daytime', 'work']),
  scent('sea', { aquatic_ocean_notes: 0.8, citrus_scent_notes: 0.2 }, 1, ['daytime']),
  scent('moss', { earthy_mossy_notes: 0.7, woody_scent_notes: 0.3 }, 3, ['evening']),
  scent('fig-leaf', { green_notes: 0.8, fresh_fruit_notes: 0.2 }, 1, ['daytime']),
];
