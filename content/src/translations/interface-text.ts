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

/** Per locale, the marketing `copy` texts of the screen-reader and scent-profile words that differ. */
export const MARKETING_COPY_TRANSLATIONS: Record<Exclude<Locale, 'en-US'>, Texts<MarketingCopyField>> = {
  'fr-CA': typeset({
    regularPrice: 'Prix courant',
    salePrice: 'Prix réduit',
    price: 'Prix',
    tableYes: 'oui',
    tableNo: 'non',
    testimonialsLabel: 'Témoignages de clients',
    previousTestimonial: 'Témoignage précédent',
    nextTestimonial: 'Témoignage suivant',
    testimonialPosition: '{position} sur {count}',
    profileLove: 'Vous aimez',
    profileAvoid: 'Vous évitez',
    profileStrength: 'Intensité',
    profileOccasions: 'Vous portez du parfum',
    profileNone: 'aucune',
    profileNotRated: 'non noté',
    profileAxisAvoid: '← à éviter',
    profileAxisLove: 'coup de cœur →',
    profileTableCaption: 'Votre note pour chaque famille olfactive',
    profileTableFamily: 'Famille',
    profileTableRating: 'Votre note',
    feelingStronglyDislike: 'n’aime pas du tout',
    feelingDislike: 'n’aime pas',
    feelingNeutral: 'neutre',
    feelingLike: 'aime',
    feelingLove: 'adore',
    strengthVerySubtle: 'Très discret',
    strengthSubtle: 'discret',
    strengthMixed: 'entre discret et intense',
    strengthStrong: 'Intense',
    strengthVeryStrong: 'Très intense',
    familyFloral: 'floral',
    familySpicy: 'épicé',
    familyWoody: 'boisé',
    familyCitrus: 'agrumes',
    familySweet: 'gourmand',
    familyTropical: 'fruits tropicaux',
    familyFreshFruit: 'fruits frais',
    familyHerbal: 'aromatique',
    familyOceanic: 'marin',
    familyGreen: 'vert',
    familyEarthy: 'terreux',
    seasonSpring: 'printemps',
    seasonSummer: 'été',
    seasonFall: 'automne',
    seasonWinter: 'hiver',
    carouselDescription: 'carrousel',
    slideDescription: 'diapositive',
  }),
  'en-GB': { seasonFall: 'autumn' },
  'en-IE': { seasonFall: 'autumn' },
  'en-CA': {},
};
