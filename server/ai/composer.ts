/**
 * The built-in copywriter: writes the 4-bullet description from the profile when no AI endpoint is
 * configured, and as the fallback when a model's text fails (docs/architecture.md).
 *
 * Moods stand in for scent families: the text never names a family, note, colour, food or feeling
 * word, so it always passes the validator. Choices are deterministic: they come from a hash of the
 * profile (and an optional seed), never from Math.random.
 */
import { AI_MAX_BULLET_CHARS, AI_WILD_CARD_ENDING, FALLBACK_BULLETS, FALLBACK_DESCRIPTION } from '../../contract/ai-rules.ts';
import { occasionBuckets, travelPlaceOf } from '../../contract/answer-signals.ts';
import type { TravelPlace } from '../../contract/answer-signals.ts';
import { SCENT_FAMILIES, ratingOf } from '../../contract/profile-fields.ts';
import type { Profile, ScentFamilyField } from '../../contract/profile-fields.ts';
import { seededRandom } from '../../contract/seeded-random.ts';
import { countAnalogies, findForbiddenWords, validateDescription } from './validator.ts';

// ---------------------------------------------------------------------------------------------
// Traits read from the profile

export type Sociability = 'introvert' | 'between' | 'extrovert';
export type Occasion = 'night' | 'day' | 'both' | 'any';
export type Volume = 'subtle' | 'mixed' | 'strong';
export type Loyalty = 'stick' | 'change' | 'explore';
export type Habit = 'rare' | 'sometimes' | 'daily';
/** The first travel place the shopper named that has a kind (contract/answer-signals.ts), else 'elsewhere'. */
export type Destination = TravelPlace | 'elsewhere';

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
}

function familiesRated(profile: Profile, rating: number): ScentFamilyField[] {
  return SCENT_FAMILIES.filter(({ field }) => ratingOf(profile, field) === rating).map(({ field }) => field);
}

function index(value: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(0, Math.round(value))) : 0;
}

export function traitsOf(profile: Profile): Traits {
  const personality = index(profile.in_extroverted_point, 4);
  const strength = index(profile.subtle_strong_scrent, 4);
  const frequency = index(profile.often_wear_fragrance, 4);
  const loyalty = index(profile.loyal_scent_play_the_field + 1, 2);

  const buckets = (profile.when_like_wear_fragrance ?? []).filter((v) => typeof v === 'string').map(occasionBuckets);
  const always = buckets.some((b) => b.has('any'));
  const night = always || buckets.some((b) => b.has('evening'));
  const day = always || buckets.some((b) => b.has('day'));

  const places = (profile.appeals ?? []).filter((v) => typeof v === 'string');
  const destination = places.map(travelPlaceOf).find((place) => place !== undefined) ?? 'elsewhere';

  const loved = familiesRated(profile, 5);
  const disliked = familiesRated(profile, 1);
  return {
    sociability: personality <= 1 ? 'introvert' : personality === 2 ? 'between' : 'extrovert',
    occasion: night && day ? 'both' : night ? 'night' : day ? 'day' : 'any',
    volume: strength <= 1 ? 'subtle' : strength === 2 ? 'mixed' : 'strong',
    loyalty: loyalty === 0 ? 'stick' : loyalty === 1 ? 'change' : 'explore',
    habit: frequency <= 1 ? 'rare' : frequency === 2 ? 'sometimes' : 'daily',
    destination,
    loved: loved.length > 0 ? loved : familiesRated(profile, 4),
    disliked: disliked.length > 0 ? disliked : familiesRated(profile, 2),
  };
}

// ---------------------------------------------------------------------------------------------
// Phrase banks. Scenes start with "a " so that "Like a …" and "Imagine a …" both read well.

interface FamilyMoods {
  scenes: readonly string[];
  /** What the shopper does not want, as a noun phrase ("anything that smoulders"). */
  avoid: readonly string[];
}

