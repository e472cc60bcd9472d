/**
 * What the composer reads from a profile: the shopper's answers as a few plain traits (how social, when
 * and where they wear scent, what they love and avoid, how loud, how loyal). Free option values of the
 * quiz content are classified by keyword (contract/answer-signals.ts), so a merchant's own options work.
 */
import { hasPhrase, normaliseLabel, occasionBuckets, travelPlaceOf } from '../../contract/answer-signals.ts';
import type { TravelPlace } from '../../contract/answer-signals.ts';
import { SCENT_FAMILIES, ratingOf } from '../../contract/profile-fields.ts';
import type { Profile, ScentFamilyField } from '../../contract/profile-fields.ts';

export type Sociability = 'introvert' | 'between' | 'extrovert';
export type Occasion = 'night' | 'day' | 'both' | 'any';
export type Volume = 'subtle' | 'mixed' | 'strong';
export type Loyalty = 'stick' | 'change' | 'explore';
export type Habit = 'rare' | 'sometimes' | 'daily';
/** The first travel place the shopper named that has a kind (contract/answer-signals.ts), else 'elsewhere'. */
export type Destination = TravelPlace | 'elsewhere';
/** A wear occasion the composer can name. */
export type WearMoment = 'work' | 'day' | 'evening' | 'date' | 'special' | 'weekend' | 'workout' | 'always';
export type Home = 'city' | 'suburbs' | 'town' | 'countryside' | 'coast' | 'mountains';
export type Smell = 'laundry' | 'campfire' | 'rain' | 'lawn' | 'bakery' | 'sea' | 'garden' | 'grove' | 'books';
export type Moment = 'morning' | 'sunset' | 'night';
/** 0..4: the step's five-point scale (very introverted … very extroverted, never … always, very subtle … very strong). */
export type Level = 0 | 1 | 2 | 3 | 4;

export interface Traits {
  sociability: Sociability;
  occasion: Occasion;
  volume: Volume;
  loyalty: Loyalty;
  habit: Habit;
  destination: Destination;
  /** Families rated 5, or 4 when none is rated 5. */
  loved: ScentFamilyField[];
  /** Families rated 1, or 2 when none is rated 1. */
  disliked: ScentFamilyField[];
  /** The five-point answers as they are. */
  personality: Level;
  strength: Level;
  frequency: Level;
  /** Perfumes in rotation, 0..10. */
  rotation: number;
  /** The wear occasions named, in answer order, each once. */
  moments: WearMoment[];
  /** Every travel place named that has a kind, in answer order, each once. */
  places: TravelPlace[];
  home: Home | undefined;
  smells: Smell[];
  moment: Moment | undefined;
}

function familiesRated(profile: Profile, rating: number): ScentFamilyField[] {
  return SCENT_FAMILIES.filter(({ field }) => ratingOf(profile, field) === rating).map(({ field }) => field);
}

function level(value: number): Level {
  return (Number.isFinite(value) ? Math.min(4, Math.max(0, Math.round(value))) : 2) as Level;
}

function texts(values: unknown): string[] {
  return Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string') : [];
}

/** The first kind whose keywords a label holds (whole words of the normalised label). */
function classify<K extends string>(table: ReadonlyArray<readonly [K, readonly string[]]>, value: string): K | undefined {
  const label = normaliseLabel(value);
  if (label === '') return undefined;
  return table.find(([, keywords]) => keywords.some((k) => hasPhrase(label, k)))?.[0];
}

function distinct<T>(values: ReadonlyArray<T | undefined>): T[] {
  return [...new Set(values.filter((v): v is T => v !== undefined))];
}

const WEAR_MOMENTS: ReadonlyArray<readonly [WearMoment, readonly string[]]> = [
  ['always', ['all the time', 'anytime', 'any time', 'always', 'every occasion', 'all occasions']],
  ['date', ['date', 'dates', 'romantic', 'romance']],
  ['special', ['special', 'wedding', 'weddings', 'event', 'events', 'celebration', 'celebrations', 'formal', 'gala']],
  ['evening', ['evening', 'evenings', 'night', 'nights', 'party', 'parties', 'going out', 'dinner', 'club', 'clubbing']],
  ['work', ['work', 'office', 'business', 'meeting', 'meetings']],
  ['workout', ['gym', 'workout', 'workouts', 'sport', 'sports', 'training']],
  ['weekend', ['weekend', 'weekends']],
  ['day', ['day', 'days', 'daytime', 'daily', 'everyday', 'every day', 'casual', 'morning', 'errands', 'brunch']],
];

