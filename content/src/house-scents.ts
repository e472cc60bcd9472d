/**
 * The store's own scents a Discovery Kit can hold. Family weights run 0..1 over the eleven quiz
 * families; one family clearly dominates each scent. Descriptions never name an ingredient or note.
 */
import type { Occasion, Season } from '../../contract/content-documents.ts';
import { SCENT_FAMILIES } from '../../src/core/constants.ts';
import type { ScentFamilyField } from '../../src/core/constants.ts';
import type { HouseScentDoc } from './sanity-types.ts';

type Family = 'floral' | 'spicy' | 'woody' | 'citrus' | 'sweet' | 'tropical' | 'fruit' | 'herbal' | 'oceanic' | 'green' | 'earthy';

/** Short family names, in SCENT_FAMILIES order. */
const SHORT: readonly Family[] = ['floral', 'spicy', 'woody', 'citrus', 'sweet', 'tropical', 'fruit', 'herbal', 'oceanic', 'green', 'earthy'];

function families(weights: Partial<Record<Family, number>>): Record<ScentFamilyField, number> {
  const entries = SCENT_FAMILIES.map(({ field }, i) => [field, weights[SHORT[i] ?? 'floral'] ?? 0] as const);
  return Object.fromEntries(entries) as Record<ScentFamilyField, number>;
}

function scent(
  slug: string, name: string, description: string, weights: Partial<Record<Family, number>>,
  intensity: number, occasions: Occasion[], seasons: Season[],
): HouseScentDoc {
  return {
    _id: `house-scent-${slug}`, _type: 'houseScent', name, description,
    families: families(weights), intensity, occasions, seasons,
  };
}

