/** The recommendation page content of the main quiz (`quizResult`). */
import { BACKGROUNDS, PRODUCTS, imageField } from './images.ts';
import { portableText } from './ptext.ts';
import { KIT_VARIANT_ID, SAMPLER_VARIANT_ID } from './quiz-steps.ts';
import type { ProductRecommendDoc, QuizResultDoc } from './sanity-types.ts';

export const DISCOVERY_KIT: ProductRecommendDoc = {
  _key: 'product-discovery-kit',
  _type: 'productRecommend',
  title: 'Personalized Discovery Kit',
  description: portableText('kit', [
    '**4 of your top matches**, chosen from your quiz answers.',
    { bullets: [
      'Try each scent at home, at your own pace',
      'The kit cost becomes a $25 credit toward a full-size bottle',
    ] },
    'Want to try everything? [Meet the Signature Sampler](/pages/signature-sampler).',
  ]),
  price: 24.99,
  percentOff: 20,
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
      'A $60 credit toward full-size bottles',
    ] },
    '[See everything inside the Signature Sampler](/pages/signature-sampler).',
  ]),
  price: 60,
  percentOff: 35,
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
};
