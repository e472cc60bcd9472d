/** The element's constants. Those the backend shares (profile fields, bounds, AI rules) live in contract/. */
import { FIRST_BIRTH_YEAR, LAST_BIRTH_YEAR } from '../../contract/limits.ts';

export { CONTENT_API_VERSION, CONTENT_DEFAULT_DATASET } from './content-query.ts';
export { CATALOGUE_PAGE_SIZE, FIRST_BIRTH_YEAR, LAST_BIRTH_YEAR, MAX_PERFUME_SELECTIONS } from '../../contract/limits.ts';
export {
  COLOR_PALETTE, FREQUENCY_OPTIONS, LOYALTY_OPTIONS, PERSONALITY_OPTIONS, RATING_LABELS, SCENT_FAMILIES, STRENGTH_OPTIONS,
} from '../../contract/profile-fields.ts';
export type { RatingLabel, ScentFamilyField } from '../../contract/profile-fields.ts';

export const SEARCH_DEBOUNCE_MS = 300;
export const PICKER_LIST_HEIGHT_PX = 300;
export const PICKER_ROW_HEIGHT_PX = 100;

export const AUTO_ADVANCE_TRANSITION_MS = 3000;
export const AUTO_ADVANCE_IMAGE_MS = 2000;
/** How long a single choice shows selected before the quiz moves on (0 with reduced motion). */
export const CHOICE_BEAT_MS = 350;
export const AUTO_ADVANCE_STEP_NAMES = ['aboutyou', 'almostthere'] as const;
export const ALMOST_THERE_STEP_NAME = 'almostthere';

export const SMALL_GRID_BELOW_ITEMS = 4;
export const DROPDOWN_VIEWPORT_MARGIN_PX = 16;

export const MOBILE_BACKGROUND_BELOW_PX = 719;
export const DIFFERENCE_IMAGE_MOBILE_BELOW_PX = 620;
export const PICTURE_DESKTOP_FROM_PX = 768;

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

export const ANALYSIS_RETRY_LIMIT = 10;

export { DEFAULT_KIT_PRICE } from './kit-price.ts';

export const CATALOGUE_CACHE_NAME = 'nw-fragrances';


export const CAROUSEL_LOCK_MS = 500;

export const STORAGE_KEYS = {
  answers: 'nw_quiz_answers',
  gptContent: 'gpt_content',
  anonymousId: 'ajs_anonymous_id',
} as const;
