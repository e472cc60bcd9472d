/**
 * The English composer's banks. `[us|gb]` marks spelling and `{us|gb}` vocabulary (server/ai/composer.ts
 * `inDialect`). Lines speak to the shopper's own answers: when they wear scent, where they travel, the
 * smells and moments they picked, how loud and how loyal; scenes stand in for the families they rated.
 */
import type { ScentFamilyField } from '../../../contract/profile-fields.ts';
import { AI_WILD_CARD_ENDING } from '../../../contract/ai-rules.ts';
import type { TravelPlace } from '../../../contract/answer-signals.ts';
import type { Home, Level, Loyalty, Moment, Smell, Sociability, WearMoment } from '../traits.ts';
import { capitalise, combine } from './lexicon.ts';
import type { Draw, Lexicon } from './lexicon.ts';

/** Where and when, as adverbials ("at work"). */
const WHEN: Readonly<Record<WearMoment, readonly string[]>> = {
  work: ['at work', 'at the office', 'in meetings', 'at your desk'],
  day: ['by day', 'in daylight hours', 'from breakfast on', 'on ordinary days'],
  evening: ['on nights out', 'after dark', 'at dinner with friends', 'once the evening starts'],
  date: ['on date nights', 'across a table for two', 'on a first date'],
  special: ['at weddings', 'at big celebrations', 'on nights that get photographed'],
  weekend: ['{on|at} weekends', 'on slow Saturdays', 'on free Sundays'],
  workout: ['at the gym', 'after a run', 'on training days'],
  always: ['every day', 'from morning to night', 'whatever the hour'],
};

const WHERE: Readonly<Record<Home, readonly string[]>> = {
  city: ['in the city', 'downtown', 'in town'],
  suburbs: ['in the suburbs', 'close to home', 'near home'],
  town: ['around town', 'in a small town', 'on Main Street'],
  countryside: ['out in the country', 'far from the city', 'in the country'],
  coast: ['by the sea', 'on the coast', 'by the water'],
  mountains: ['up in the mountains', 'in mountain country', 'in the hills'],
};

/** Who they are among people, by the personality answer (very introverted … very extroverted). */
const CLAUSES: Readonly<Record<Level, readonly string[]>> = {
  0: ['you would rather be discovered than announced', 'you choose one long talk over ten short ones',
    'you notice everything and say what matters', 'you keep a small circle and a long memory',
    'you are happiest with a book and a closed door', 'you are known by few and missed by all of them'],
  1: ['you keep your circle small and your standards high', 'you warm up slowly, then stay',
    'you listen first and speak when it counts', 'you would take the corner table over the [center|centre] of the room',
    'you are the friend people call for advice', 'you let your work do the talking'],
  2: ['you can lead the table or happily sit back', 'you read the room before you take it',
    'you listen as well as you tell a story', 'you switch from host to guest with ease',
    'you enjoy a crowd, then a quiet ride home', 'you are good company and good at being alone'],
  3: ['you are usually the one making introductions', 'you keep the conversation moving',
    'you remember names, and people remember you', 'you are first to say yes to plans',
    'you fill a table with ease', 'you turn strangers into regulars'],
  4: ['you are the one who starts the dancing', 'you walk in and the room turns up a notch',
    'you talk to strangers and leave with friends', 'you are last to leave and first invited',
    'you make the plans and make them happen', 'you are the story people retell the next day'],
};

