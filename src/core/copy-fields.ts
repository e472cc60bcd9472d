/**
 * Which results-page text (the marketing `copy`) names a fact the answers and the kit hold as values:
 * a family, a rating, a strength, a season. The chart and the kit panel say them in the shopper's words.
 */
import type { MarketingCopyField, Season } from '../../contract/content-documents.ts';
import type { ScentFamilyField } from '../../contract/profile-fields.ts';

/** Ratings 1–5 and strengths 0–4, in the scale's order. */
export const FEELING_COPY = ['feelingStronglyDislike', 'feelingDislike', 'feelingNeutral', 'feelingLike', 'feelingLove'] as const satisfies readonly MarketingCopyField[];
export const STRENGTH_COPY = ['strengthVerySubtle', 'strengthSubtle', 'strengthMixed', 'strengthStrong', 'strengthVeryStrong'] as const satisfies readonly MarketingCopyField[];

export const FAMILY_COPY: Readonly<Record<ScentFamilyField, MarketingCopyField>> = {
  floral_scent_notes: 'familyFloral', warm_spicy_scent_notes: 'familySpicy', woody_scent_notes: 'familyWoody',
  citrus_scent_notes: 'familyCitrus', sweet_edible_notes: 'familySweet', tropical_fruit_notes: 'familyTropical',
  fresh_fruit_notes: 'familyFreshFruit', herbal_aromatic_notes: 'familyHerbal', aquatic_ocean_notes: 'familyOceanic',
  green_notes: 'familyGreen', earthy_mossy_notes: 'familyEarthy',
};

export const SEASON_COPY: Readonly<Record<Season, MarketingCopyField>> = {
  spring: 'seasonSpring', summer: 'seasonSummer', fall: 'seasonFall', winter: 'seasonWinter',
};