export const HOUSE_SCENTS: HouseScentDoc[] = [
  scent('petal-theory', 'Petal Theory', 'A sunlit bouquet that feels like the first warm afternoon of spring.',
    { floral: 0.92, fruit: 0.35, green: 0.3 }, 2, ['daytime', 'work', 'weekends'], ['spring', 'summer']),
  scent('garden-letters', 'Garden Letters', 'A romantic, powdery bloom that lingers like a handwritten note.',
    { floral: 0.9, sweet: 0.4, woody: 0.2 }, 3, ['date night', 'special occasions', 'evenings out'], ['spring', 'fall']),
  scent('velvet-hour', 'Velvet Hour', 'Soft petals folded into a warm, lingering glow after dark.',
    { floral: 0.82, spicy: 0.5, woody: 0.35 }, 4, ['evenings out', 'date night', 'special occasions'], ['fall', 'winter']),
  scent('ember-study', 'Ember Study', 'A glowing, warming trail that feels like a fireside conversation.',
    { spicy: 0.9, woody: 0.5, sweet: 0.3 }, 4, ['evenings out', 'date night'], ['fall', 'winter']),
  scent('velvet-bazaar', 'Velvet Bazaar', 'A rich, swirling warmth inspired by lantern-lit market streets.',
    { spicy: 0.88, sweet: 0.45, floral: 0.25 }, 3, ['evenings out', 'special occasions', 'weekends'], ['fall', 'winter']),
  scent('midnight-atelier', 'Midnight Atelier', 'Smoldering and sophisticated, made for the last dance of the night.',
    { spicy: 0.85, woody: 0.45, earthy: 0.3 }, 4, ['date night', 'special occasions', 'evenings out'], ['winter', 'fall']),
  scent('quiet-timber', 'Quiet Timber', 'A calm, polished warmth like an old cabin on a snowy afternoon.',
    { woody: 0.9, earthy: 0.4, spicy: 0.25 }, 2, ['work', 'weekends', 'daytime'], ['fall', 'winter']),
  scent('library-at-dusk', 'Library at Dusk', 'Dry, elegant and a little smoky, like closing time among old books.',
    { woody: 0.92, spicy: 0.35, earthy: 0.3, sweet: 0.15 }, 3, ['evenings out', 'work', 'date night'], ['fall', 'winter']),
  scent('long-shadows', 'Long Shadows', 'Warm and easy, the lazy glow of a late summer evening.',
    { woody: 0.85, citrus: 0.3, herbal: 0.3 }, 1, ['evenings out', 'weekends'], ['summer', 'fall']),
  scent('morning-zest', 'Morning Zest', 'A bright burst of energy that feels like opening every window at once.',
    { citrus: 0.93, green: 0.35, herbal: 0.25 }, 1, ['daytime', 'work', 'workouts'], ['spring', 'summer']),
  scent('sunlit-terrace', 'Sunlit Terrace', 'Sparkling and carefree, like a long lunch on a seaside terrace.',
    { citrus: 0.88, floral: 0.3, oceanic: 0.3 }, 2, ['daytime', 'weekends', 'special occasions'], ['spring', 'summer']),
  scent('sweet-reverie', 'Sweet Reverie', 'A soft, comforting sweetness that wraps around you like a favorite sweater.',
    { sweet: 0.9, spicy: 0.3, woody: 0.25 }, 3, ['evenings out', 'weekends', 'date night'], ['fall', 'winter']),
  scent('little-indulgence', 'Little Indulgence', 'Playful and cozy, like a treat you saved just for yourself.',
    { sweet: 0.88, fruit: 0.4, floral: 0.3 }, 2, ['weekends', 'daytime', 'date night'], ['fall', 'winter']),
  scent('island-postcard', 'Island Postcard', 'Sun-warmed and breezy, a vacation you can wear on any ordinary Tuesday.',
    { tropical: 0.9, oceanic: 0.35, floral: 0.3 }, 2, ['daytime', 'weekends', 'workouts'], ['spring', 'summer']),
  scent('lagoon-fever', 'Lagoon Fever', 'Lush and juicy, like dancing barefoot at a beach party after sunset.',
    { tropical: 0.87, sweet: 0.4, floral: 0.3 }, 3, ['evenings out', 'weekends', 'special occasions'], ['summer']),
  scent('orchard-run', 'Orchard Run', 'Crisp and juicy, like a bike ride past the orchards in early autumn.',
    { fruit: 0.9, green: 0.4, citrus: 0.3 }, 1, ['daytime', 'workouts', 'weekends'], ['fall', 'spring']),
  scent('picnic-light', 'Picnic Light', 'Bright, just-picked sweetness for lazy afternoons on a blanket in the park.',
    { fruit: 0.88, floral: 0.35, sweet: 0.3 }, 2, ['daytime', 'weekends'], ['spring', 'summer']),
  scent('wild-apothecary', 'Wild Apothecary', 'A clean, aromatic calm that feels like tidy shelves and open windows.',
    { herbal: 0.9, green: 0.4, citrus: 0.25 }, 2, ['work', 'daytime'], ['spring', 'summer', 'fall']),
  scent('kitchen-garden', 'Kitchen Garden', 'Sun-warmed leaves brushed by hand on a slow summer morning.',
    { herbal: 0.9, green: 0.45, earthy: 0.2 }, 1, ['daytime', 'weekends', 'workouts'], ['summer', 'spring']),
  scent('tidal-hush', 'Tidal Hush', 'Cool, airy and weightless, like the quiet moment before a wave breaks.',
    { oceanic: 0.92, citrus: 0.3, green: 0.2 }, 1, ['daytime', 'workouts', 'work'], ['summer', 'spring']),
  scent('harbor-morning', 'Harbor Morning', 'Weathered docks, open water and a breeze that clears your head.',
    { oceanic: 0.88, woody: 0.35, herbal: 0.25 }, 2, ['daytime', 'weekends', 'work'], ['summer', 'fall']),
  scent('linen-sky', 'Linen Sky', 'Light and airy, like sheets billowing on a line in the sunshine.',
    { oceanic: 0.8, floral: 0.3, green: 0.3 }, 0, ['daytime', 'work', 'workouts'], ['spring', 'summer']),
  scent('greenhouse-nine', 'Greenhouse Nine', 'Dewy and alive, like stepping into a glasshouse that was just watered.',
    { green: 0.92, floral: 0.3, herbal: 0.3 }, 1, ['daytime', 'work'], ['spring', 'summer']),
  scent('first-leaf', 'First Leaf', 'Snappy and fresh, the feeling of the first warm day in the park.',
    { green: 0.88, fruit: 0.3, citrus: 0.3 }, 2, ['workouts', 'weekends', 'daytime'], ['spring']),
  scent('forest-floor', 'Forest Floor', 'Deep, grounding and quiet, like a long walk under tall trees.',
    { earthy: 0.92, woody: 0.5, green: 0.3 }, 3, ['weekends', 'evenings out'], ['fall', 'winter']),
  scent('after-the-rain', 'After the Rain', 'Soft and mineral, the hush of a garden path right after a storm.',
    { earthy: 0.88, green: 0.4, oceanic: 0.3 }, 2, ['daytime', 'work', 'weekends'], ['spring', 'fall']),
];