/** The analogy of bullet 1: [what they are like, what it means]. */
const PERSON_LIKE: Readonly<Record<Level, ReadonlyArray<readonly [string, string]>>> = {
  0: [['a good bookshop', 'you reward the people who linger'], ['a letter worth rereading', 'you grow on people'],
    ['a lamp left on in a window', 'you are found by those who look'], ['a hidden courtyard', 'you are a find'],
    ['a book with a plain cover', 'you are better than the blurb']],
  1: [['a well-kept secret', 'you are worth the wait'], ['a [favorite|favourite] song heard live', 'you are better up close'],
    ['a short story', 'you say a lot in a few words'], ['a window seat', 'you see more than you say'],
    ['a good pen', 'you make every word count']],
  2: [['a jazz trio', 'you know when to play and when to listen'], ['a good dinner guest', 'you give as much as you take'],
    ['a well-cut coat', 'you suit the gala and the {corner store|corner shop}'], ['a good [neighbor|neighbour]', 'you are friendly and you give space'],
    ['a good radio host', 'you talk and you listen']],
  3: [['a host who remembers every name', 'you make big rooms feel small'], ['a good {bartender|barman}', 'you know everyone by name'],
    ['a headline act', 'you draw a crowd without trying'], ['a busy {sidewalk|pavement} café', 'you bring people together'],
    ['a group chat that never sleeps', 'you keep everyone in the loop']],
  4: [['a song that fills the dance floor', 'you set the pace'], ['a first night at the [theater|theatre]', 'you draw a crowd'],
    ['a spotlight', 'you are easy to find in any room'], ['a parade', 'you bring the whole street along'],
    ['a marching band', 'you get everyone moving']],
};

interface FamilyWords {
  /** Scenes that carry the family's mood, as noun phrases starting with "a". */
  scenes: readonly string[];
  /** What the shopper does not want, as "anything …" phrases. */
  avoid: readonly string[];
}

const FAMILIES: Readonly<Record<ScentFamilyField, FamilyWords>> = {
  floral_scent_notes: {
    scenes: ['a garden party in full bloom', 'a sunlit conservatory in May', 'a spring wedding in a courtyard',
      'a florist’s shop at opening time', 'a summer dress at a garden wedding', 'a May morning in the park'],
    avoid: ['the bridal-bouquet kind', 'anything out of a florist’s window', 'anything too pretty-pretty', 'the corsage kind'],
  },
  warm_spicy_scent_notes: {
    scenes: ['a late dinner by candlelight', 'a lantern-lit market at dusk', 'a velvet jacket after dark',
      'a candlelit room on a cold night', 'a jazz club at midnight', 'a souk at dusk'],
    avoid: ['anything heavy and [smoldering|smouldering]', 'anything that fills a whole {elevator|lift}', 'anything too hot and heavy', 'the velvet-curtain kind'],
  },
  woody_scent_notes: {
    scenes: ['a cabin library on a snowy night', 'a walk through an old forest', 'a fireside chair and a long novel',
      'a carpenter’s workshop at noon', 'a wood-[paneled|panelled] study', 'a log fire after a long walk'],
    avoid: ['the log-cabin kind', 'anything dark and dusty', 'anything like sawdust', 'the old-study kind'],
  },
  citrus_scent_notes: {
    scenes: ['a bright morning with every window open', 'a terrace on the Amalfi coast at noon',
      'a sunlit kitchen on a Saturday', 'a fresh start on a Monday morning', 'a white-shirt kind of day', 'a courtyard in Seville'],
    avoid: ['anything sharp and squeaky-clean', 'anything that smells of the cleaning aisle', 'anything too zingy', 'the kitchen-spray kind'],
  },
  sweet_edible_notes: {
    scenes: ['a hug that lasts a little longer', 'a fairground at twilight', 'a Sunday with nowhere to be',
      'a birthday party in full swing', 'a warm blanket on the sofa', 'a winter market at night'],
    avoid: ['anything sticky or cloying', 'the fairground-stall kind', 'anything too saccharine', 'the bakery-window kind'],
  },
  tropical_fruit_notes: {
    scenes: ['a hammock strung between two palms', 'a long weekend on island time', 'a beach bar as the sun drops',
      'a rooftop party in the summer heat', 'a surf town in August', 'a swim in a warm lagoon'],
    avoid: ['anything out of a {vacation|holiday} brochure', 'the beach-resort-lobby kind', 'anything too sunscreen', 'the cocktail-umbrella kind'],
  },
  fresh_fruit_notes: {
    scenes: ['a farmers’ market at opening time', 'a picnic blanket in high summer', 'a sundress on the first hot day',
      'a bike ride down a country lane', 'a summer fair in the village', 'a garden at harvest time'],
    avoid: ['anything out of a {grocery store|greengrocer’s}', 'anything too picnic-basket', 'anything too tangy', 'the smoothie-bar kind'],
  },
  herbal_aromatic_notes: {
    scenes: ['a kitchen garden after watering', 'a hillside walk on a breezy day', 'a monastery garden at noon',
      'a linen shirt drying in the sun', 'a hillside in Provence', 'a walk along a Tuscan path'],
    avoid: ['the apothecary-shelf kind', 'anything that smells medicinal', 'anything too sharp and leafy', 'the cough-drop kind'],
  },
  aquatic_ocean_notes: {
    scenes: ['a sea breeze across the deck', 'a swim at first light', 'a sailboat leaving the [harbor|harbour]',
      'a clifftop walk above the surf', 'a morning swim in a cold lake', 'a ferry deck in the wind'],
    avoid: ['anything out of a seaside gift shop', 'anything that smells of the pool', 'anything too sporty', 'the shower-gel kind'],
  },
  green_notes: {
    scenes: ['a walk after rain', 'a park at dawn with dew on the lawn', 'a botanical garden after a shower',
      'a fresh-cut lawn on a Saturday', 'a greenhouse full of ferns', 'a spring hike in the hills'],
    avoid: ['anything that smells freshly mown', 'anything too leafy', 'anything too outdoorsy', 'the garden-[center|centre] kind'],
  },
  earthy_mossy_notes: {
    scenes: ['a forest path after a storm', 'a stone cottage in autumn', 'a potter’s studio, hands in clay',
      'a mountain trail after the rain', 'a cellar of old stone', 'a walk through autumn leaves'],
    avoid: ['the damp-cellar kind', 'anything that smells of wet soil', 'anything too rooty', 'the potting-shed kind'],
  },
};

