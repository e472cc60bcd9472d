/** The steps of the main quiz (dataset `staging`), in order. */
import { DEFAULT_EMAIL_WORDS } from '../../contract/email-optin.ts';
import { COLOR_PALETTE, LOYALTY_OPTIONS, SCENT_FAMILIES } from '../../src/core/constants.ts';
import { BACKGROUNDS as BG, MOMENTS, SCENT_STORY, SMELLS, TRAVEL } from './images.ts';
import type { StepDoc } from './sanity-types.ts';
import { items, scale, step } from './step-builders.ts';

export const KIT_VARIANT_ID = '44890123456789';
export const SAMPLER_VARIANT_ID = '44890123456790';

/** Wear occasions; house scents use the same values. */
export const OCCASIONS = [
  ['Daytime', 'daytime'], ['At work', 'work'], ['Evenings out', 'evenings out'], ['Date night', 'date night'],
  ['Special occasions', 'special occasions'], ['Weekends', 'weekends'], ['Workouts', 'workouts'],
] as const;

export const SCENT_TYPES = [
  ['Fresh & clean', 'fresh-clean'], ['Warm & cozy', 'warm-cozy'], ['Sweet & gourmand', 'sweet-gourmand'],
  ['Floral & romantic', 'floral-romantic'], ['Woody & earthy', 'woody-earthy'], ['Light & airy', 'light-airy'],
] as const;

/** The eleven rating steps: URL name, row label and a playful hint, in SCENT_FAMILIES order. */
const RATINGS = [
  ['floral', 'Floral', 'Bouquets, blossoms and garden strolls.'],
  ['spicy', 'Warm & spicy', 'Cozy, glowing and a little mysterious.'],
  ['woody', 'Woody', 'Cabins, libraries and forest walks.'],
  ['citrus', 'Citrus', 'Bright, zesty and wide awake.'],
  ['sweet', 'Sweet', 'A little indulgent, a lot comforting.'],
  ['tropical', 'Tropical fruit', 'Sunshine, islands and vacation mode.'],
  ['freshfruit', 'Fresh fruit', 'Crisp, juicy and just picked.'],
  ['herbal', 'Herbal', 'Kitchen gardens and apothecary shelves.'],
  ['oceanic', 'Oceanic', 'Sea spray, open water and salty air.'],
  ['green', 'Green', 'Snapped stems and fresh-cut leaves.'],
  ['earthy', 'Earthy & mossy', 'Forest floors and the air after rain.'],
] as const;

/** The ratings share two screens (a grid each): six families, then five. */
const RATING_SCREENS = ['How do you feel about these scents?', 'And about these?'] as const;

function ratingSteps(): StepDoc[] {
  return SCENT_FAMILIES.map(({ field }, i) => {
    const [name, heading, subHeading] = RATINGS[i] ?? ['', '', ''];
    return step({
      name, id: field, type: 'range', background: BG.petals, heading, subHeading,
      labelRange: ['Strongly dislike', 'Love'], items: scale(name, 1), screen: RATING_SCREENS[i < 6 ? 0 : 1],
    });
  });
}

/** Moods, each standing for a palette colour (the answer stays a colour of the palette). */
const MOODS = [
  ['Calm', 'blue'], ['Joyful', 'yellow'], ['Romantic', 'pink'], ['Bold', 'red'], ['Grounded', 'green'],
  ['Dreamy', 'purple'], ['Energized', 'orange'], ['Mysterious', 'black'], ['Serene', 'white'],
] as const;

const moodItems = () => items('mood', MOODS.map(([text, colour]) => [text, COLOR_PALETTE.find((c) => c.name === colour)?.hex ?? ''] as const));

const colorItems = (stepName: string) => items(stepName, COLOR_PALETTE.map(({ name, hex }) => [name, hex] as const));

