/**
 * The content documents' field names: the one list the Sanity Studio schema (studio/schemas), the
 * element's GROQ projections (contract/content-queries.ts) and the seed generator (content/src) agree on.
 * Rename or add a field here and all three stop compiling until they follow. See docs/studio.md.
 *
 * Plain constants only: the element imports types from here, never values, so its bundle does not grow.
 */
import { STEP_TYPE_CONTENT, storedStepTypes } from './step-types.ts';
import type { StepTypeName } from './step-types.ts';

/** The document types the element and the backend read. */
export const DOCUMENT_TYPES = { quiz: 'quiz', marketing: 'marketing', houseScent: 'houseScent' } as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[keyof typeof DOCUMENT_TYPES];

/** Values of a step's `type`, as stored (declared in ./step-types.ts). */
export const STEP_TYPES: readonly StepTypeName[] = storedStepTypes(STEP_TYPE_CONTENT);
export type { StepTypeName };

/** Values of a step's `option`. */
export const STEP_OPTIONS = ['Multiple', 'single'] as const;
export type StepOption = (typeof STEP_OPTIONS)[number];

/** Values of a house scent's `occasions` (the values of the quiz's occasions step) and `seasons`. */
export const HOUSE_SCENT_OCCASIONS = ['daytime', 'work', 'evenings out', 'date night', 'special occasions', 'weekends', 'workouts'] as const;
export const HOUSE_SCENT_SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type Occasion = (typeof HOUSE_SCENT_OCCASIONS)[number];
export type Season = (typeof HOUSE_SCENT_SEASONS)[number];

/** The field on every image field that holds the alt text of that use of the image. */
export const ALT_TEXT_FIELD = 'altText';

/**
 * The results page's words (the marketing document's `copy` object), each a template whose `{name}`
 * placeholders are filled from figures held elsewhere in the content (see COPY_PLACEHOLDERS).
 */
export const MARKETING_COPY_FIELDS = [
  'heroEyebrow', 'heroHeading', 'kitButton', 'kitButtonSecondary', 'analyzing', 'resultsEyebrow', 'resultsHeading',
  'kitEyebrow', 'kitHeading', 'kitIntro', 'kitFamily', 'kitCharacter', 'kitWhen', 'kitWhy', 'retake',
  'profileEyebrow', 'profileHeading', 'expectHeading', 'expectSubheading', 'testimonialsHeading', 'principlesHeading',
  'differenceHeading', 'faqHeading', 'cardButton', 'cardSaving', 'cardReviews', 'cardRating', 'bestValue',
  'deliveryNote', 'returnsNote', 'regularPrice', 'salePrice', 'price', 'tableYes', 'tableNo', 'testimonialsLabel',
  'previousTestimonial', 'nextTestimonial', 'testimonialPosition', 'profileLove', 'profileAvoid', 'profileStrength',
  'profileOccasions', 'profileNone', 'profileNotRated', 'profileAxisAvoid', 'profileAxisLove', 'profileTableCaption',
  'profileTableFamily', 'profileTableRating', 'feelingStronglyDislike', 'feelingDislike', 'feelingNeutral', 'feelingLike',
  'feelingLove', 'strengthVerySubtle', 'strengthSubtle', 'strengthMixed', 'strengthStrong', 'strengthVeryStrong',
  'familyFloral', 'familySpicy', 'familyWoody', 'familyCitrus', 'familySweet', 'familyTropical', 'familyFreshFruit',
  'familyHerbal', 'familyOceanic', 'familyGreen', 'familyEarthy', 'seasonSpring', 'seasonSummer', 'seasonFall', 'seasonWinter', 'carouselDescription', 'slideDescription',
] as const;
export type MarketingCopyField = (typeof MARKETING_COPY_FIELDS)[number];

/** The results e-mail's words (an `email` step's `resultsEmail`), and its unsubscribe link's page; `footer` may say `{sender}`. */
export const RESULTS_EMAIL_FIELDS = [
  'subject', 'heading', 'intro', 'kitHeading', 'cartButton', 'footer', 'unsubscribe',
  'unsubscribedTitle', 'unsubscribedText', 'invalidLinkTitle', 'invalidLinkText',
] as const;
export type ResultsEmailField = (typeof RESULTS_EMAIL_FIELDS)[number];

/**
 * The question screens' own words (the quiz document's `interfaceText` object): navigation, progress, the
 * age and perfume pickers, the e-mail step, the analysis screen and the loading and error lines after the
 * quiz loaded. Each may hold the placeholders INTERFACE_TEXT_PLACEHOLDERS gives it.
 */
export const INTERFACE_TEXT_FIELDS = [
  'next', 'back', 'navigationLabel', 'progressLabel', 'stepCount', 'progressComplete', 'yearLabel', 'monthLabel',
  'searchPlaceholder', 'searchHint', 'clearSearch', 'matchingPerfumes', 'selectedTag', 'yourPerfumes', 'removePerfume',
  'emptySlot', 'selectedCount', 'alreadySelected', 'pickerFull', 'pickerTooMany', 'pickerLoading', 'pickerNoMatches', 'pickerShowingFirst', 'pickerFailed',
  'retry', 'emailLabel', 'emailSend', 'emailSent', 'emailFailed', 'emailEmpty', 'emailTooLong',
  'emailMalformed', 'emailDisposable', 'emailConsentNeeded', 'skip', 'analysisReading', 'analysisWeighing',
  'analysisMatching', 'analysisChoosing', 'analysisImageAlt', 'seeResults', 'resultsReady', 'loadingRecommendation',
  'recommendationFailed', 'redirecting', 'loadingQuestion', 'questionFailed',
] as const;
export type InterfaceTextField = (typeof INTERFACE_TEXT_FIELDS)[number];