const FAMILY_MOODS: Readonly<Record<ScentFamilyField, FamilyMoods>> = {
  floral_scent_notes: {
    scenes: ['a garden party in full bloom', 'a sunlit conservatory in May', 'a spring wedding in a courtyard',
      'a bouquet handed over at the door'],
    avoid: ['anything too garden-party', 'the wedding-bouquet school'],
  },
  warm_spicy_scent_notes: {
    scenes: ['a late dinner party that glows', 'a candlelit room on a cold night', 'a velvet jacket after dark',
      'a lantern-lit market at dusk'],
    avoid: ['anything that smoulders', 'the heavy-velvet school'],
  },
  woody_scent_notes: {
    scenes: ['a cabin library on a snowy night', 'a walk through an ancient forest', 'a fireside chair and a long novel',
      'a carpenter\'s workshop at noon'],
    avoid: ['anything too fireside', 'the log-cabin school'],
  },
  citrus_scent_notes: {
    scenes: ['a bright morning with every window open', 'a Mediterranean terrace at noon',
      'a sunlit kitchen on a Saturday', 'a fresh start on a Monday morning'],
    avoid: ['anything too sharp and sunny', 'the squeaky-clean school'],
  },
  sweet_edible_notes: {
    scenes: ['a hug that lingers a little longer', 'a fairground at twilight', 'a Sunday with nowhere to be',
      'a handwritten birthday card'],
    avoid: ['anything too sticky', 'the fairground-treat school'],
  },
  tropical_fruit_notes: {
    scenes: ['a hammock strung between two palms', 'a long weekend on island time', 'a beach bar as the sun drops',
      'a rooftop party in the summer heat'],
    avoid: ['anything too holiday-brochure', 'the beach-resort school'],
  },
  fresh_fruit_notes: {
    scenes: ['a market stall at opening time', 'a picnic blanket in high summer', 'a sundress on the first hot day',
      'a bike ride down a country lane'],
    avoid: ['anything too market-stall', 'the picnic-basket school'],
  },
  herbal_aromatic_notes: {
    scenes: ['a kitchen garden after watering', 'a hillside walk on a breezy day', 'a monastery garden at noon',
      'a linen shirt drying in the sun'],
    avoid: ['anything too apothecary', 'the apothecary-shelf school'],
  },
  aquatic_ocean_notes: {
    scenes: ['a sea breeze across the deck', 'a swim at first light', 'a sailboat leaving the harbour',
      'a clifftop walk above the surf'],
    avoid: ['anything too seaside', 'the sea-spray school'],
  },
  green_notes: {
    scenes: ['a walk after rain', 'a park at dawn with dew on the lawn', 'a botanical garden after a shower',
      'a fresh-cut lawn on a Saturday'],
    avoid: ['anything too freshly mown', 'the just-cut-lawn school'],
  },
  earthy_mossy_notes: {
    scenes: ['a forest path after a storm', 'a stone cottage in autumn', 'a potter\'s studio, hands in clay',
      'a mountain trail after the rain'],
    avoid: ['anything too damp-cellar', 'the forest-floor school'],
  },
};

type Bank<K extends string> = Readonly<Record<K, readonly string[]>>;

/** Bullet 1, plain: who they are in a room, by sociability and occasion. */
const PRESENCE: Readonly<Record<Sociability, Bank<Occasion>>> = {
  extrovert: {
    night: ['You arrive late, leave last, and the room remembers you.',
      'Made for the after-party: your scent walks in half a step ahead.',
      'You close the dance floor, and your scent should stay till the end.'],
    day: ['You run the meeting and the lunch after; your scent keeps up.',
      'You talk to strangers in lifts, and your scent should say hello too.'],
    both: ['Desk by day, dance floor by night: your scent works a double shift.',
      'You own the morning stand-up and the late toast alike.'],
    any: ['You fill a room with ease; your scent should sign the guest book.',
      'You are the first name on every guest list, and it shows.'],
  },
  introvert: {
    night: ['Quiet at the party, unforgettable at the end of it.',
      'You leave early and still get talked about on the way home.'],
    day: ['You do your best work in headphones; your scent stays close.',
      'A steady presence at the desk, noticed by those who matter.'],
    both: ['Quiet at work, quieter at parties, remembered at both.',
      'You keep your circle small, by day and by night.'],
    any: ['You let people come to you; your scent rewards those who lean in.',
      'A small circle, a long memory: a scent for the ones who get close.'],
  },
  between: {
    night: ['Centre of the table or corner of the room: you choose, nightly.',
      'You can host the dinner or slip out early, and both suit you.'],
    day: ['Social at the desk, private on the commute: you read the room.',
      'You switch between team player and solo act before lunch.'],
    both: ['Half host, half observer, on weekdays and weekends alike.',
      'You can hold a meeting and then vanish from the party in style.'],
    any: ['Half host, half observer: you read a room before you own it.',
      'Part storyteller, part listener, and never the same twice.'],
  },
};

