/** The results page of a quiz and the products it recommends. */
import { defineType } from 'sanity';
import { fieldsOf } from './fields.ts';
import { imageField } from './image.ts';
import { portableTextField } from './portable-text.ts';
import { shopifyVariantId } from './rules.ts';

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
  }),
});

export const productRecommend = defineType({
  name: 'productRecommend',
  title: 'Recommended product',
  type: 'object',
  fields: fieldsOf('productRecommend', {
    title: { title: 'Title', type: 'string', validation: (rule) => rule.required() },
    description: portableTextField('Description'),
    price: {
      title: 'Price',
      type: 'number',
      description: 'In the store currency, before the discount.',
      validation: (rule) => rule.required().min(0).precision(2),
    },
    percentOff: { title: 'Percent off', type: 'number', validation: (rule) => rule.min(0).max(100) },
    isBestValue: { title: 'Best value', type: 'boolean', initialValue: false },
    shopifyVariantId: { title: 'Shopify variant id', type: 'string', validation: (rule) => [rule.required(), rule.custom(shopifyVariantId)] },
    image: imageField('Product image'),
    badgeImage: imageField('Badge', 'A small seal shown on the product card.'),
  }),
  preview: {
    select: { title: 'title', price: 'price', percentOff: 'percentOff', isBestValue: 'isBestValue', media: 'image' },
    prepare: ({ title, price, percentOff, isBestValue, media }: { title?: string; price?: number; percentOff?: number; isBestValue?: boolean; media?: unknown }) => ({
      title,
      subtitle: [price === undefined ? undefined : `$${price}`, percentOff ? `${percentOff}% off` : undefined, isBestValue ? 'best value' : undefined]
        .filter(Boolean).join(' · '),
      media: media as never,
    }),
  },
});