const HOMES: ReadonlyArray<readonly [Home, readonly string[]]> = [
  ['city', ['city', 'urban', 'downtown']],
  ['suburbs', ['suburb', 'suburbs', 'suburban']],
  ['town', ['town', 'village']],
  ['coast', ['coast', 'coastal', 'beach', 'sea', 'seaside', 'ocean']],
  ['mountains', ['mountain', 'mountains']],
  ['countryside', ['countryside', 'country', 'rural', 'farm']],
];

const SMELLS: ReadonlyArray<readonly [Smell, readonly string[]]> = [
  ['laundry', ['laundry', 'linen', 'clean sheets', 'washing']],
  ['campfire', ['campfire', 'bonfire', 'fire', 'fireplace']],
  ['rain', ['rain', 'pavement', 'storm', 'petrichor']],
  ['lawn', ['grass', 'lawn', 'meadow', 'hay']],
  ['bakery', ['bakery', 'bread', 'baking', 'kitchen']],
  ['sea', ['sea', 'ocean', 'breeze', 'beach', 'surf']],
  ['garden', ['rose', 'garden', 'flower', 'flowers', 'bouquet']],
  ['grove', ['orange', 'grove', 'orchard', 'lemon', 'citrus']],
  ['books', ['book', 'books', 'library', 'paper']],
];

const MOMENTS: ReadonlyArray<readonly [Moment, readonly string[]]> = [
  ['morning', ['morning', 'mornings', 'sunrise', 'dawn']],
  ['sunset', ['golden', 'sunset', 'dusk', 'evening', 'afternoon']],
  ['night', ['night', 'starry', 'stars', 'midnight', 'moon']],
];

export function traitsOf(profile: Profile): Traits {
  const personality = level(profile.in_extroverted_point);
  const strength = level(profile.subtle_strong_scrent);
  const frequency = level(profile.often_wear_fragrance);
  const loyaltyIndex = Number.isFinite(profile.loyal_scent_play_the_field)
    ? Math.min(2, Math.max(0, Math.round(profile.loyal_scent_play_the_field + 1)))
    : 1;

  const occasions = texts(profile.when_like_wear_fragrance);
  const buckets = occasions.map(occasionBuckets);
  const always = buckets.some((b) => b.has('any'));
  const night = always || buckets.some((b) => b.has('evening'));
  const day = always || buckets.some((b) => b.has('day'));

  const places = distinct(texts(profile.appeals).map(travelPlaceOf));
  const loved = familiesRated(profile, 5);
  const disliked = familiesRated(profile, 1);
  const rotation = Number.isFinite(profile.perfumes_usual_rotation)
    ? Math.min(10, Math.max(0, Math.round(profile.perfumes_usual_rotation)))
    : 0;
  return {
    sociability: personality <= 1 ? 'introvert' : personality === 2 ? 'between' : 'extrovert',
    occasion: night && day ? 'both' : night ? 'night' : day ? 'day' : 'any',
    volume: strength <= 1 ? 'subtle' : strength === 2 ? 'mixed' : 'strong',
    loyalty: loyaltyIndex === 0 ? 'stick' : loyaltyIndex === 1 ? 'change' : 'explore',
    habit: frequency <= 1 ? 'rare' : frequency === 2 ? 'sometimes' : 'daily',
    destination: places[0] ?? 'elsewhere',
    loved: loved.length > 0 ? loved : familiesRated(profile, 4),
    disliked: disliked.length > 0 ? disliked : familiesRated(profile, 2),
    personality,
    strength,
    frequency,
    rotation,
    moments: distinct(occasions.map((value) => classify(WEAR_MOMENTS, value))),
    places,
    home: classify(HOMES, typeof profile.country_part_did_live === 'string' ? profile.country_part_did_live : ''),
    smells: distinct([...texts(profile.color_these_you_love2), ...texts(profile.color_these_you_love4)].map((value) => classify(SMELLS, value))),
    moment: texts(profile.color_these_you_love4).map((value) => classify(MOMENTS, value)).find((m) => m !== undefined),
  };
}