const SMELLS: Readonly<Record<Smell, readonly string[]>> = {
  laundry: ['sheets fresh off the line', 'clean laundry on a sunny day', 'a warm towel from the dryer', 'a freshly made bed'],
  campfire: ['a campfire at the end of a hike', 'a beach bonfire at night', 'the fireplace in a ski lodge', 'a fire pit under the stars'],
  rain: ['rain on warm pavement', 'the street after a summer storm', 'the first rain in weeks', 'a city after a downpour'],
  lawn: ['a freshly mown lawn', 'a park after the mowers pass', 'a meadow in June', 'a {soccer field|football pitch} at dawn'],
  bakery: ['a bakery at opening time', 'a warm kitchen on a Sunday', 'a bakery on a frosty morning'],
  sea: ['a sea breeze on the ferry', 'wind off the ocean', 'a walk along the seafront', 'a [harbor|harbour] wall in the spray'],
  garden: ['a walled garden in June', 'a summer garden in full bloom', 'a garden after a warm rain'],
  grove: ['a sunlit grove in the south', 'an orchard in the Mediterranean sun', 'a grove in Seville in spring'],
  books: ['an old library', 'a secondhand bookshop'],
};

const MOMENTS: Readonly<Record<Moment, readonly string[]>> = {
  morning: ['a quiet morning', 'the first hour of the day', 'an early start in soft light', 'a slow breakfast by the window'],
  sunset: ['the last light of the day', 'the hour before sunset', 'a long summer evening', 'a walk home at dusk'],
  night: ['a clear night full of stars', 'a night under the stars', 'a late walk home under the stars', 'a rooftop after dark'],
};

