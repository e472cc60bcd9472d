/**
 * How free option labels of the quiz content read as signals: wear occasions fall into day / evening /
 * any buckets, travel places into a handful of kinds. The quiz content owns the exact option values, so
 * both are matched by keyword after normalising case, punctuation, hyphens and underscores
 * ("Date-night" = "date night"). The AI composer (server/ai/composer.ts) and the kit recommender's
 * signals (server/kit/signals.ts) both classify with these, so they never disagree.
 */

export type OccasionBucket = 'day' | 'evening' | 'any';

/** Lower case, every run of characters other than a-z and 0-9 → one space, trimmed. */
export function normaliseLabel(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** Whether a normalised label holds the phrase as whole words. */
export function hasPhrase(label: string, phrase: string): boolean {
  return (' ' + label + ' ').includes(' ' + phrase + ' ');
}

/** Keywords per occasion bucket (whole words or phrases of the normalised label). */
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
    'lunch', 'business', 'meetings', 'vacation', 'holiday', 'holidays',
  ],
};

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

/**
 * The buckets an occasion label belongs to: 'any' alone, or evening and/or day. A label with an evening
 * keyword is an evening occasion ("date night", "special events"); it is a day one too only when it
 * also names a day keyword ("work dinner").
 */
export function occasionBuckets(value: string): ReadonlySet<OccasionBucket> {
  const label = normaliseLabel(value);
  const cached = BUCKET_CACHE.get(label);
  if (cached) return cached;
  const buckets = computeBuckets(label);
  if (BUCKET_CACHE.size >= BUCKET_CACHE_MAX) BUCKET_CACHE.clear();
  BUCKET_CACHE.set(label, buckets);
  return buckets;
}

/** Kinds of travel place (`appeals` answers). */
export type TravelPlace =
  | 'tropics' | 'mediterranean' | 'beach' | 'forest' | 'mountains' | 'desert' | 'city' | 'countryside'
  | 'gardens' | 'orchards' | 'spa';

/** Travel-place keywords, first matching row wins (so "tropical island" is the tropics, not a beach). */
export const TRAVEL_PLACES: ReadonlyArray<{ place: TravelPlace; keywords: readonly string[] }> = [
  { place: 'tropics', keywords: ['tropic', 'tropical', 'tropics', 'jungle', 'rainforest', 'caribbean', 'bali', 'hawaii', 'thailand'] },
  { place: 'mediterranean', keywords: ['mediterranean', 'italy', 'greece', 'amalfi', 'riviera', 'provence', 'spain'] },
  { place: 'beach', keywords: ['beach', 'beaches', 'ocean', 'sea', 'seaside', 'coast', 'coastal', 'island', 'islands', 'lake', 'lakes', 'sailing', 'cruise'] },
  { place: 'forest', keywords: ['forest', 'forests', 'woods', 'woodland', 'park', 'parks', 'national park'] },
  { place: 'mountains', keywords: ['mountain', 'mountains', 'alps', 'ski', 'skiing', 'snow', 'hiking', 'cabin'] },
  { place: 'desert', keywords: ['desert', 'deserts', 'safari', 'middle east', 'morocco', 'marrakech', 'dubai', 'egypt', 'sahara'] },
  { place: 'city', keywords: ['city', 'cities', 'urban', 'metropolis', 'downtown', 'new york', 'paris', 'london', 'tokyo'] },
  { place: 'countryside', keywords: ['countryside', 'country', 'village', 'villages', 'farm', 'meadow', 'meadows', 'rural', 'prairie'] },
  { place: 'gardens', keywords: ['garden', 'gardens', 'flower', 'flowers', 'botanical'] },
  { place: 'orchards', keywords: ['orchard', 'orchards', 'vineyard', 'vineyards', 'wine', 'winery'] },
  { place: 'spa', keywords: ['spa', 'retreat', 'wellness', 'resort'] },
];

/** The kind of a travel place label, or undefined when no keyword matches. */
export function travelPlaceOf(label: string): TravelPlace | undefined {
  const normalised = normaliseLabel(label);
  if (normalised === '') return undefined;
  return TRAVEL_PLACES.find((row) => row.keywords.some((k) => hasPhrase(normalised, k)))?.place;
}
