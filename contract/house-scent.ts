/** One of the store's own scents that a Discovery Kit can hold (a `houseScent` content document). */
import type { ScentFamilyField } from './profile-fields.ts';

export interface HouseScent {
  _id: string;
  name: string;
  description: string;
  /** Weights 0–1 over the eleven quiz families. */
  families: Record<ScentFamilyField, number>;
  /** 0–4 on the strength scale. */
  intensity: number;
  occasions: string[];
  seasons: string[];
}
