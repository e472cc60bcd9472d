/** A ratings helper and a small synthetic house-scent set for the kit recommender's tests and evaluation. */
import type { HouseScent } from '../../contract/house-scent.ts';
import type { Profile, ScentFamilyField } from '../../contract/profile-fields.ts';
import { UNANSWERED, profileFixture } from '../../contract/profile-fixture.ts';
import type { FamilyWeights } from './family-map.ts';
import { toVector } from './family-map.ts';

/** Ratings helper: `rated({ woody_scent_notes: 5 })`. */
export function rated(ratings: Partial<Record<ScentFamilyField, number>>, rest: Partial<Profile> = {}): Profile {
  return profileFixture({ ...ratings, ...rest }, UNANSWERED);
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