/** How often they wear it, by the frequency answer (never … always), as sentence openers. */
const HABIT: Readonly<Record<Level, readonly string[]>> = {
  0: ['When you do wear it', 'On the rare days you wear it', 'As a brand-new habit', 'For a first bottle'],
  1: ['On the days that count', 'Now and then', 'For the occasions that earn it', 'Once in a while'],
  2: ['A few times a week', 'When the day calls for it', 'On good days', 'Some days, not all'],
  3: ['Most days', 'Nearly every morning', 'Day in, day out', 'Most mornings'],
  4: ['Every single day', 'Every morning without fail', 'As part of getting dressed', 'Daily, without fail'],
};

/** How loud, by the strength answer (very subtle … very strong). */
const VOLUME: Readonly<Record<Level, readonly string[]>> = {
  0: ['just a trace on the skin', 'noticed only at hugging distance', 'close enough to be a secret', 'for you alone'],
  1: ['soft and close', 'quiet, but there', 'kept near the skin', 'felt more than smelled'],
  2: ['present but never pushy', 'soft by day, more by night', 'there without shouting', 'easy to live with'],
  3: ['enough to be noticed across a table', 'a trail, but a polite one', 'clear from arm’s length', 'noticed, and asked about'],
  4: ['a trail people follow', 'noticed from the door', 'strong enough to announce you', 'remembered after you leave'],
};

const VOLUME_LIKE: Readonly<Record<Level, readonly string[]>> = {
  0: ['like a handwritten note, read up close', 'like a secret told at hugging distance', 'like a private joke'],
  1: ['like a whispered aside', 'like a pencil note in the margin', 'like a soft knock at the door'],
  2: ['like a well-cut jacket that never shouts', 'like a voice that carries without rising', 'like a good handshake'],
  3: ['like a firm handshake, remembered', 'like a good first line', 'like a signature on a letter'],
  4: ['like a grand entrance', 'like a name said twice', 'like a headline'],
};

const LOYALTY: Readonly<Record<Loyalty, readonly string[]>> = {
  stick: ['one signature, kept for years', 'loyal to the one that works', 'one bottle, no regrets', 'the same one, refilled'],
  change: ['a bottle for each mood', 'a small wardrobe, not a uniform', 'changed with the weather', 'one for work, one for play'],
  explore: ['always hunting for the next one', 'a shelf that is never finished', 'every bottle a new find', 'never the same twice'],
};

const LOYALTY_LIKE: Readonly<Record<Loyalty, readonly string[]>> = {
  stick: ['like a [favorite|favourite] coat worn for years', 'like a house key on the same ring'],
  change: ['like a wardrobe with a piece for every weather', 'like a playlist for every mood'],
  explore: ['like a passport filling up with stamps', 'like a map with new pins every year'],
};

const NUMBERS = ['none', 'one', 'two', 'three', 'four', 'five'];

function rotationPhrases(count: number): string[] {
  if (count <= 1) return ['one bottle at a time'];
  if (count >= 5) return ['five or more bottles on the go', 'a full shelf in rotation'];
  return [`${NUMBERS[count]} bottles on rotation`, `${NUMBERS[count]} bottles on the go`];
}

