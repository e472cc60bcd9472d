/**
 * The seed's interface words: the quiz's `interfaceText` (the element's own catalogue, src/i18n/, so the
 * seed and the fallback say the same) and the results page's screen-reader and chart words of the
 * marketing `copy`, with their translations per locale (only the texts that differ; the rest falls back
 * to the base document's field by field). French texts get French typography.
 */
import { INTERFACE_TEXT_FIELDS, type InterfaceTextField, type MarketingCopyField } from '../../../contract/content-documents.ts';
import type { Locale } from '../../../contract/markets.ts';
import { frenchTypography } from '../../../src/core/french-typography.ts';
import { EN } from '../../../src/i18n/english.ts';
import { FR } from '../../../src/i18n/fr.ts';
import { FR_RESULTS_FALLBACK } from '../../../src/core/results-fallback-fr.ts';
import { EN_GB_RESULTS_FALLBACK } from '../../../src/core/results-fallback-en-gb.ts';
import type { Catalogue } from '../../../src/i18n/catalogue.ts';
import type { InterfaceTextDoc } from '../sanity-types.ts';

type Texts<F extends string> = Partial<Record<F, string>>;

const interfaceTexts = (catalogue: Catalogue) =>
  Object.fromEntries(INTERFACE_TEXT_FIELDS.map((field) => [field, catalogue[field]])) as Record<InterfaceTextField, string>;
const typeset = <F extends string>(texts: Texts<F>): Texts<F> =>
  Object.fromEntries(Object.entries(texts).map(([field, text]) => [field, frenchTypography(String(text))])) as Texts<F>;

/** The base quiz's interface texts (en-US). */
export const INTERFACE_TEXT: InterfaceTextDoc = { _type: 'interfaceText', ...interfaceTexts(EN) };

/** Per locale, the quiz's interface texts that differ from en-US (none differ in en-GB, en-IE, en-CA). */
export const INTERFACE_TEXT_TRANSLATIONS: Record<Exclude<Locale, 'en-US'>, Texts<InterfaceTextField>> = {
  'fr-CA': typeset(interfaceTexts(FR)),
  'en-GB': {},
  'en-IE': {},
  'en-CA': {},
};

/** The screen-reader and scent-profile words of the marketing `copy`: their translations are the element's own fallback's (src/i18n/). */
const SCREEN_READER_AND_PROFILE_COPY = [
  'regularPrice', 'salePrice', 'price', 'tableYes', 'tableNo', 'testimonialsLabel', 'previousTestimonial',
  'nextTestimonial', 'testimonialPosition', 'profileLove', 'profileAvoid', 'profileStrength', 'profileOccasions',
  'profileNone', 'profileNotRated', 'profileAxisAvoid', 'profileAxisLove', 'profileTableCaption',
  'profileTableFamily', 'profileTableRating', 'feelingStronglyDislike', 'feelingDislike', 'feelingNeutral',
  'feelingLike', 'feelingLove', 'strengthVerySubtle', 'strengthSubtle', 'strengthMixed', 'strengthStrong',
  'strengthVeryStrong', 'familyFloral', 'familySpicy', 'familyWoody', 'familyCitrus', 'familySweet',
  'familyTropical', 'familyFreshFruit', 'familyHerbal', 'familyOceanic', 'familyGreen', 'familyEarthy',
  'seasonSpring', 'seasonSummer', 'seasonFall', 'seasonWinter', 'carouselDescription', 'slideDescription',
] as const satisfies readonly MarketingCopyField[];

const pick = <F extends string>(texts: Readonly<Record<F, string>>, fields: readonly F[]): Texts<F> =>
  Object.fromEntries(fields.map((field) => [field, texts[field]])) as Texts<F>;

/** Per locale, the marketing `copy` texts of the screen-reader and scent-profile words that differ. */
export const MARKETING_COPY_TRANSLATIONS: Record<Exclude<Locale, 'en-US'>, Texts<MarketingCopyField>> = {
  'fr-CA': typeset(pick(FR_RESULTS_FALLBACK, SCREEN_READER_AND_PROFILE_COPY)),
  'en-GB': { seasonFall: EN_GB_RESULTS_FALLBACK.seasonFall },
  'en-IE': { seasonFall: EN_GB_RESULTS_FALLBACK.seasonFall },
  'en-CA': {},
};
