/** The recommendation page content of the main quiz (`quizResult`), built from its words so translations share the shape. */
import type { MarketCountry } from '../../contract/markets.ts';
import { BACKGROUNDS, PRODUCTS, imageField } from './images.ts';
import { portableText, type PtParagraph } from './ptext.ts';
import { KIT_VARIANT_ID, SAMPLER_VARIANT_ID } from './quiz-steps.ts';
import type { ComparisonRowDoc, MarketOfferDoc, MoneyDoc, ProductRecommendDoc, QuizResultDoc } from './sanity-types.ts';

/** A price in a currency. */
export function money(amount: number, currency = 'USD'): MoneyDoc {
  return { _type: 'money', amount, currency };
}

/** A price in the store's own (U.S.) currency. */
export const usd = (amount: number): MoneyDoc => money(amount);

/** Each sample bought on its own: the compare-at price of a box is its samples at this price. */
const SINGLE_SAMPLE_PRICE = 8;

/** The price of each product in each other market (contract/markets.ts); compare-at and credit follow in proportion. */
const MARKET_PRICES: Readonly<Record<'kit' | 'sampler' | 'holidayKit', Readonly<Record<Exclude<MarketCountry, 'US'>, MoneyDoc>>>> = {
  kit: { CA: money(34.99, 'CAD'), GB: money(19.99, 'GBP'), IE: money(22.99, 'EUR') },
  sampler: { CA: money(79, 'CAD'), GB: money(49, 'GBP'), IE: money(55, 'EUR') },
  holidayKit: { CA: money(39.99, 'CAD'), GB: money(24.99, 'GBP'), IE: money(27.99, 'EUR') },
};

/** The product's offer in each other market: its price there, compare-at and credit scaled by the same ratio (whole units). */
export function marketOffers(product: 'kit' | 'sampler' | 'holidayKit', us: { price: MoneyDoc; compareAtPrice?: MoneyDoc; credit?: MoneyDoc }): MarketOfferDoc[] {
  return Object.entries(MARKET_PRICES[product]).map(([country, price]) => {
    const scaled = (amount: number) => money(Math.round((amount * price.amount) / us.price.amount), price.currency);
    const offer: MarketOfferDoc = { _key: `offer-${country.toLowerCase()}`, _type: 'marketOffer', country: country as MarketCountry, price };
    if (us.compareAtPrice) offer.compareAtPrice = scaled(us.compareAtPrice.amount);
    if (us.credit) offer.credit = scaled(us.credit.amount);
    return offer;
  });
}

/** A product's words. */
export interface ProductWords {
  title: string;
  description: PtParagraph[];
  sampleSize: string;
  shippingNote: string;
}

/** The words of a results page: its titles, the comparison rows (labels in order) and each product's. */
export interface ResultWords {
  listTitle: string;
  tableTitle: string;
  rows: readonly [string, string, string, string, string];
  kit: ProductWords;
  sampler: ProductWords;
}

export const RESULT_WORDS: ResultWords = {
  listTitle: 'Your Personalized Picks',
  tableTitle: 'Compare and choose',
  rows: ['4 of your top matches', 'credit included', '11 other bestseller scents', 'best value', 'flexibility to layer and experiment'],
  kit: {
    title: 'Personalized Discovery Kit',
    description: [
      '**4 of your top matches**, chosen from your quiz answers.',
      { bullets: [
        'Try each scent at home, at your own pace',
        'The kit cost becomes a {credit} credit toward a full-size bottle',
      ] },
      'Want to try everything? [Meet the Signature Sampler](/pages/signature-sampler).',
    ],
    sampleSize: '4 × 2 ml sprays, about 30 wears each',
    shippingNote: 'Free U.S. shipping',
  },
  sampler: {
    title: 'Signature Sampler',
    description: [
      '**Your 4 top matches plus 11 other bestseller scents**, all in one box.',
      { bullets: [
        'Layer, mix and experiment freely',
        'A {credit} credit toward full-size bottles',
      ] },
      '[See everything inside the Signature Sampler](/pages/signature-sampler).',
    ],
    sampleSize: '15 × 2 ml sprays',
    shippingNote: 'Free U.S. shipping',
  },
};

/** The spec's comparison table: one cell per product (kit, sampler); `{credit}` is that column's credit. */
const COMPARISON_CELLS = [['yes', 'yes'], ['{credit}', '{credit}'], ['no', 'yes'], ['no', 'yes'], ['no', 'yes']] as const;

export function comparisonRows(words: ResultWords): ComparisonRowDoc[] {
  return words.rows.map((label, i) => ({ _key: `row-${i + 1}`, _type: 'comparisonRow', label, cells: [...COMPARISON_CELLS[i]!] }));
}

const KIT_PRICES = { price: usd(24.99), compareAtPrice: usd(4 * SINGLE_SAMPLE_PRICE), credit: usd(25) };
const SAMPLER_PRICES = { price: usd(60), compareAtPrice: usd(15 * SINGLE_SAMPLE_PRICE), credit: usd(60) };

export function discoveryKit(words: ProductWords): ProductRecommendDoc {
  return {
    _key: 'product-discovery-kit',
    _type: 'productRecommend',
    title: words.title,
    description: portableText('kit', words.description),
    ...KIT_PRICES,
    rating: 4.8,
    reviewCount: 527,
    sampleSize: words.sampleSize,
    shippingNote: words.shippingNote,
    isBestValue: false,
    shopifyVariantId: KIT_VARIANT_ID,
    image: imageField(PRODUCTS.kit),
    badgeImage: imageField(PRODUCTS.kitBadge),
    marketOffers: marketOffers('kit', KIT_PRICES),
  };
}

export function signatureSampler(words: ProductWords): ProductRecommendDoc {
  return {
    _key: 'product-signature-sampler',
    _type: 'productRecommend',
    title: words.title,
    description: portableText('sampler', words.description),
    ...SAMPLER_PRICES,
    rating: 4.9,
    reviewCount: 214,
    sampleSize: words.sampleSize,
    shippingNote: words.shippingNote,
    isBestValue: true,
    shopifyVariantId: SAMPLER_VARIANT_ID,
    image: imageField(PRODUCTS.sampler),
    badgeImage: imageField(PRODUCTS.samplerBadge),
    marketOffers: marketOffers('sampler', SAMPLER_PRICES),
  };
}

export function quizResult(words: ResultWords): QuizResultDoc {
  return {
    _type: 'quizResult',
    shopifyVariantId: KIT_VARIANT_ID,
    backgroundImage: imageField(BACKGROUNDS.results.desktop),
    backgroundImageMobile: imageField(BACKGROUNDS.results.mobile),
    variant: 'A',
    recommendProductListTitle: words.listTitle,
    recommendTableTitle: words.tableTitle,
    productRecommends: [discoveryKit(words.kit), signatureSampler(words.sampler)],
    comparisonRows: comparisonRows(words),
  };
}

export const STAGING_QUIZ_RESULT: QuizResultDoc = quizResult(RESULT_WORDS);
export const DISCOVERY_KIT = STAGING_QUIZ_RESULT.productRecommends[0]!;
export const SIGNATURE_SAMPLER = STAGING_QUIZ_RESULT.productRecommends[1]!;