/** The wild card's places, as adjectives ("alpine sunrises"). */
const PLACE_WORDS: Readonly<Record<TravelPlace, readonly string[]>> = {
  beach: ['beach', 'seaside', 'coastal', 'shoreline', 'boardwalk', 'surf-town'],
  tropics: ['island', 'lagoon', 'island-hopping', 'palm-beach', 'reef', 'hammock'],
  mediterranean: ['[harbor|harbour]', 'island-hopping', 'Riviera', 'terrace', 'piazza', 'ferry'],
  mountains: ['mountain', 'alpine', 'summit', 'ski-lodge', 'hut', 'valley'],
  city: ['city', 'downtown', 'big-city', 'city-break', 'rooftop', 'gallery'],
  countryside: ['country', 'village', 'farmhouse', 'country-lane', 'meadow', 'barn'],
  gardens: ['garden', 'courtyard', 'park', 'greenhouse', 'orchard', 'terrace'],
  orchards: ['orchard', 'harvest', 'vineyard-road', 'farm', 'barn', 'meadow'],
  forest: ['forest', 'woodland', 'trail', 'cabin', 'campsite', 'lakeside'],
  desert: ['desert', 'dune', 'canyon', 'oasis', 'mesa', 'desert-road'],
  spa: ['spa', 'retreat', 'hot-spring', 'lakeside', 'sauna', 'wellness'],
};
const HOME_WORDS: Readonly<Record<Home, readonly string[]>> = {
  city: ['city', 'downtown'], suburbs: ['backyard', 'suburban'], town: ['small-town', 'main-street'],
  countryside: ['country', 'village'], coast: ['coastal', 'seaside'], mountains: ['mountain', 'alpine'],
};
const TIME_WORDS: Readonly<Record<Moment, readonly string[]>> = {
  morning: ['mornings', 'sunrises', 'early starts', 'dawns', 'first light'],
  sunset: ['sunsets', 'evenings', 'late afternoons', 'dusks', 'twilights'],
  night: ['nights', 'starlit nights', 'late nights', 'midnights', 'moonrises'],
};
const OTHER_TIMES = ['trips', 'escapes', 'weekends', '{vacations|holidays}', 'days off', 'getaways', 'detours', 'Sundays'];

/** Who goes along on the wild card's outing, by occasion and by sociability. */
const COMPANY_BY_MOMENT: Readonly<Partial<Record<WearMoment, readonly string[]>>> = {
  date: ['for two'], special: ['dressed up'], weekend: ['off duty'], workout: ['post-run'],
};
const COMPANY: Readonly<Record<Sociability, readonly string[]>> = {
  introvert: ['alone', 'solo', 'with a book', 'in peace', 'unplugged', 'off-grid', 'quietly'],
  between: ['with one friend', 'with family', 'with a few friends', 'in good company', 'for two or four', 'with old friends'],
  extrovert: ['with friends', 'with a crowd', 'with the crew', 'all together', 'with everyone', 'with the gang', 'en masse'],
};

const WILD_CARD_FORMS: ReadonlyArray<(tag: string) => string> = [
  (tag) => `Wild card: ${tag}, as ${AI_WILD_CARD_ENDING}.`,
  (tag) => `Wild card: ${tag}; ${AI_WILD_CARD_ENDING}.`,
  (tag) => `Wild card for ${tag}: ${AI_WILD_CARD_ENDING}.`,
  (tag) => `A wild card: ${tag}; ${AI_WILD_CARD_ENDING}.`,
  (tag) => `One wild card: ${tag}; ${AI_WILD_CARD_ENDING}.`,
  (tag) => `Wild card, ${tag}: ${AI_WILD_CARD_ENDING}.`,
  (tag) => `Wild card, ${tag}; ${AI_WILD_CARD_ENDING}.`,
  (tag) => `Wild card: ${tag}. After all, ${AI_WILD_CARD_ENDING}.`,
  (tag) => `A wild card for ${tag}: ${AI_WILD_CARD_ENDING}.`,
  (tag) => `Wild card, for ${tag}: ${AI_WILD_CARD_ENDING}.`,
  (tag) => `Last, a wild card: ${tag}; ${AI_WILD_CARD_ENDING}.`,
  (tag) => `Our wild card: ${tag}, as ${AI_WILD_CARD_ENDING}.`,
];

/** One or two wear occasions (else where they live) as one adverbial: "at work and on date nights". */
/**
 * One or two wear occasions, with where they live when it fits, as adverbials ("at work and on date
 * nights", "on slow Saturdays by the sea"): the richer phrases first, then the plainer ones.
 */
function whenPhrases(draw: Draw): [string[], string[]] {
  const { moments, home } = draw.traits;
  const named = draw.shuffle(moments).slice(0, 2);
  const [a, b] = named.map((moment) => WHEN[moment]);
  const where = home ? WHERE[home] : [];
  const rich = [...(a && b ? combine(a, b).map(([x, y]) => `${x} and ${y}`) : []), ...(a ? combine(a, where).map(([x, y]) => `${x} ${y}`) : [])];
  const plain = a ? [...a] : home ? [...where] : ['wherever you go', 'day to day', 'in every room you walk into', 'in any company'];
  return [rich, plain];
}

