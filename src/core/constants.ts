/** Business constants of spec §9, in one place. */

export const MAX_PERFUME_SELECTIONS = 4;
export const SEARCH_DEBOUNCE_MS = 300;
export const PICKER_LIST_HEIGHT_PX = 300;
export const PICKER_ROW_HEIGHT_PX = 100;

export const AUTO_ADVANCE_TRANSITION_MS = 3000;
export const AUTO_ADVANCE_IMAGE_MS = 2000;
export const AUTO_ADVANCE_STEP_NAMES = ['aboutyou', 'almostthere'] as const;
export const ALMOST_THERE_STEP_NAME = 'almostthere';
export const RECOMMENDATION_PATH = '/recommendation';

export const SMALL_GRID_BELOW_ITEMS = 4;
export const DROPDOWN_VIEWPORT_MARGIN_PX = 16;

export const MOBILE_BACKGROUND_BELOW_PX = 719;
export const DIFFERENCE_IMAGE_MOBILE_BELOW_PX = 620;
export const PICTURE_DESKTOP_FROM_PX = 768;

export const FIRST_BIRTH_YEAR = 1930;
export const LAST_BIRTH_YEAR = 2016;
export const BIRTH_YEARS: readonly number[] = Array.from(
  { length: LAST_BIRTH_YEAR - FIRST_BIRTH_YEAR + 1 },
  (_, i) => FIRST_BIRTH_YEAR + i,
);
export const DEFAULT_BIRTH_YEAR = 1990;
export const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;
export type MonthName = (typeof MONTHS)[number];
export const DEFAULT_BIRTH_MONTH: MonthName = 'January';

export const COLOR_PALETTE = [
  { name: 'black', hex: '#000000' },
  { name: 'blue', hex: '#7BB0FF' },
  { name: 'green', hex: '#7CCA7F' },
  { name: 'purple', hex: '#BE89FF' },
  { name: 'red', hex: '#FF6666' },
  { name: 'pink', hex: '#FFBCC6' },
  { name: 'white', hex: '#FFFFFF' },
  { name: 'yellow', hex: '#FFDA56' },
  { name: 'orange', hex: '#FF9260' },
] as const;

export const PERSONALITY_OPTIONS = [
  'Very introverted', 'introverted', 'in between introvert and extrovert', 'extroverted', 'very extroverted',
] as const;
export const FREQUENCY_OPTIONS = ['Never', 'occasionally', 'sometimes', 'often', 'always'] as const;
export const STRENGTH_OPTIONS = [
  'Very subtle', 'subtle', 'mixed of subtle and strong', 'Strong', 'Very strong',
] as const;
/** Indexed by `loyal_scent_play_the_field + 1` (spec §3): the stored value runs from -1 to 1. */
export const LOYALTY_OPTIONS = ['Stick to my favorites', 'Like to change it up', 'Always looking'] as const;
export const RATING_LABELS = ['strongly dislike', 'dislike', 'neutral', 'like', 'love'] as const;
export type RatingLabel = (typeof RATING_LABELS)[number];

/** The eleven scent-family rating fields, in the spec's label order. */
export const SCENT_FAMILIES = [
  { field: 'floral_scent_notes', label: 'floral' },
  { field: 'warm_spicy_scent_notes', label: 'spicy' },
  { field: 'woody_scent_notes', label: 'woody' },
  { field: 'citrus_scent_notes', label: 'citrus' },
  { field: 'sweet_edible_notes', label: 'sweet' },
  { field: 'tropical_fruit_notes', label: 'tropical' },
  { field: 'fresh_fruit_notes', label: 'fresh fruit' },
  { field: 'herbal_aromatic_notes', label: 'herbal' },
  { field: 'aquatic_ocean_notes', label: 'oceanic' },
  { field: 'green_notes', label: 'green' },
  { field: 'earthy_mossy_notes', label: 'earthy' },
] as const;
export type ScentFamilyField = (typeof SCENT_FAMILIES)[number]['field'];

export const COLOR_FIELDS = [
  'color_these_you_love1', 'color_these_you_love2', 'color_these_you_love3', 'color_these_you_love4',
] as const;

export const ANALYSIS_RETRY_LIMIT = 10;
export const AI_TEMPERATURE = 0.12;
export const AI_MAX_TOKENS = 200;
export const AI_PRESENCE_PENALTY = 1;
export const AI_BULLETS = 4;
export const AI_MAX_BULLET_CHARS = 80;
export const AI_MAX_WORDS = 120;
export const AI_WILD_CARD_ENDING = 'science cannot always predict desire';

export const DEFAULT_KIT_PRICE = 24.99;
export const FULL_SIZE_CREDIT = 25;
export const SIGNATURE_SAMPLER_CREDIT = 60;
export const REVIEW_COUNT = 527;

export const CATALOGUE_PAGE_SIZE = 4000;
export const CATALOGUE_CACHE_NAME = 'nw-fragrances';

export const CONTENT_DEFAULT_DATASET = 'staging';
export const CONTENT_API_VERSION = '2024-04-01';

export const CAROUSEL_LOCK_MS = 500;

export const STORAGE_KEYS = {
  answers: 'nw_quiz_answers',
  gptContent: 'gpt_content',
  anonymousId: 'ajs_anonymous_id',
} as const;
