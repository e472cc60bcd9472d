/** The marketing texts of the recommendation pages: one document for the whole store. */
import { defineType } from 'sanity';
import { CommentIcon, StarIcon } from '@sanity/icons';
import { DOCUMENT_TYPES } from '../../contract/content-documents.ts';
import { fieldsOf } from './fields.ts';
import { imageField } from './image.ts';
import { portableTextField } from './portable-text.ts';

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'object',
  icon: CommentIcon,
  fields: fieldsOf('testimonial', {
    name: { title: 'Name', type: 'string', validation: (rule) => rule.required() },
    quote: { title: 'Quote', type: 'text', rows: 3, validation: (rule) => rule.required() },
  }),
  preview: { select: { title: 'name', subtitle: 'quote' } },
});

export const principle = defineType({
  name: 'principle',
  title: 'Principle',
  type: 'object',
  fields: fieldsOf('principle', {
    title: { title: 'Title', type: 'string', validation: (rule) => rule.required() },
    text: { title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required() },
  }),
});

export const differencePoint = defineType({
  name: 'differencePoint',
  title: 'Difference point',
  type: 'object',
  fields: fieldsOf('differencePoint', {
    title: { title: 'Title', type: 'string', validation: (rule) => rule.required() },
    text: { title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.required() },
  }),
  preview: { select: { title: 'title', subtitle: 'text' } },
});

export const faq = defineType({
  name: 'faq',
  title: 'Question',
  type: 'object',
  fields: fieldsOf('faq', {
    question: { title: 'Question', type: 'string', validation: (rule) => rule.required() },
    answer: portableTextField('Answer'),
  }),
  preview: { select: { title: 'question' } },
});

export const marketing = defineType({
  name: DOCUMENT_TYPES.marketing,
  title: 'Marketing',
  type: 'document',
  icon: StarIcon,
  fields: fieldsOf('marketing', {
    productName: { title: 'Product name', type: 'string', validation: (rule) => rule.required() },
    email: { title: 'Customer care email', type: 'string', validation: (rule) => rule.required().email() },
    testimonials: { title: 'Testimonials', type: 'array', of: [{ type: 'testimonial' }] },
    principles: { title: 'Principles', type: 'array', of: [{ type: 'principle' }] },
    faqs: { title: 'Frequently asked questions', type: 'array', of: [{ type: 'faq' }] },
    differenceIntro: { title: '"The difference": line under the heading', type: 'string', validation: (rule) => rule.required() },
    differencePoints: {
      title: '"The difference": points',
      type: 'array',
      of: [{ type: 'differencePoint' }],
      validation: (rule) => rule.required().min(1).max(4),
    },
    differenceImage: imageField('"The difference" image (desktop)'),
    differenceImageMobile: imageField('"The difference" image (mobile)'),
  }),
  preview: { select: { title: 'productName', subtitle: 'email' } },
});
