/**
 * Soft signals of the quiz answers that are not scent ratings: wear occasions and travel places.
 *
 * Occasions fall into day / evening / any buckets and travel places into kinds, both by the shared
 * keyword classification of contract/answer-signals.ts (the AI composer uses the same).
 * A shopper's occasion matches a scent's occasion fully when the normalised strings are equal, and
 * partly when they share a bucket; a scent listed for "any" occasion matches every bucket partly.
 *
 * Travel place kinds (`appeals`) → quiz families (soft pull, averaged over the places named):
 *   beach / ocean / sea / coast / island / lake  → aquatic 0.6 · tropical 0.25 · citrus 0.15
 *   tropic / jungle / caribbean / bali / hawaii  → tropical 0.6 · green 0.2 · aquatic 0.2
 *   forest / woods / park                        → green 0.4 · woody 0.35 · earthy 0.25
 *   mountain / alps / ski / snow / hiking        → green 0.35 · herbal 0.35 · woody 0.3
 *   desert / safari / middle east / morocco      → warm spicy 0.6 · woody 0.25 · sweet 0.15
 *   city / urban / metropolis / new york / paris → woody 0.4 · floral 0.3 · warm spicy 0.3
 *   countryside / village / farm / meadow        → floral 0.35 · green 0.35 · herbal 0.3
 *   garden / flower                              → floral 0.7 · green 0.3
 *   mediterranean / italy / greece / coast town  → citrus 0.5 · herbal 0.3 · aquatic 0.2
 *   orchard / vineyard / wine                    → fresh fruit 0.6 · earthy 0.2 · green 0.2
 *   spa / retreat                                → aquatic 0.4 · herbal 0.3 · green 0.3
 * Unknown places add nothing.
 *
 * Preferred scent types (`scent_type_typically_prefer`; quiz values such as "fresh-clean") → quiz
 * families, matched by keyword, averaged over the types named:
 *   fresh / clean            → citrus 0.4 · aquatic 0.3 · green 0.3
 *   light / airy             → aquatic 0.4 · citrus 0.3 · floral 0.3
 *   warm / cozy              → warm spicy 0.6 · woody 0.2 · sweet 0.2
 *   sweet / gourmand         → sweet 0.8 · tropical 0.1 · fresh fruit 0.1
 *   floral / romantic        → floral 1.0
 *   woody / earthy           → woody 0.6 · earthy 0.4
 *   fruity                   → fresh fruit 0.6 · tropical 0.4
 *   spicy                    → warm spicy 1.0
 *   herbal / aromatic        → herbal 0.8 · green 0.2
 *   green                    → green 1.0
 * First matching row wins; unknown types add nothing.
 */
import { hasPhrase, normaliseLabel, occasionBuckets, travelPlaceOf } from '../../contract/answer-signals.ts';
import type { OccasionBucket, TravelPlace } from '../../contract/answer-signals.ts';
import type { ScentFamilyField } from '../../contract/profile-fields.ts';
import type { FamilyWeights, FamilyVector } from './family-map.ts';
import { FAMILY_FIELDS, emptyVector } from './family-map.ts';

export { normaliseLabel, occasionBuckets };
export type { OccasionBucket };

/**
 * How an occasion reads after "for your …": "daytime" → "daytime wear", "work"/"at work" → "workday",
 * others as normalised ("evenings out", "date night", "weekends").
 */
export function occasionPhrase(value: string): string {
  const label = normaliseLabel(value);
  if (/^(at )?work$/.test(label) || label === 'office') return 'workday';
  if (/^(day|daytime|everyday|every day|daily)$/.test(label)) return `${label} wear`;
  return label;
}

/** Partial credit for a bucket (not exact) occasion match. */
export const BUCKET_MATCH_CREDIT = 0.6;

/**
 * How well one shopper occasion is served by a scent's occasion list: 1 exact label, 0.6 same bucket
 * (or the scent is for any occasion / the shopper wears it any time), 0 otherwise.
 */
export function occasionMatch(shopperOccasion: string, scentOccasions: readonly string[]): number {
  const wanted = normaliseLabel(shopperOccasion);
  if (wanted === '') return 0;
  const wantedBuckets = occasionBuckets(shopperOccasion);
  let best = 0;
  for (const occasion of scentOccasions) {
    if (normaliseLabel(occasion) === wanted) return 1;
    const buckets = occasionBuckets(occasion);
    const shared = [...wantedBuckets].some((b) => buckets.has(b));
    if (shared || buckets.has('any') || wantedBuckets.has('any')) best = BUCKET_MATCH_CREDIT;
  }
  return best;
}

/**
 * Evening lean of a scent from its occasions: +1 evening only, −1 day only, 0 both/neither/any.
 */
export function eveningLean(scentOccasions: readonly string[]): number {
  let day = false;
  let evening = false;
  for (const occasion of scentOccasions) {
    const buckets = occasionBuckets(occasion);
    if (buckets.has('day')) day = true;
    if (buckets.has('evening')) evening = true;
  }
  if (evening && !day) return 1;
  if (day && !evening) return -1;
  return 0;
}

