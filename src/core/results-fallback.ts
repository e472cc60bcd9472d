/**
 * The results page's wording when the content has none for a text (a missing field, a document that
 * failed to load), in the shopper's language: U.S. English here, British (./results-fallback-en-gb.ts)
 * and French (./results-fallback-fr.ts, loaded with the French words). Deliberately plain: no claim,
 * figure or promise (those belong to the merchant's content); an empty text is not shown.
 * `src/no-shopper-literals.test.ts` keeps it that way and keeps these words out of the rest of the code.
 */
import type { MarketingCopyField } from '../../contract/content-documents.ts';
import { LOCALE_RULES } from '../../contract/ai-rules.ts';
import type { Locale } from '../../contract/markets.ts';
import { EN_GB_RESULTS_FALLBACK } from './results-fallback-en-gb.ts';

export type FallbackCopy = Readonly<Record<MarketingCopyField, string>>;

export const FALLBACK_COPY: FallbackCopy = {
  heroEyebrow: '',
  heroHeading: 'Your scent kit',
  kitButton: 'Add to cart · {kitPrice}',
  kitButtonSecondary: 'Add to cart · {kitPrice}',
  analyzing: 'Analyzing your results…',
  resultsEyebrow: '',
  resultsHeading: 'Your results',
  kitEyebrow: '',
  kitHeading: 'Your kit',
  kitIntro: '',
  kitFamily: 'Family',
  kitCharacter: 'Character',
  kitWhen: 'When',
  kitWhy: 'Why',
  retake: 'Retake the quiz',
  profileEyebrow: '',
  profileHeading: 'Your scent profile',
  expectHeading: 'What to expect',
  expectSubheading: '',
  testimonialsHeading: 'Reviews',
  principlesHeading: 'Our principles',
  differenceHeading: '{productName}',
  faqHeading: 'Questions',
  cardButton: 'Add to cart · {price}',
  cardSaving: '',
  cardReviews: '{reviewCount} reviews',
  cardRating: '{rating} / 5',
  bestValue: 'Best value',
  deliveryNote: '',
  returnsNote: '',
  regularPrice: 'Regular price',
  salePrice: 'Sale price',
  price: 'Price',
  tableYes: 'yes',
  tableNo: 'no',
  testimonialsLabel: 'Customer testimonials',
  previousTestimonial: 'Previous testimonial',
  nextTestimonial: 'Next testimonial',
  testimonialPosition: '{position} of {count}',
  profileLove: 'You love',
  profileAvoid: 'You avoid',
  profileStrength: 'Strength',
  profileOccasions: 'You wear scent',
  profileNone: 'none',
  profileNotRated: 'not rated',
  profileAxisAvoid: '← avoid',
  profileAxisLove: 'love →',
  profileTableCaption: 'How you rated each scent family',
  profileTableFamily: 'Family',
  profileTableRating: 'Your rating',
  feelingStronglyDislike: 'strongly dislike',
  feelingDislike: 'dislike',
  feelingNeutral: 'neutral',
  feelingLike: 'like',
  feelingLove: 'love',
  strengthVerySubtle: 'Very subtle',
  strengthSubtle: 'subtle',
  strengthMixed: 'mixed of subtle and strong',
  strengthStrong: 'Strong',
  strengthVeryStrong: 'Very strong',
  familyFloral: 'floral',
  familySpicy: 'spicy',
  familyWoody: 'woody',
  familyCitrus: 'citrus',
  familySweet: 'sweet',
  familyTropical: 'tropical',
  familyFreshFruit: 'fresh fruit',
  familyHerbal: 'herbal',
  familyOceanic: 'oceanic',
  familyGreen: 'green',
  familyEarthy: 'earthy',
  seasonSpring: 'spring',
  seasonSummer: 'summer',
  seasonFall: 'fall',
  seasonWinter: 'winter',
  carouselDescription: 'carousel',
  slideDescription: 'slide',
};

const BRITISH_FALLBACK_COPY: FallbackCopy = { ...FALLBACK_COPY, ...EN_GB_RESULTS_FALLBACK };

/**
 * The fallback wording for `locale`: French once the French words are in (`french`, else English until
 * then), British for the locales spelt the British way with British words (contract/ai-rules.ts
 * `gb`), U.S. English otherwise (Canadian English words its results page as the U.S. one does).
 */
export function fallbackCopyFor(locale: Locale, french: FallbackCopy | null): FallbackCopy {
  const { language, spelling } = LOCALE_RULES[locale];
  if (language === 'fr') return french ?? FALLBACK_COPY;
  return spelling === 'gb' ? BRITISH_FALLBACK_COPY : FALLBACK_COPY;
}
