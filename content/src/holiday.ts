/** Dataset `holiday`: a short gift-finder quiz with its own result page, built from its words so translations share the shape. */
import { BACKGROUNDS, PRODUCTS, imageField } from './images.ts';
import { portableText } from './ptext.ts';
import { SCENT_TYPES } from './quiz-steps.ts';
import { RESULT_WORDS, comparisonRows, marketOffers, signatureSampler, usd, type ProductWords, type ResultWords } from './quiz-result.ts';
import type { QuizDoc, QuizResultDoc } from './sanity-types.ts';
import { items, scale, step } from './step-builders.ts';
import { INTERFACE_TEXT } from './translations/interface-text.ts';

export const HOLIDAY_KIT_VARIANT_ID = '44890123456791';

const BG = BACKGROUNDS.winter;

/** The holiday results page's own words; the sampler and the comparison rows are the main quiz's (`ResultWords`). */
export interface HolidayResultWords {
  listTitle: string;
  tableTitle: string;
  kit: ProductWords & { imageAlt: string };
}

export const HOLIDAY_RESULT_WORDS: HolidayResultWords = {
  listTitle: 'Gifts They’ll Love',
  tableTitle: 'Pick the perfect gift',
  kit: {
    title: 'Holiday Discovery Kit',
    description: [
      '**4 scents matched to them**, gift-wrapped and ready to give.',
      { bullets: ['A {credit} credit toward their favorite full size'] },
      'Giving big? [Gift the Signature Sampler](/pages/signature-sampler).',
    ],
    sampleSize: '4 × 2 ml sprays, gift-wrapped',
    shippingNote: 'Free U.S. shipping',
    imageAlt: 'Four gift-ready sample vials of the Holiday Discovery Kit in a tray',
  },
};

const HOLIDAY_KIT_PRICES = { price: usd(29.99), compareAtPrice: usd(40), credit: usd(25) };

export function holidayResult(words: HolidayResultWords, shared: ResultWords): QuizResultDoc {
  return {
    _type: 'quizResult',
    shopifyVariantId: HOLIDAY_KIT_VARIANT_ID,
    backgroundImage: imageField(BG.desktop),
    backgroundImageMobile: imageField(BG.mobile),
    variant: 'B',
    recommendProductListTitle: words.listTitle,
    recommendTableTitle: words.tableTitle,
    productRecommends: [
      {
        _key: 'product-holiday-kit',
        _type: 'productRecommend',
        title: words.kit.title,
        description: portableText('holiday', words.kit.description),
        ...HOLIDAY_KIT_PRICES,
        rating: 4.7,
        reviewCount: 96,
        sampleSize: words.kit.sampleSize,
        shippingNote: words.kit.shippingNote,
        isBestValue: false,
        shopifyVariantId: HOLIDAY_KIT_VARIANT_ID,
        image: imageField(PRODUCTS.kit, words.kit.imageAlt),
        badgeImage: imageField(PRODUCTS.kitBadge),
        marketOffers: marketOffers('holidayKit', HOLIDAY_KIT_PRICES),
      },
      signatureSampler(shared.sampler),
    ],
    comparisonRows: comparisonRows(shared),
  };
}

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
  quizResult: holidayResult(HOLIDAY_RESULT_WORDS, RESULT_WORDS),
};
