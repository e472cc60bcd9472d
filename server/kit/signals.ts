/**
 * Soft signals of the quiz answers that are not scent ratings: wear occasions and travel places.
 *
 * The quiz content (CMS) owns the exact option values, so both are matched by keyword, after
 * normalising case, punctuation, hyphens and underscores ("Date-night" = "date night").
 *
 * Occasions fall into buckets:
 *   day      — day, daytime, daily, everyday, work, office, casual, morning, weekends, workouts…
 *   evening  — evening(s), night, date, party, going out, dinner, special occasions, events, formal…
 *   any      — all the time, anytime, always, every occasion
 * A shopper's occasion matches a scent's occasion fully when the normalised strings are equal, and
 * partly when they share a bucket; a scent listed for "any" occasion matches every bucket partly.
 *
 * Travel places (`appeals`) → quiz families (soft pull, averaged over the places named):
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
import type { ScentFamilyField } from '../../src/core/constants.ts';
import type { FamilyWeights, FamilyVector } from './family-map.ts';
import { FAMILY_FIELDS, emptyVector } from './family-map.ts';

export type OccasionBucket = 'day' | 'evening' | 'any';

/** Normalise a free label: lower case, punctuation/hyphens/underscores → single spaces. */
export function normaliseLabel(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** Keywords per occasion bucket (matched as whole words or phrases in the normalised label). */
export const OCCASION_KEYWORDS: Readonly<Record<OccasionBucket, readonly string[]>> = {
  any: ['all the time', 'anytime', 'any time', 'always', 'every occasion', 'all occasions', 'any occasion'],
  evening: [
    'evening', 'evenings', 'night', 'nights', 'nighttime', 'date', 'dates', 'party', 'parties', 'going out', 'night out',
    'dinner', 'special', 'event', 'events', 'formal', 'wedding', 'weddings', 'celebration', 'celebrations',
    'club', 'clubbing', 'gala', 'romantic', 'romance',
  ],
  day: [
    'day', 'days', 'daytime', 'daily', 'everyday', 'every day', 'work', 'office', 'casual', 'morning',
    'brunch', 'school', 'errands', 'weekend', 'weekends', 'gym', 'workout', 'workouts', 'sport', 'sports', 'travel', 'home',
    'lunch', 'business', 'meetings',
  ],
};

function hasPhrase(label: string, phrase: string): boolean {
  return (' ' + label + ' ').includes(' ' + phrase + ' ');
}

function computeBuckets(label: string): ReadonlySet<OccasionBucket> {
  const buckets = new Set<OccasionBucket>();
  if (OCCASION_KEYWORDS.any.some((k) => hasPhrase(label, k))) {
    buckets.add('any');
    return buckets;
  }
  if (OCCASION_KEYWORDS.evening.some((k) => hasPhrase(label, k))) buckets.add('evening');
  if (OCCASION_KEYWORDS.day.some((k) => hasPhrase(label, k))) buckets.add('day');
  return buckets;
}

/** Memo of bucket lookups (option labels are few); bounded so free text cannot grow it without end. */
const BUCKET_CACHE = new Map<string, ReadonlySet<OccasionBucket>>();
const BUCKET_CACHE_MAX = 1000;

/** Buckets an occasion label belongs to ('any' wins alone; a label can be both day and evening). */
export function occasionBuckets(value: string): ReadonlySet<OccasionBucket> {
  const label = normaliseLabel(value);
  const cached = BUCKET_CACHE.get(label);
  if (cached) return cached;
  const buckets = computeBuckets(label);
  if (BUCKET_CACHE.size >= BUCKET_CACHE_MAX) BUCKET_CACHE.clear();
  BUCKET_CACHE.set(label, buckets);
  return buckets;
}

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

/** Travel-place keywords → family weights (see the table at the top). First matching row wins. */
export const APPEAL_RULES: ReadonlyArray<{ keywords: readonly string[]; place: string; weights: Readonly<FamilyWeights> }> = [
  { place: 'tropics', keywords: ['tropic', 'tropical', 'tropics', 'jungle', 'rainforest', 'caribbean', 'bali', 'hawaii', 'thailand'],
    weights: { tropical_fruit_notes: 0.6, green_notes: 0.2, aquatic_ocean_notes: 0.2 } },
  { place: 'Mediterranean', keywords: ['mediterranean', 'italy', 'greece', 'amalfi', 'riviera', 'provence', 'spain'],
    weights: { citrus_scent_notes: 0.5, herbal_aromatic_notes: 0.3, aquatic_ocean_notes: 0.2 } },
  { place: 'beach', keywords: ['beach', 'beaches', 'ocean', 'sea', 'seaside', 'coast', 'coastal', 'island', 'islands', 'lake', 'lakes', 'sailing', 'cruise'],
    weights: { aquatic_ocean_notes: 0.6, tropical_fruit_notes: 0.25, citrus_scent_notes: 0.15 } },
  { place: 'forest', keywords: ['forest', 'forests', 'woods', 'woodland', 'park', 'parks', 'national park'],
    weights: { green_notes: 0.4, woody_scent_notes: 0.35, earthy_mossy_notes: 0.25 } },
  { place: 'mountains', keywords: ['mountain', 'mountains', 'alps', 'ski', 'skiing', 'snow', 'hiking', 'cabin'],
    weights: { green_notes: 0.35, herbal_aromatic_notes: 0.35, woody_scent_notes: 0.3 } },
  { place: 'desert', keywords: ['desert', 'deserts', 'safari', 'middle east', 'morocco', 'marrakech', 'dubai', 'egypt', 'sahara'],
    weights: { warm_spicy_scent_notes: 0.6, woody_scent_notes: 0.25, sweet_edible_notes: 0.15 } },
  { place: 'city', keywords: ['city', 'cities', 'urban', 'metropolis', 'downtown', 'new york', 'paris', 'london', 'tokyo'],
    weights: { woody_scent_notes: 0.4, floral_scent_notes: 0.3, warm_spicy_scent_notes: 0.3 } },
  { place: 'countryside', keywords: ['countryside', 'country', 'village', 'villages', 'farm', 'meadow', 'meadows', 'rural', 'prairie'],
    weights: { floral_scent_notes: 0.35, green_notes: 0.35, herbal_aromatic_notes: 0.3 } },
  { place: 'gardens', keywords: ['garden', 'gardens', 'flower', 'flowers', 'botanical'],
    weights: { floral_scent_notes: 0.7, green_notes: 0.3 } },
  { place: 'orchards', keywords: ['orchard', 'orchards', 'vineyard', 'vineyards', 'wine', 'winery'],
    weights: { fresh_fruit_notes: 0.6, earthy_mossy_notes: 0.2, green_notes: 0.2 } },
  { place: 'spa', keywords: ['spa', 'retreat', 'wellness', 'resort'],
    weights: { aquatic_ocean_notes: 0.4, herbal_aromatic_notes: 0.3, green_notes: 0.3 } },
];

/** The rule a travel place falls under, if any. */
export function appealRule(place: string): (typeof APPEAL_RULES)[number] | undefined {
  const label = normaliseLabel(place);
  if (label === '') return undefined;
  return APPEAL_RULES.find((rule) => rule.keywords.some((k) => hasPhrase(label, k)));
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
