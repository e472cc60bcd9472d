/**
 * The results page's wording when the content has none for a text (a missing field, a document that
 * failed to load). Deliberately plain: no claim, figure or promise (those belong to the merchant's
 * content); an empty text is not shown. `src/recommendation/no-literals.test.ts` keeps it that way.
 */
import type { MarketingCopyField } from '../../contract/content-documents.ts';

export const FALLBACK_COPY: Readonly<Record<MarketingCopyField, string>> = {
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
};