/** Bullet 1 as the analogy. */
const PRESENCE_ANALOGY: Bank<Sociability> = {
  extrovert: ['Like a host who remembers every name, you make big rooms feel small.',
    'Like a brass band turning the corner, you are heard before you are seen.',
    'Imagine the last table still laughing at closing time: that is you.'],
  introvert: ['Like a lamp left on in a window, you glow for those who look closer.',
    'Like a good bookshop, you reward the people who linger.',
    'Imagine a reading room with one perfect chair, kept just for you.'],
  between: ['Like a jazz trio, you know when to solo and when to listen.',
    'Imagine a guest who can hold the floor and then pass it on.',
    'Like a well-cut coat, you suit the gala and the corner shop alike.'],
};

const TASTE_BOTH = [
  (scene: string, avoid: string) => `Your nose wants ${scene}, never ${avoid}.`,
  (scene: string, avoid: string) => `Yes to ${scene}; no to ${avoid}.`,
  (scene: string, avoid: string) => `You are drawn to ${scene}, not ${avoid}.`,
  (scene: string, avoid: string) => `${scene} wins you over; ${avoid} never will.`,
];
const TASTE_LOVED = [
  (scene: string) => `Your nose goes straight for ${scene}.`,
  (scene: string) => `You are drawn to the mood of ${scene}.`,
  (scene: string) => `Your home ground, bottled: ${scene}.`,
  (scene: string) => `What wins you over every time: ${scene}.`,
];
const TASTE_DISLIKED = [
  (avoid: string) => `Few things put you off, but ${avoid} is a firm no.`,
  (avoid: string) => `You know what you do not want: ${avoid}.`,
  (avoid: string) => `Open to most moods, closed to ${avoid}.`,
];
const TASTE_OPEN = [
  'An open mind and an open nose: no family has claimed you yet.',
  'No firm loves, no hard refusals: a blank page worth writing on.',
  'Every mood is still on the table, which makes you fun to dress.',
];

const TASTE_ANALOGY_LOVED = [
  (scene: string) => `Imagine ${scene}: that is your mood in a bottle.`,
  (scene: string) => `Imagine ${scene}, then wear it.`,
  (scene: string) => `Imagine ${scene}; your shelf should hold that.`,
];
const TASTE_ANALOGY_OTHER = [
  'Imagine a wardrobe edited down to what you really wear.',
  'Imagine a blank page and a very good pen: that is where we start.',
  'Like a gallery with one wall still bare, your shelf has room to grow.',
];

/** Bullet 3: how loud, then how loyal or how often. */
const VOLUME: Bank<Volume> = {
  subtle: ['Skin-close is your volume', 'You prefer a trace to a trail', 'Noticed only at hugging distance'],
  mixed: ['Presence without the noise', 'Soft by day, louder on request', 'A trail, but a polite one'],
  strong: ['Your scent should turn heads at the door', 'You want a trail people follow', 'Volume up, always'],
};
const LOYALTY: Bank<Loyalty> = {
  stick: ['once it fits, it stays', 'one signature will do nicely', 'loyal to the one that works'],
  change: ['a small wardrobe beats one uniform', 'one bottle per mood suits you',
    'you change it up with the weather'],
  explore: ['there is always one more to discover', 'your shelf is a travel diary', 'the hunt is half the fun'],
};
const HABIT: Bank<Habit> = {
  rare: ['save it for days that deserve it', 'new habits start small'],
  sometimes: ['worn when the day calls for it', 'a ritual for the days that count'],
  daily: ['part of getting dressed every day', 'an everyday ritual, not a treat'],
};
const VOLUME_ANALOGY: Bank<Volume> = {
  subtle: ['Like a handwritten note, your scent is meant to be read up close.',
    'Imagine a secret told at hugging distance: that is your volume.'],
  mixed: ['Like a well-tailored jacket, your scent fits and never shouts.',
    'Imagine a voice that carries without ever being raised.'],
  strong: ['Like a brass section on opening night, your scent arrives first.',
    'Imagine filling a doorway before you walk through it.'],
};
const LOYALTY_ANALOGY: Bank<Loyalty> = {
  stick: ['Like a favourite coat, your scent should be worn for years.'],
  change: ['Like a wardrobe with a piece for every weather, you rotate.'],
  explore: ['Imagine a passport full of stamps, one for every bottle.'],
};

