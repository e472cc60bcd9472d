/** The results page of a quiz and the products it recommends. */
import { defineType } from 'sanity';
import { fieldsOf } from './fields.ts';
import { imageField } from './image.ts';
import { portableTextField } from './portable-text.ts';
import { formatMoney } from './money.ts';
import { shopifyVariantId } from './rules.ts';
import { PRODUCT_PLACEHOLDERS, placeholderHelp, placeholdersIn } from './template.ts';

interface MoneyValue { amount?: number; currency?: string }

export const comparisonRow = defineType({
  name: 'comparisonRow',
  title: 'Comparison row',
  type: 'object',
  fields: fieldsOf('comparisonRow', {
    label: { title: 'Feature', type: 'string', validation: (rule) => rule.required() },
    cells: {
      title: 'Cells, one per product in the list\'s order',
      type: 'array',
      of: [{ type: 'string' }],
      description: `"yes" (a tick), "no" (a dash) or a text. ${placeholderHelp(PRODUCT_PLACEHOLDERS)} (the column's product).`,
      validation: (rule) => [
        rule.required().min(1),
        rule.custom(placeholdersIn(PRODUCT_PLACEHOLDERS)),
        rule.custom((cells: string[] | undefined, context) => {
          const products = (context.document as { quizResult?: { productRecommends?: unknown[] } } | undefined)?.quizResult?.productRecommends;
          return !products || !cells || cells.length === products.length ? true : `Give one cell per product (${products.length})`;
        }),
      ],
    },
  }),
  preview: { select: { title: 'label', cells: 'cells' }, prepare: ({ title, cells }: { title?: string; cells?: string[] }) => ({ title, subtitle: cells?.join(' · ') }) },
});

export const quizResult = defineType({
  name: 'quizResult',
  title: 'Results page',
  type: 'object',
  fields: fieldsOf('quizResult', {
    shopifyVariantId: {
      title: 'Shopify variant id',
      type: 'string',
      description: 'The Discovery Kit variant added to the cart from the results page.',
      validation: (rule) => [rule.required(), rule.custom(shopifyVariantId)],
    },
    backgroundImage: imageField('Background (desktop)'),
    backgroundImageMobile: imageField('Background (mobile)'),
    variant: { title: 'Variant label', type: 'string' },
    recommendProductListTitle: { title: 'Product list title', type: 'string', validation: (rule) => rule.required() },
    recommendTableTitle: { title: 'Comparison table title', type: 'string', validation: (rule) => rule.required() },
    productRecommends: {
      title: 'Recommended products',
      type: 'array',
      of: [{ type: 'productRecommend' }],
      validation: (rule) => rule.required().min(1).custom((products: Array<{ isBestValue?: boolean }> | undefined) =>
        (products ?? []).filter((product) => product.isBestValue).length > 1 ? 'Mark at most one product as the best value' : true),
    },
    comparisonRows: { title: 'Comparison table rows', type: 'array', of: [{ type: 'comparisonRow' }], validation: (rule) => rule.required().min(1) },
  }),
});

export const productRecommend = defineType({
  name: 'productRecommend',
  title: 'Recommended product',
  type: 'object',
  fields: fieldsOf('productRecommend', {
    title: { title: 'Title', type: 'string', validation: (rule) => rule.required() },
    description: portableTextField('Description'),
    price: { title: 'Price', type: 'money', description: 'What the shopper pays. Shown wherever a text says {price}.', validation: (rule) => rule.required() },
    compareAtPrice: {
      title: 'Compare-at price', type: 'money',
      description: 'The regular price, shown struck through; the percent off is worked out from the two. Leave empty for no saving.',
    },
    credit: { title: 'Credit included', type: 'money', description: 'Credit toward full-size bottles; shown wherever a text says {credit}.' },
    rating: { title: 'Review rating', type: 'number', description: 'Average of the reviews, 0 to 5.', validation: (rule) => rule.required().min(0).max(5).precision(1) },
    reviewCount: { title: 'Number of reviews', type: 'number', validation: (rule) => rule.required().min(0).integer() },
    sampleSize: { title: 'Sample size', type: 'string', description: 'For example "4 × 2 ml sprays".', validation: (rule) => rule.required() },
    shippingNote: { title: 'Shipping line', type: 'string', validation: (rule) => rule.required() },
    isBestValue: { title: 'Best value', type: 'boolean', initialValue: false },
    shopifyVariantId: { title: 'Shopify variant id', type: 'string', validation: (rule) => [rule.required(), rule.custom(shopifyVariantId)] },
    image: imageField('Product image'),
    badgeImage: imageField('Badge', 'A small seal shown on the product card.'),
    marketOffers: {
      title: 'Prices in other markets',
      type: 'array',
      of: [{ type: 'marketOffer' }],
      description: 'The fields above are the U.S. offer. A market without its own offer shows no price.',
      validation: (rule) => rule.custom((offers: Array<{ country?: string }> | undefined) => {
        const countries = (offers ?? []).map((offer) => offer.country);
        return new Set(countries).size === countries.length ? true : 'Give each market one offer';
      }),
    },
  }),
  preview: {
    select: { title: 'title', price: 'price', compareAt: 'compareAtPrice', reviews: 'reviewCount', isBestValue: 'isBestValue', media: 'image' },
    prepare: ({ title, price, compareAt, reviews, isBestValue, media }: { title?: string; price?: MoneyValue; compareAt?: MoneyValue; reviews?: number; isBestValue?: boolean; media?: unknown }) => {
      const off = price?.amount !== undefined && compareAt?.amount && compareAt.amount > price.amount
        ? Math.floor(((compareAt.amount - price.amount) / compareAt.amount) * 100) : 0;
      return {
        title,
        subtitle: [formatMoney(price), off > 0 ? `${off}% off ${formatMoney(compareAt) ?? ''}`.trim() : undefined, reviews === undefined ? undefined : `${reviews} reviews`, isBestValue ? 'best value' : undefined]
          .filter(Boolean).join(' · '),
        media: media as never,
      };
    },
  },
});