/** Family weights of each kind of travel place (see the table at the top). */
export const APPEAL_WEIGHTS: Readonly<Record<TravelPlace, Readonly<FamilyWeights>>> = {
  tropics: { tropical_fruit_notes: 0.6, green_notes: 0.2, aquatic_ocean_notes: 0.2 },
  mediterranean: { citrus_scent_notes: 0.5, herbal_aromatic_notes: 0.3, aquatic_ocean_notes: 0.2 },
  beach: { aquatic_ocean_notes: 0.6, tropical_fruit_notes: 0.25, citrus_scent_notes: 0.15 },
  forest: { green_notes: 0.4, woody_scent_notes: 0.35, earthy_mossy_notes: 0.25 },
  mountains: { green_notes: 0.35, herbal_aromatic_notes: 0.35, woody_scent_notes: 0.3 },
  desert: { warm_spicy_scent_notes: 0.6, woody_scent_notes: 0.25, sweet_edible_notes: 0.15 },
  city: { woody_scent_notes: 0.4, floral_scent_notes: 0.3, warm_spicy_scent_notes: 0.3 },
  countryside: { floral_scent_notes: 0.35, green_notes: 0.35, herbal_aromatic_notes: 0.3 },
  gardens: { floral_scent_notes: 0.7, green_notes: 0.3 },
  orchards: { fresh_fruit_notes: 0.6, earthy_mossy_notes: 0.2, green_notes: 0.2 },
  spa: { aquatic_ocean_notes: 0.4, herbal_aromatic_notes: 0.3, green_notes: 0.3 },
};

/** The kind of a travel place label and its family weights, if its kind is known. */
export function appealRule(label: string): { place: TravelPlace; weights: Readonly<FamilyWeights> } | undefined {
  const place = travelPlaceOf(label);
  return place === undefined ? undefined : { place, weights: APPEAL_WEIGHTS[place] };
}

/** Averaged family vector of the travel places (unknown places ignored); all zeros if none known. */
export function appealVector(places: readonly string[]): FamilyVector {
  const vector = emptyVector();
  let known = 0;
  for (const place of places) {
    const rule = appealRule(place);
    if (!rule) continue;
    known += 1;
    for (const field of FAMILY_FIELDS) vector[field] += rule.weights[field] ?? 0;
  }
  if (known > 0) for (const field of FAMILY_FIELDS) vector[field] /= known;
  return vector;
}

/** The travel place (as the shopper named it) whose rule weighs most on a family, if any. */
export function placeFor(places: readonly string[], field: ScentFamilyField): string | undefined {
  let best: string | undefined;
  let bestWeight = 0;
  for (const place of places) {
    const weight = appealRule(place)?.weights[field] ?? 0;
    if (weight > bestWeight) {
      best = place;
      bestWeight = weight;
    }
  }
  return best;
}

/** Preferred-scent-type keywords → family weights (see the table at the top). First matching row wins. */
export const SCENT_TYPE_RULES: ReadonlyArray<{ keywords: readonly string[]; phrase: string; weights: Readonly<FamilyWeights> }> = [
  { phrase: 'fresh, clean scents', keywords: ['fresh', 'clean'],
    weights: { citrus_scent_notes: 0.4, aquatic_ocean_notes: 0.3, green_notes: 0.3 } },
  { phrase: 'light, airy scents', keywords: ['light', 'airy'],
    weights: { aquatic_ocean_notes: 0.4, citrus_scent_notes: 0.3, floral_scent_notes: 0.3 } },
  { phrase: 'warm, cozy scents', keywords: ['warm', 'cozy', 'cosy'],
    weights: { warm_spicy_scent_notes: 0.6, woody_scent_notes: 0.2, sweet_edible_notes: 0.2 } },
  { phrase: 'sweet, gourmand scents', keywords: ['sweet', 'gourmand'],
    weights: { sweet_edible_notes: 0.8, tropical_fruit_notes: 0.1, fresh_fruit_notes: 0.1 } },
  { phrase: 'floral, romantic scents', keywords: ['floral', 'romantic'], weights: { floral_scent_notes: 1 } },
  { phrase: 'woody, earthy scents', keywords: ['woody', 'earthy'], weights: { woody_scent_notes: 0.6, earthy_mossy_notes: 0.4 } },
  { phrase: 'fruity scents', keywords: ['fruity', 'fruit'], weights: { fresh_fruit_notes: 0.6, tropical_fruit_notes: 0.4 } },
  { phrase: 'spicy scents', keywords: ['spicy', 'spice'], weights: { warm_spicy_scent_notes: 1 } },
  { phrase: 'herbal scents', keywords: ['herbal', 'aromatic'], weights: { herbal_aromatic_notes: 0.8, green_notes: 0.2 } },
  { phrase: 'green scents', keywords: ['green'], weights: { green_notes: 1 } },
];

/** The rule a preferred scent type falls under, if any. */
export function scentTypeRule(type: string): (typeof SCENT_TYPE_RULES)[number] | undefined {
  const label = normaliseLabel(type);
  if (label === '') return undefined;
  return SCENT_TYPE_RULES.find((rule) => rule.keywords.some((k) => hasPhrase(label, k)));
}

/** Averaged family vector of the preferred scent types (unknown ones ignored). */
export function scentTypeVector(types: readonly string[]): FamilyVector {
  const vector = emptyVector();
  let known = 0;
  for (const type of types) {
    const rule = scentTypeRule(type);
    if (!rule) continue;
    known += 1;
    for (const field of FAMILY_FIELDS) vector[field] += rule.weights[field] ?? 0;
  }
  if (known > 0) for (const field of FAMILY_FIELDS) vector[field] /= known;
  return vector;
}

/** The shopper's preferred type (as a readable phrase) whose rule weighs most on a family, if any. */
export function scentTypePhraseFor(types: readonly string[], field: ScentFamilyField): string | undefined {
  let best: string | undefined;
  let bestWeight = 0;
  for (const type of types) {
    const rule = scentTypeRule(type);
    const weight = rule?.weights[field] ?? 0;
    if (rule && weight > bestWeight) {
      best = rule.phrase;
      bestWeight = weight;
    }
  }
  return best;
}