/** Bullet 4: the wild card. */
const COAST = ['a far-off harbour', 'a bottle for the coast', 'the next tide out'];
const COUNTRY = ['a country-lane detour', 'the long way home', 'a village fete'];
const WILD_CARD_PICKS: Bank<Destination> = {
  beach: COAST,
  tropics: ['a far-off harbour', 'a hammock nobody booked', 'the next tide out'],
  mediterranean: ['a far-off harbour', 'a terrace at siesta time', 'a ferry to the next island'],
  spa: ['a long slow morning', 'a day with the phone off', 'the next tide out'],
  city: ['a city-night curveball', 'the next city break', 'a late train home'],
  mountains: ['thin mountain air', 'something for the summit', 'the view from the top', 'a snowed-in weekend'],
  countryside: COUNTRY,
  gardens: COUNTRY,
  orchards: ['a harvest weekend', 'the long way home', 'a village fete'],
  forest: ['a trail off the map', 'a path deep in the woods', 'a clearing nobody knows'],
  desert: ['a bottle for desert nights', 'wide, empty skies', 'a road with no signs'],
  elsewhere: ['a stranger worth meeting', 'the one you would never pick', 'a pick from far afield'],
};
const WILD_CARD_EXPLORER = ['one you never saw coming', 'an unplanned left turn'];
const WILD_CARD_FORMS = [
  (pick: string) => `Wild card: ${pick}, because ${AI_WILD_CARD_ENDING}.`,
  (pick: string) => `One wild card, ${pick}: ${AI_WILD_CARD_ENDING}.`,
  (pick: string) => `Wild card: ${pick}; ${AI_WILD_CARD_ENDING}.`,
  (pick: string) => `Keep room for ${pick}, since ${AI_WILD_CARD_ENDING}.`,
  (pick: string) => `Wild card? ${capitalise(pick)}. ${capitalise(AI_WILD_CARD_ENDING)}.`,
];

/** Known-good bullets (the fixed fallback description's), used only if no candidate fits (never expected). */
const SAFE_BULLETS = FALLBACK_BULLETS;

export { FALLBACK_DESCRIPTION };

// ---------------------------------------------------------------------------------------------
// Deterministic choices

/** FNV-1a, 32 bits. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** JSON with sorted keys, so that equal profiles hash equally whatever their key order. */
function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The items in an order drawn from `random` (Fisher–Yates). */
function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A candidate is usable when it is short enough, clean, and has exactly the analogies wanted. */
function fits(bullet: string, analogies: number): boolean {
  return [...bullet].length < AI_MAX_BULLET_CHARS
    && countAnalogies(bullet) === analogies
    && findForbiddenWords(bullet).length === 0;
}

function firstFitting(candidates: readonly string[], analogies: number, fallback: string): string {
  return candidates.find((candidate) => fits(candidate, analogies)) ?? fallback;
}

// ---------------------------------------------------------------------------------------------
// The bullets

interface Draw {
  random: () => number;
  traits: Traits;
}

function lovedScenes({ random, traits }: Draw): string[] {
  return shuffled(traits.loved, random).flatMap((field) => shuffled(FAMILY_MOODS[field].scenes, random));
}

function avoidPhrases({ random, traits }: Draw): string[] {
  return shuffled(traits.disliked, random).flatMap((field) => shuffled(FAMILY_MOODS[field].avoid, random));
}

function presenceBullet(draw: Draw, analogy: boolean): string {
  const { random, traits } = draw;
  if (analogy) {
    return firstFitting(shuffled(PRESENCE_ANALOGY[traits.sociability], random), 1, SAFE_BULLETS[2]);
  }
  const bank = PRESENCE[traits.sociability];
  const own = shuffled(bank[traits.occasion], random);
  return firstFitting([...own, ...bank.any], 0, SAFE_BULLETS[0]);
}