/** The placeholders of the interface texts that have any; the others take none. */
export const INTERFACE_TEXT_PLACEHOLDERS: Partial<Record<InterfaceTextField, readonly string[]>> = {
  stepCount: ['step', 'count'],
  progressComplete: ['progress'],
  removePerfume: ['name'],
  emptySlot: ['number'],
  selectedCount: ['count', 'max'],
  alreadySelected: ['name'],
  pickerFull: ['max'],
  pickerTooMany: ['max'],
  pickerShowingFirst: ['count'],
};

/** The results-page texts the element fills itself (not from the store's figures): their own placeholders. */
export const OWN_PLACEHOLDER_COPY: Partial<Record<MarketingCopyField, readonly string[]>> = {
  testimonialPosition: ['position', 'count'],
};

/**
 * The placeholders a text may hold. Store-wide ones come from the marketing document and the kit (the
 * product whose variant id is the quiz result's); product ones from the product the text belongs to
 * (its card, its description, its comparison-table column).
 */
export const COPY_PLACEHOLDERS = {
  store: ['productName', 'email', 'successRate', 'unitsSold', 'kitPrice', 'kitCompareAtPrice', 'kitCredit'],
  product: ['price', 'compareAtPrice', 'percentOff', 'credit', 'rating', 'reviewCount', 'sampleSize'],
} as const;
export type StorePlaceholder = (typeof COPY_PLACEHOLDERS.store)[number];
export type ProductPlaceholder = (typeof COPY_PLACEHOLDERS.product)[number];

/** Every object type's own fields (system fields such as `_id`, `_key`, `_type` are not listed). */
export const CONTENT_FIELDS = {
  /** `language`: set on a translation only (Sanity's document-level convention); the base has none. */
  quiz: ['name', 'steps', 'quizResult', 'experiment', 'language', 'interfaceText'],
  experiment: ['variants'],
  experimentVariant: ['variant', 'weight', 'start', 'stop'],
  interfaceText: INTERFACE_TEXT_FIELDS,
  step: [
    'id', 'name', 'type', 'heading', 'subHeading', 'text', 'option', 'version', 'canNext', 'shouldSubmitQuiz',
    'shopifyVariantId', 'labelRange', 'image', 'background', 'backgroundMobile', 'imageUrl', 'backgroundUrl',
    'backgroundMobileUrl', 'items', 'abtesting', 'consentTexts', 'screen', 'resultsEmail',
  ],
  /** `email` steps: the results e-mail's words, translated with the quiz (server/mail/results-email.ts). */
  resultsEmail: RESULTS_EMAIL_FIELDS,
  consentText: ['markets', 'text', 'version'],
  item: ['text', 'value', 'image'],
  quizResult: [
    'shopifyVariantId', 'backgroundImage', 'backgroundImageMobile', 'variant', 'recommendProductListTitle',
    'recommendTableTitle', 'productRecommends', 'comparisonRows',
  ],
  productRecommend: [
    'title', 'description', 'price', 'compareAtPrice', 'credit', 'rating', 'reviewCount', 'sampleSize', 'shippingNote',
    'isBestValue', 'shopifyVariantId', 'image', 'badgeImage', 'marketOffers',
  ],
  /** A product's price in one market (contract/markets.ts); the product's own fields are the U.S. offer. */
  marketOffer: ['country', 'price', 'compareAtPrice', 'credit'],
  comparisonRow: ['label', 'cells'],
  money: ['amount', 'currency'],
  marketing: [
    'productName', 'email', 'successRate', 'unitsSold', 'copy', 'heroPerks', 'expectSteps', 'testimonials', 'principles',
    'faqs', 'differenceIntro', 'differencePoints', 'differenceImage', 'differenceImageMobile', 'language',
  ],
  marketingCopy: MARKETING_COPY_FIELDS,
  testimonial: ['name', 'quote'],
  principle: ['title', 'text'],
  differencePoint: ['title', 'text'],
  faq: ['question', 'answer'],
  houseScent: ['name', 'description', 'families', 'intensity', 'occasions', 'seasons', 'language'],
} as const;

export type ContentObjectType = keyof typeof CONTENT_FIELDS;
export type FieldOf<T extends ContentObjectType> = (typeof CONTENT_FIELDS)[T][number];

/**
 * `true` when the shape `D` has exactly the fields of `T` (optional ones included) plus `_`-prefixed
 * system fields; otherwise an object naming the extra and missing fields, which `AssertFields` rejects.
 */
export type FieldCheck<T extends ContentObjectType, D> = [
  Exclude<keyof D, FieldOf<T> | `_${string}`>,
  Exclude<FieldOf<T>, keyof D>,
] extends [never, never]
  ? true
  : { extra: Exclude<keyof D, FieldOf<T> | `_${string}`>; missing: Exclude<FieldOf<T>, keyof D> };

/** Compiles only for `true`: `type Checks = [AssertFields<FieldCheck<'step', StepDoc>>]`. */
export type AssertFields<Check extends true> = Check;
