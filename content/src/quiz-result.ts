/** The recommendation page content of the main quiz (`quizResult`). */
import { BACKGROUNDS, PRODUCTS, imageField } from './images.ts';
import { portableText } from './ptext.ts';
import { KIT_VARIANT_ID, SAMPLER_VARIANT_ID } from './quiz-steps.ts';
import type { ComparisonRowDoc, MoneyDoc, ProductRecommendDoc, QuizResultDoc } from './sanity-types.ts';

/** A price in the store's currency. */
export function usd(amount: number): MoneyDoc {
  return { _type: 'money', amount, currency: 'USD' };
}

/** Each sample bought on its own: the compare-at price of a box is its samples at this price. */
const SINGLE_SAMPLE_PRICE = 8;

/** The spec's comparison table: one cell per product (kit, sampler); `{credit}` is that column's credit. */
export const COMPARISON_ROWS: ComparisonRowDoc[] = ([
  ['4 of your top matches', 'yes', 'yes'],
  ['credit included', '{credit}', '{credit}'],
  ['11 other bestseller scents', 'no', 'yes'],
  ['best value', 'no', 'yes'],
  ['flexibility to layer and experiment', 'no', 'yes'],
] as const).map(([label, ...cells], i) => ({ _key: `row-${i + 1}`, _type: 'comparisonRow', label, cells: [...cells] }));

export const DISCOVERY_KIT: ProductRecommendDoc = {
  _key: 'product-discovery-kit',
  _type: 'productRecommend',
  title: 'Personalized Discovery Kit',
  description: portableText('kit', [
    '**4 of your top matches**, chosen from your quiz answers.',
    { bullets: [
      'Try each scent at home, at your own pace',
      'The kit cost becomes a {credit} credit toward a full-size bottle',
    ] },
    'Want to try everything? [Meet the Signature Sampler](/pages/signature-sampler).',
  ]),
  price: usd(24.99),
  compareAtPrice: usd(4 * SINGLE_SAMPLE_PRICE),
  credit: usd(25),
  rating: 4.8,
  reviewCount: 527,
  sampleSize: '4 × 2 ml sprays, about 30 wears each',
  shippingNote: 'Free U.S. shipping',
  isBestValue: false,
  shopifyVariantId: KIT_VARIANT_ID,
  image: imageField(PRODUCTS.kit),
  badgeImage: imageField(PRODUCTS.kitBadge),
};

export const SIGNATURE_SAMPLER: ProductRecommendDoc = {
  _key: 'product-signature-sampler',
  _type: 'productRecommend',
  title: 'Signature Sampler',
  description: portableText('sampler', [
    '**Your 4 top matches plus 11 other bestseller scents**, all in one box.',
    { bullets: [
      'Layer, mix and experiment freely',
      'A {credit} credit toward full-size bottles',
    ] },
    '[See everything inside the Signature Sampler](/pages/signature-sampler).',
  ]),
  price: usd(60),
  compareAtPrice: usd(15 * SINGLE_SAMPLE_PRICE),
  credit: usd(60),
  rating: 4.9,
  reviewCount: 214,
  sampleSize: '15 × 2 ml sprays',
  shippingNote: 'Free U.S. shipping',
  isBestValue: true,
  shopifyVariantId: SAMPLER_VARIANT_ID,
  image: imageField(PRODUCTS.sampler),
  badgeImage: imageField(PRODUCTS.samplerBadge),
};

export const STAGING_QUIZ_RESULT: QuizResultDoc = {
  _type: 'quizResult',
  shopifyVariantId: KIT_VARIANT_ID,
  backgroundImage: imageField(BACKGROUNDS.results.desktop),
  backgroundImageMobile: imageField(BACKGROUNDS.results.mobile),
  variant: 'A',
  recommendProductListTitle: 'Your Personalized Picks',
  recommendTableTitle: 'Compare and choose',
  productRecommends: [DISCOVERY_KIT, SIGNATURE_SAMPLER],
  comparisonRows: COMPARISON_ROWS,
};