function tasteBullet(draw: Draw, analogy: boolean): string {
  const { random } = draw;
  const scenes = lovedScenes(draw);
  const avoids = avoidPhrases(draw);
  if (analogy) {
    const loved = shuffled(TASTE_ANALOGY_LOVED, random)
      .flatMap((form) => scenes.map((scene) => capitalise(form(scene))));
    return firstFitting([...loved, ...shuffled(TASTE_ANALOGY_OTHER, random)], 1, SAFE_BULLETS[2]);
  }
  const candidates: string[] = [];
  if (scenes.length > 0 && avoids.length > 0) {
    for (const form of shuffled(TASTE_BOTH, random)) {
      for (const scene of scenes) for (const avoid of avoids) candidates.push(capitalise(form(scene, avoid)));
    }
  }
  if (scenes.length > 0) {
    for (const form of shuffled(TASTE_LOVED, random)) for (const scene of scenes) candidates.push(capitalise(form(scene)));
  }
  if (avoids.length > 0) {
    for (const form of shuffled(TASTE_DISLIKED, random)) for (const avoid of avoids) candidates.push(capitalise(form(avoid)));
  }
  candidates.push(...shuffled(TASTE_OPEN, random));
  return firstFitting(candidates, 0, SAFE_BULLETS[1]);
}

function styleBullet(draw: Draw, analogy: boolean): string {
  const { random, traits } = draw;
  if (analogy) {
    const byVolume = shuffled(VOLUME_ANALOGY[traits.volume], random);
    const byLoyalty = LOYALTY_ANALOGY[traits.loyalty];
    const ordered = random() < 0.65 ? [...byVolume, ...byLoyalty] : [...byLoyalty, ...byVolume];
    return firstFitting(ordered, 1, SAFE_BULLETS[2]);
  }
  const volumes = shuffled(VOLUME[traits.volume], random);
  const loyalty = shuffled(LOYALTY[traits.loyalty], random);
  const habit = shuffled(HABIT[traits.habit], random);
  const tails = random() < 0.6 ? [...loyalty, ...habit] : [...habit, ...loyalty];
  const candidates = volumes.flatMap((volume) => tails.map((tail) => `${volume}; ${tail}.`));
  return firstFitting(candidates, 0, SAFE_BULLETS[0]);
}

function wildCardBullet({ random, traits }: Draw): string {
  const picks = shuffled(WILD_CARD_PICKS[traits.destination], random);
  if (traits.loyalty === 'explore' && random() < 0.5) picks.unshift(...shuffled(WILD_CARD_EXPLORER, random));
  picks.push(...WILD_CARD_PICKS.elsewhere);
  const candidates = shuffled(WILD_CARD_FORMS, random).flatMap((form) => picks.map((pick) => form(pick)));
  // The wild card never holds the analogy; any order of forms × picks keeps the ending last.
  return firstFitting(candidates, 0, SAFE_BULLETS[3]);
}

function compose(profile: Profile, seed: string): string {
  const traits = traitsOf(profile);
  const random = seededRandom(fnv1a(`${stableStringify(profile)}#${seed}`));
  const draw: Draw = { random, traits };
  // The analogy goes into one of bullets 1–3.
  const analogyAt = Math.floor(random() * 3);
  const bullets = [
    presenceBullet(draw, analogyAt === 0),
    tasteBullet(draw, analogyAt === 1),
    styleBullet(draw, analogyAt === 2),
    wildCardBullet(draw),
  ];
  return bullets.map((bullet) => `- ${bullet}`).join('\n');
}

/**
 * The composer's description of a profile: 4 "- " bullets, the analogy in one of the first three,
 * the 4th the wild card. Deterministic for a given profile and seed; always passes validateDescription.
 */
export function composeDescription(profile: Profile, seed: number | string = 0): string {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const text = compose(profile, attempt === 0 ? String(seed) : `${seed}/${attempt}`);
    const result = validateDescription(text);
    if (result.ok) return result.text;
  }
  return FALLBACK_DESCRIPTION;
}