function presence(draw: Draw, analogy: boolean): string[] {
  const level = draw.traits.personality;
  const groups = whenPhrases(draw);
  if (analogy) {
    const likes = PERSON_LIKE[level];
    return groups.flatMap((when) => draw.shuffle([
      ...combine(likes, when).map(([[like, means], at]) => `${capitalise(at)}, like ${like}, ${means}.`),
      ...combine(likes, when).map(([[like, means], at]) => `Like ${like}, ${means}, ${at} most of all.`),
      ...combine(combine(likes, CLAUSES[level]), when).map(([[[like], clause], at]) => `Like ${like}, ${clause} ${at}.`),
    ]));
  }
  const forms: ReadonlyArray<(clause: string, at: string) => string> = [
    (clause, at) => `${capitalise(at)}, ${clause}.`,
    (clause, at) => `${capitalise(clause)}, ${at} most of all.`,
    (clause, at) => `${capitalise(clause)}, and ${at} it shows.`,
    (clause, at) => `${capitalise(at)} especially, ${clause}.`,
  ];
  return groups.flatMap((when) => draw.shuffle(forms.flatMap((form) => combine(CLAUSES[level], when).map(([clause, at]) => form(clause, at)))));
}

function scenesOf(draw: Draw): string[] {
  return draw.shuffle(draw.traits.loved).flatMap((field) => draw.shuffle(FAMILIES[field].scenes));
}

function smellsOf(draw: Draw): string[] {
  const { smells, moment } = draw.traits;
  return [...draw.shuffle(smells).flatMap((smell) => draw.shuffle(SMELLS[smell])), ...(moment ? draw.shuffle(MOMENTS[moment]) : [])];
}

function taste(draw: Draw, analogy: boolean): string[] {
  const scenes = scenesOf(draw);
  const smells = smellsOf(draw);
  const avoids = draw.shuffle(draw.traits.disliked).flatMap((field) => draw.shuffle(FAMILIES[field].avoid));
  const pairs = (forms: ReadonlyArray<(a: string, b: string) => string>, as: string[], bs: string[]): string[] =>
    draw.shuffle(forms.flatMap((form) => combine(as, bs).map(([a, b]) => form(a, b))));
  if (analogy) {
    const forms: ReadonlyArray<(a: string, b: string) => string> = [
      (scene, smell) => `Imagine ${scene} and ${smell}, worn on the skin.`,
      (scene, smell) => `Imagine ${smell}, then ${scene}: that is your mood.`,
      (scene, smell) => `Imagine ${scene}, with ${smell} close by.`,
      (scene, smell) => `Imagine ${smell} on the way to ${scene}.`,
      (scene, smell) => `Imagine ${scene}, then ${smell}.`,
      (scene, smell) => `Imagine ${smell} and ${scene} in one breath.`,
    ];
    const single = [...scenes, ...smells].flatMap((x) => [`Imagine ${x}: that is the mood you want to wear.`, `Imagine ${x}, bottled for you.`]);
    return [...pairs(forms, scenes, smells), ...draw.shuffle(single),
      'Imagine a wardrobe edited down to what you really wear.', 'Imagine a blank page and a very good pen: that is where we start.'];
  }
  const both: ReadonlyArray<(a: string, b: string) => string> = [
    (scene, avoid) => `You love ${scene}, never ${avoid}.`,
    (scene, avoid) => `${capitalise(scene)}, yes; ${avoid}, no thank you.`,
    (scene, avoid) => `Drawn to ${scene}, not ${avoid}.`,
    (scene, avoid) => `Your scent should recall ${scene}, not ${avoid}.`,
    (scene, avoid) => `Think ${scene}; skip ${avoid}.`,
    (scene, avoid) => `You want ${scene}, and none of ${avoid}.`,
  ];
  const withSmell: ReadonlyArray<(a: string, b: string) => string> = [
    (scene, smell) => `You love ${scene} and ${smell}.`,
    (scene, smell) => `${capitalise(smell)} and ${scene}: that is your mood.`,
    (scene, smell) => `Your kind of scent recalls ${scene} or ${smell}.`,
    (scene, smell) => `You light up at ${scene}, and at ${smell}.`,
  ];
  const smellAvoid: ReadonlyArray<(a: string, b: string) => string> = [
    (smell, avoid) => `You picked ${smell}; ${avoid} can stay in the shop.`,
    (smell, avoid) => `Yes to ${smell}, no to ${avoid}.`,
    (smell, avoid) => `You love ${smell}; ${avoid}, never.`,
  ];
  const groups = draw.shuffle([pairs(both, scenes, avoids), pairs(withSmell, scenes, smells), pairs(smellAvoid, smells, avoids)]);
  return [
    ...groups.flat(),
    ...scenes.map((scene) => `Your nose goes straight for ${scene}.`),
    ...smells.map((smell) => `You told us you love ${smell}, and it shows.`),
    ...avoids.map((avoid) => `Open to most moods, but never ${avoid}.`),
    ...draw.shuffle(['No firm loves, no hard refusals: an open mind, and an open nose.',
      'Every mood is still on the table, which makes you fun to dress.']),
  ];
}

