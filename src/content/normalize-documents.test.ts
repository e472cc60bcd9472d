import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { normalizeMarketing, normalizeQuizResult } from './normalize-documents.ts';
import { DEFAULT_KIT_PRICE } from '../core/kit-price.ts';

const BASE = 'https://shop.example/';

describe('normalizeQuizResult and normalizeMarketing', () => {
  it('reads products with defaults for missing or bad fields', () => {
    const result = normalizeQuizResult([{ quizResult: {
      shopifyVariantId: 9, variant: 'A', recommendProductListTitle: null,
      productRecommends: [
        { _key: null, title: 'Kit', description: null, price: '39', compareAtPrice: null, isBestValue: null, shopifyVariantId: null, image: { url: '/kit.svg' }, badgeImage: null },
        { title: null },
      ],
      comparisonRows: [{ _key: 'r1', label: 'credit included', cells: ['{credit}'] }, { label: 3 }],
    } }], BASE);
    const kit = {
      _key: 'Kit', title: 'Kit', description: [], price: { amount: 39, currency: DEFAULT_KIT_PRICE.currency },
      isBestValue: false, image: { url: 'https://shop.example/kit.svg', altText: '' },
    };
    assert.deepEqual(result?.value, {
      shopifyVariantId: '9', variant: 'A', recommendProductListTitle: '', recommendTableTitle: '',
      productRecommends: [kit],
      comparisonRows: [{ _key: 'r1', label: 'credit included', cells: ['{credit}'] }],
      problems: ['a product recommendation was dropped'],
    });
    assert.deepEqual(result?.problems, result?.value.problems);
  });

  it('reads prices with their currency, and leaves out a missing price or a malformed currency', () => {
    const product = (fields: Record<string, unknown>) => ({ title: 'Kit', ...fields });
    const result = normalizeQuizResult([{ quizResult: { productRecommends: [
      product({ price: { _type: 'money', amount: 29.99, currency: 'cad' }, compareAtPrice: { amount: 40, currency: 'CAD' }, credit: { amount: 25, currency: 'CAD' }, rating: 4.8, reviewCount: 527 }),
      product({ title: 'No price' }),
      product({ title: 'Bad currency', price: { amount: 30, currency: 'dollars' }, compareAtPrice: { amount: -1, currency: 'USD' } }),
      product({ title: 'Plain number', price: '19.5' }),
    ] } }], BASE);
    const products = result?.value.productRecommends ?? [];
    assert.deepEqual(products.map((p) => p.price), [{ amount: 29.99, currency: 'CAD' }, undefined, undefined, { amount: 19.5, currency: DEFAULT_KIT_PRICE.currency }]);
    assert.deepEqual([products[0]?.compareAtPrice, products[0]?.credit], [{ amount: 40, currency: 'CAD' }, { amount: 25, currency: 'CAD' }]);
    assert.deepEqual([products[0]?.rating, products[0]?.reviewCount], [4.8, 527]);
    assert.equal(products[2]?.compareAtPrice, undefined);
  });

  it('reads marketing content and falls back per field', () => {
    const marketing = normalizeMarketing({ productName: 'Discovery Kit', email: null, testimonials: null, principles: [], faqs: null, differenceIntro: 'Why', differencePoints: null, differenceImage: { url: '/d.svg', altText: 'Bottles' } }, BASE);
    const { copy, ...rest } = marketing ?? { copy: {} };
    assert.deepEqual(rest, {
      productName: 'Discovery Kit', email: '', heroPerks: [], expectSteps: [],
      testimonials: [], principles: [], faqs: [], differenceIntro: 'Why', differencePoints: [],
      differenceImage: { url: 'https://shop.example/d.svg', altText: 'Bottles' },
    });
    assert.deepEqual(copy, {});
  });

  it('keeps the texts of the copy object that are set', () => {
    const marketing = normalizeMarketing({ copy: { heroHeading: 'Hello', kitButton: '  ', analyzing: 3 }, successRate: 189, unitsSold: 400000 }, BASE);
    assert.deepEqual(marketing?.copy, { heroHeading: 'Hello' });
    assert.equal(marketing?.unitsSold, 400000);
  });
});
