/** The English words of the lazily loaded screens (./en.ts has the first step's); each ships with its screen's chunk. */
import { EMAIL_PROBLEM_MESSAGES } from '../../contract/email-optin.ts';
import type { Catalogue } from './catalogue.ts';

/** The age picker. */
export const EN_AGE = {
  yearLabel: 'Year',
  monthLabel: 'Month',
} as const satisfies Partial<Catalogue>;

/** The perfume picker. */
export const EN_PICKER = {
  searchPlaceholder: 'Search for a perfume',
  searchHint: 'Type a perfume or brand name, then choose from the list.',
  clearSearch: 'Clear search',
  matchingPerfumes: 'Matching perfumes',
  selectedTag: 'Selected',
  yourPerfumes: 'Your perfumes',
  removePerfume: 'Remove {name}',
  emptySlot: 'Empty slot {number}',
  selectedCount: '{count} of {max} perfumes selected',
  alreadySelected: '{name} is already selected',
  pickerFull: 'You have chosen {max} perfumes, as many as the kit holds. Remove one to choose another.',
  pickerTooMany: 'You can choose up to {max} perfumes',
  pickerLoading: 'Loading...',
  pickerNoMatches: 'No items found',
  pickerShowingFirst: 'Showing the first {count} matches. Type more to narrow the list.',
  pickerFailed: 'Some perfumes could not be loaded.',
  retry: 'Try again',
  skip: 'Skip',
} as const satisfies Partial<Catalogue>;

/** The e-mail step. */
export const EN_EMAIL = {
  emailLabel: 'E-mail address',
  emailSend: 'E-mail me my results',
  emailSent: 'Your results are on their way to your inbox.',
  emailFailed: 'We could not send your results. Check the address and try again, or skip this step.',
  emailEmpty: EMAIL_PROBLEM_MESSAGES.empty,
  emailTooLong: EMAIL_PROBLEM_MESSAGES['too-long'],
  emailMalformed: EMAIL_PROBLEM_MESSAGES.malformed,
  emailDisposable: EMAIL_PROBLEM_MESSAGES.disposable,
  emailConsentNeeded: 'Tick the box to get your results by e-mail, or skip this step.',
  skip: 'Skip',
} as const satisfies Partial<Catalogue>;

/** The analysis screen. */
export const EN_ANALYSIS = {
  analysisReading: 'Reading your scent loves…',
  analysisWeighing: 'Weighing your dislikes…',
  analysisMatching: 'Matching your moments…',
  analysisChoosing: 'Choosing your four scents…',
  analysisImageAlt: 'A perfume bottle with bubbles rising inside, mixing your results',
  seeResults: 'See your results',
} as const satisfies Partial<Catalogue>;

/** The results page's own loading and failure lines. */
export const EN_RESULTS = {
  contentProblem: 'Part of your recommendation could not load. Please check your connection and try again.',
  retry: 'Try again',
  loadingRecommendation: 'Loading your recommendation…',
} as const satisfies Partial<Catalogue>;