function wear(draw: Draw, analogy: boolean): string[] {
  const { frequency, strength, loyalty, rotation } = draw.traits;
  const habits = draw.shuffle(HABIT[frequency]);
  const keeps = draw.shuffle([...LOYALTY[loyalty], ...rotationPhrases(rotation)]);
  if (analogy) {
    const likes = draw.shuffle([...VOLUME_LIKE[strength], ...LOYALTY_LIKE[loyalty]]);
    return [
      ...draw.shuffle(combine(combine(habits, likes), keeps)).map(([[habit, like], keep]) => `${habit}, ${like}; ${keep}.`),
      ...combine(habits, likes).map(([habit, like]) => `${habit}, ${like}.`),
    ];
  }
  const volumes = draw.shuffle(VOLUME[strength]);
  const forms: ReadonlyArray<(habit: string, volume: string, keep: string) => string> = [
    (habit, volume, keep) => `${habit}, ${volume}; ${keep}.`,
    (habit, volume, keep) => `${capitalise(volume)}, ${habit.toLowerCase()}; ${keep}.`,
    (habit, volume, keep) => `${habit}: ${volume}, and ${keep}.`,
  ];
  return draw.shuffle(forms.flatMap((form) => combine(combine(habits, volumes), keeps).map(([[habit, volume], keep]) => form(habit, volume, keep))));
}

function wildCard(draw: Draw): string[] {
  const { places, home, moment } = draw.traits;
  const placeWords = places.length > 0
    ? draw.shuffle(places).flatMap((place) => draw.shuffle(PLACE_WORDS[place]))
    : home ? draw.shuffle(HOME_WORDS[home]) : [];
  const times = moment ? TIME_WORDS[moment] : OTHER_TIMES;
  const company = [...draw.traits.moments.flatMap((m) => COMPANY_BY_MOMENT[m] ?? []), ...COMPANY[draw.traits.sociability]];
  const tags = placeWords.length > 0
    ? combine(placeWords, times).map(([place, time]) => `${place} ${time}`)
    : draw.shuffle(['your next trip', 'somewhere new', 'the road not taken', 'a day off the map']);
  const full = combine(tags, company).map(([tag, who]) => `${tag} ${who}`);
  return [...draw.shuffle(WILD_CARD_FORMS.flatMap((form) => full.map(form))), ...draw.shuffle(WILD_CARD_FORMS.flatMap((form) => tags.map(form)))];
}

export const ENGLISH: Lexicon = { presence, taste, wear, wildCard };