export const STAGING_STEPS: StepDoc[] = [
  step({
    name: 'welcome', type: 'Landing', canNext: true, background: BG.dawn,
    heading: 'Find your signature scent', text: 'A few playful questions, four scents picked just for you.',
  }),
  step({
    name: 'aboutyou', type: 'transition', canNext: true, background: BG.dawn,
    heading: 'First, a little about you', text: 'Quick questions, no wrong answers.',
  }),
  step({
    name: 'age', type: 'age', background: BG.soft, screen: 'About you',
    heading: 'When were you born?', subHeading: 'Your birthday helps us read the room, nothing more.',
  }),
  step({
    name: 'gender', type: 'select', background: BG.soft, screen: 'About you',
    heading: 'How do you identify?', subHeading: 'Our scents are for everyone; this just helps us learn.',
    items: items('gender', [
      ['Female', 'female'], ['Male', 'male'], ['Non-binary', 'non-binary'], ['Prefer not to say', 'prefer-not-to-say'],
    ]),
  }),
  step({
    name: 'grewup', id: 'country_spend', type: 'select', background: BG.soft, screen: 'Your places',
    heading: 'Where did you grow up?',
    items: items('grewup', [
      ['United States', 'united-states'], ['Canada', 'canada'], ['United Kingdom', 'united-kingdom'],
      ['Ireland', 'ireland'], ['Europe', 'europe'], ['Latin America', 'latin-america'], ['Asia', 'asia'],
      ['Africa', 'africa'], ['Middle East', 'middle-east'], ['Oceania', 'oceania'],
    ]),
  }),
  step({
    name: 'spendtime', id: 'country_part_did_live', type: 'select', background: BG.soft, screen: 'Your places',
    heading: 'Where do you spend most of your time?',
    items: items('spendtime', [
      ['A big city', 'big-city'], ['The suburbs', 'suburbs'], ['A small town', 'small-town'],
      ['The countryside', 'countryside'], ['By the coast', 'coast'], ['The mountains', 'mountains'],
    ]),
  }),
  step({
    name: 'personality', id: 'in_extroverted_point', type: 'range', background: BG.soft,
    heading: 'Are you more of an introvert or an extrovert?', subHeading: 'Go with your gut.',
    labelRange: ['Very introverted', 'Very extroverted'], items: scale('personality', 0),
  }),
  step({
    name: 'travel', id: 'appeals', type: 'image', multiple: true, background: BG.meadow,
    heading: 'Which places do you love to travel to?', subHeading: 'Pick as many as you like.',
    items: items('travel', [
      ['Beaches', 'beach', TRAVEL.beach], ['Mountains', 'mountains', TRAVEL.mountains],
      ['Big cities', 'city', TRAVEL.city], ['The countryside', 'countryside', TRAVEL.countryside],
      ['Deserts', 'desert', TRAVEL.desert], ['Forests', 'forest', TRAVEL.forest],
    ]),
  }),
  step({
    name: 'scentstory', type: 'transition', canNext: true, background: BG.memory, image: SCENT_STORY,
    heading: 'Scent is memory', text: 'Now let’s talk about the scents that stay with you.',
  }),
  step({
    name: 'frequency', id: 'often_wear_fragrance', type: 'range', background: BG.blush, screen: 'How you wear it',
    heading: 'How often do you wear fragrance?',
    labelRange: ['Never', 'Always'], items: scale('frequency', 0),
  }),
  step({
    name: 'strength', id: 'subtle_strong_scrent', type: 'range', background: BG.blush, screen: 'How you wear it',
    heading: 'How strong do you like your scent?', subHeading: 'A whisper or a statement?',
    labelRange: ['Very subtle', 'Very strong'], items: scale('strength', 0),
  }),
  step({
    name: 'occasions', id: 'when_like_wear_fragrance', type: 'select', multiple: true, background: BG.blush,
    screen: 'Your fragrance routine',
    heading: 'When do you like to wear fragrance?', subHeading: 'Choose all that apply.',
    items: items('occasions', OCCASIONS),
  }),
  step({
    name: 'rotation', id: 'perfumes_usual_rotation', type: 'select', background: BG.blush, screen: 'Your fragrance routine',
    heading: 'How many perfumes are in your usual rotation?',
    items: items('rotation', [['1', '1'], ['2', '2'], ['3', '3'], ['4', '4'], ['5 or more', '5']]),
  }),
  step({
    name: 'scenttypes', id: 'scent_type_typically_prefer', type: 'select', multiple: true, background: BG.blush,
    heading: 'Which scent types do you usually reach for?', subHeading: 'Choose all that apply.',
    items: items('scenttypes', SCENT_TYPES),
  }),
  ...ratingSteps(),
  step({
    name: 'colors', id: 'color_these_you_love1', type: 'color', multiple: true, canNext: true, background: BG.lavender,
    heading: 'Which colors do you love?', subHeading: 'Pick as many as you like.', items: colorItems('colors'),
  }),
  step({
    name: 'smells', id: 'color_these_you_love2', type: 'image', multiple: true, background: BG.meadow,
    heading: 'Which of these smells do you enjoy?', subHeading: 'Pick all that make you smile.',
    items: items('smells', [
      ['Fresh laundry', 'fresh-laundry', SMELLS.laundry], ['A campfire', 'campfire', SMELLS.campfire],
      ['Rain on pavement', 'rain-on-pavement', SMELLS.rain], ['Cut grass', 'cut-grass', SMELLS.grass],
      ['A bakery', 'bakery', SMELLS.bakery], ['Sea breeze', 'sea-breeze', SMELLS.seaBreeze],
      ['A rose garden', 'rose-garden', SMELLS.roseGarden], ['An orange grove', 'orange-grove', SMELLS.orangeGrove],
    ]),
  }),
  step({
    name: 'mood', id: 'color_these_you_love3', type: 'select', canNext: true, background: BG.lavender, screen: 'Right now',
    heading: 'Which word fits your mood today?', items: moodItems(),
  }),
  step({
    name: 'moment', id: 'color_these_you_love4', type: 'image', canNext: true, background: BG.meadow, screen: 'Right now',
    heading: 'Which moment feels most like you?',
    items: items('moment', [
      ['A quiet morning', 'quiet-morning', MOMENTS.morning], ['Golden hour', 'golden-hour', MOMENTS.goldenHour],
      ['A starry night', 'starry-night', MOMENTS.night],
    ]),
  }),
  step({
    name: 'loyalty', id: 'loyal_scent_play_the_field', type: 'select', background: BG.blush,
    heading: 'Are you loyal to a scent, or do you play the field?',
    items: items('loyalty', LOYALTY_OPTIONS.map((text, i) => [text, String(i - 1)] as const)),
  }),
  step({
    name: 'almostthere', type: 'transition', canNext: true, background: BG.almost,
    heading: 'Almost there!', text: 'One last thing before we find your matches.',
  }),
  step({
    name: 'favorites', id: 'favorite_fragrances', type: 'search', canNext: true, background: BG.soft,
    heading: 'Any perfumes you already know and love?', subHeading: 'Add up to 4, or skip this one.',
  }),
  step({
    name: 'email', type: 'email', canNext: true, background: BG.soft,
    heading: 'Want your results by e-mail?',
    subHeading: 'We will send your profile and your Discovery Kit, so you can come back to them. Or skip this step.',
    consentTexts: [
      {
        _key: 'consent-ca', _type: 'consentText', markets: ['CA'], version: 'ca-2026-11',
        text: 'Yes, Scentology (1200 Rue Sainte-Catherine O, Montréal QC H3B 1K1, care@scentology.example) may e-mail me my quiz results and news about its fragrances. I can unsubscribe at any time.',
      },
      {
        _key: 'consent-default', _type: 'consentText', markets: [], version: 'default-2026-11',
        text: 'Yes, e-mail me my quiz results and occasional news from Scentology. We use your address only for these e-mails; you can unsubscribe at any time.',
      },
    ],
    resultsEmail: { _type: 'resultsEmail', ...DEFAULT_EMAIL_WORDS },
  }),
  step({
    name: 'results', type: 'cta', canNext: true, shouldSubmitQuiz: true, shopifyVariantId: KIT_VARIANT_ID,
    background: BG.results,
    heading: 'Finding your matches…', subHeading: 'Blending your answers into a kit made just for you.',
  }),
];
