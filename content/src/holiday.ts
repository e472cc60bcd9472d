/** Dataset `holiday`: a short gift-finder quiz with its own result page. */
import { BACKGROUNDS, PRODUCTS, imageField } from './images.ts';
import { portableText } from './ptext.ts';
import { SCENT_TYPES } from './quiz-steps.ts';
import { COMPARISON_ROWS, SIGNATURE_SAMPLER, usd } from './quiz-result.ts';
import type { QuizDoc } from './sanity-types.ts';
import { items, scale, step } from './step-builders.ts';
import { INTERFACE_TEXT } from './translations/interface-text.ts';

export const HOLIDAY_KIT_VARIANT_ID = '44890123456791';

const BG = BACKGROUNDS.winter;

export const HOLIDAY_QUIZ: QuizDoc = {
  _id: 'quiz-holiday',
  _type: 'quiz',
  name: 'Holiday Gift Finder',
  interfaceText: INTERFACE_TEXT,
  steps: [
    step({
      name: 'giftfor', id: 'gift_for', type: 'select', background: BG,
      heading: 'Holiday gift finder: who is it for?', subHeading: 'We’ll help you wrap up the perfect scent.',
      items: items('giftfor', [
        ['My partner', 'partner'], ['A parent', 'parent'], ['A friend', 'friend'],
        ['A sibling', 'sibling'], ['A coworker', 'coworker'], ['Me, myself and I', 'myself'],
      ]),
    }),
    step({
      name: 'giftvibe', id: 'scent_type_typically_prefer', type: 'select', multiple: true, background: BG,
      heading: 'What’s their vibe?', subHeading: 'Choose all that fit.',
      items: items('giftvibe', SCENT_TYPES),
    }),
    step({
      name: 'giftstrength', id: 'subtle_strong_scrent', type: 'range', background: BG,
      heading: 'Do they like a whisper or a statement?',
      labelRange: ['Very subtle', 'Very strong'], items: scale('giftstrength', 0),
    }),
    step({
      name: 'giftresults', id: 'results', type: 'cta', canNext: true, shouldSubmitQuiz: true,
      shopifyVariantId: HOLIDAY_KIT_VARIANT_ID, background: BG,
      heading: 'Wrapping up their matches…', subHeading: 'Picking four scents they’ll love to unwrap.',
    }),
  ],
  quizResult: {
    _type: 'quizResult',
    shopifyVariantId: HOLIDAY_KIT_VARIANT_ID,
    backgroundImage: imageField(BG.desktop),
    backgroundImageMobile: imageField(BG.mobile),
    variant: 'B',
    recommendProductListTitle: 'Gifts They’ll Love',
    recommendTableTitle: 'Pick the perfect gift',
    productRecommends: [
      {
        _key: 'product-holiday-kit',
        _type: 'productRecommend',
        title: 'Holiday Discovery Kit',
        description: portableText('holiday', [
          '**4 scents matched to them**, gift-wrapped and ready to give.',
          { bullets: ['A {credit} credit toward their favorite full size'] },
          'Giving big? [Gift the Signature Sampler](/pages/signature-sampler).',
        ]),
        price: usd(29.99),
        compareAtPrice: usd(40),
        credit: usd(25),
        rating: 4.7,
        reviewCount: 96,
        sampleSize: '4 × 2 ml sprays, gift-wrapped',
        shippingNote: 'Free U.S. shipping',
        isBestValue: false,
        shopifyVariantId: HOLIDAY_KIT_VARIANT_ID,
        image: imageField(PRODUCTS.kit, 'Four gift-ready sample vials of the Holiday Discovery Kit in a tray'),
        badgeImage: imageField(PRODUCTS.kitBadge),
      },
      SIGNATURE_SAMPLER,
    ],
    comparisonRows: COMPARISON_ROWS,
  },
};
