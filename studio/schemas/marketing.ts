/** The marketing texts of the recommendation pages: one document for the whole store. */
import { defineType } from 'sanity';
import { CommentIcon, StarIcon } from '@sanity/icons';
import { DOCUMENT_TYPES, OWN_PLACEHOLDER_COPY, type MarketingCopyField } from '../../contract/content-documents.ts';
import { fieldsOf, type FieldSpec } from './fields.ts';
import { PRODUCT_PLACEHOLDERS, STORE_PLACEHOLDERS, placeholderHelp, placeholdersIn } from './template.ts';
import { imageField } from './image.ts';
import { portableTextField } from './portable-text.ts';
import { frenchTypography, languageField, translationFits } from './translations.ts';

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

/** The results page's words, by where they show; product-card texts may use a product's figures too. */
const COPY_TITLES: Record<MarketingCopyField, string> = {
  heroEyebrow: 'Hero: line above the heading', heroHeading: 'Hero: heading',
  kitButton: 'Main add-to-cart button (hero, results)', kitButtonSecondary: 'Quieter add-to-cart button (later sections)',
  analyzing: 'Results: while the description is written', resultsEyebrow: 'Results: line above the heading', resultsHeading: 'Results: heading',
  kitEyebrow: 'Kit panel: line above the heading', kitHeading: 'Kit panel: heading', kitIntro: 'Kit panel: introduction',
  kitFamily: 'Kit panel: "family" label', kitCharacter: 'Kit panel: "character" label', kitWhen: 'Kit panel: "when to wear" label',
  kitWhy: 'Kit panel: "why it fits" label', retake: 'Retake-the-quiz link',
  profileEyebrow: 'Scent profile: line above the heading', profileHeading: 'Scent profile: heading',
  expectHeading: 'What to expect: heading', expectSubheading: 'What to expect: line under the heading',
  testimonialsHeading: 'Testimonials: heading', principlesHeading: 'Principles: heading',
  differenceHeading: 'The difference: heading', faqHeading: 'FAQ: heading',
  cardButton: 'Product card: button', cardSaving: 'Product card: saving after the button', cardReviews: 'Product card: review count',
  cardRating: 'Product card: rating, read by screen readers', bestValue: 'Product card: best-value tag',
  deliveryNote: 'Delivery line', returnsNote: 'Returns line',
  regularPrice: 'Product card: "regular price", read by screen readers', salePrice: 'Product card: "sale price", read by screen readers',
  price: 'Product card: "price", read by screen readers', tableYes: 'Comparison table: ✓, read by screen readers',
  tableNo: 'Comparison table: –, read by screen readers', testimonialsLabel: 'Testimonials: carousel, read by screen readers',
  previousTestimonial: 'Testimonials: previous button, read by screen readers', nextTestimonial: 'Testimonials: next button, read by screen readers',
  testimonialPosition: 'Testimonials: slide position, read by screen readers', profileLove: 'Scent profile: "you love" label',
  profileAvoid: 'Scent profile: "you avoid" label', profileStrength: 'Scent profile: "strength" label',
  profileOccasions: 'Scent profile: "when you wear scent" label', profileNone: 'Scent profile: empty list',
  profileNotRated: 'Scent profile: family not rated', profileAxisAvoid: 'Scent profile chart: avoid side', profileAxisLove: 'Scent profile chart: love side',
  profileTableCaption: 'Scent profile table caption, read by screen readers', profileTableFamily: 'Scent profile table: family column',
  profileTableRating: 'Scent profile table: rating column', feelingStronglyDislike: 'Rating 1 (strongly dislike)', feelingDislike: 'Rating 2 (dislike)',
  feelingNeutral: 'Rating 3 (neutral)', feelingLike: 'Rating 4 (like)', feelingLove: 'Rating 5 (love)',
  strengthVerySubtle: 'Strength 1 (very subtle)', strengthSubtle: 'Strength 2 (subtle)', strengthMixed: 'Strength 3 (mixed)',
  strengthStrong: 'Strength 4 (strong)', strengthVeryStrong: 'Strength 5 (very strong)',
  familyFloral: 'Family: floral', familySpicy: 'Family: spicy', familyWoody: 'Family: woody', familyCitrus: 'Family: citrus',
  familySweet: 'Family: sweet', familyTropical: 'Family: tropical', familyFreshFruit: 'Family: fresh fruit', familyHerbal: 'Family: herbal',
  familyOceanic: 'Family: oceanic', familyGreen: 'Family: green', familyEarthy: 'Family: earthy',
  seasonSpring: 'Season: spring', seasonSummer: 'Season: summer', seasonFall: 'Season: fall', seasonWinter: 'Season: winter',
  carouselDescription: 'Testimonials: the word "carousel", read by screen readers', slideDescription: 'Testimonials: the word "slide", read by screen readers',
};
const PRODUCT_TEXTS: ReadonlySet<MarketingCopyField> = new Set(['cardButton', 'cardSaving', 'cardReviews', 'cardRating']);

function copyField(field: MarketingCopyField): FieldSpec {
  const allowed = OWN_PLACEHOLDER_COPY[field] ?? (PRODUCT_TEXTS.has(field) ? PRODUCT_PLACEHOLDERS : STORE_PLACEHOLDERS);
  return {
    title: COPY_TITLES[field], type: 'string', description: placeholderHelp(allowed),
    validation: (rule) => [rule.required(), rule.custom(placeholdersIn(allowed))],
  };
}

export const marketingCopy = defineType({
  name: 'marketingCopy',
  title: 'Results page texts',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: fieldsOf('marketingCopy', Object.fromEntries(Object.keys(COPY_TITLES).map((field) => [field, copyField(field as MarketingCopyField)])) as Record<MarketingCopyField, FieldSpec>),
});

const lines = (title: string, description: string, count: number): FieldSpec => ({
  title, type: 'array', of: [{ type: 'string' }], description: `${description} ${placeholderHelp(STORE_PLACEHOLDERS)}`,
  validation: (rule) => [rule.required().min(1).max(count), rule.custom(placeholdersIn(STORE_PLACEHOLDERS))],
});

export const marketing = defineType({
  name: DOCUMENT_TYPES.marketing,
  title: 'Marketing',
  type: 'document',
  icon: StarIcon,
  fields: fieldsOf('marketing', {
    productName: { title: 'Product name', type: 'string', validation: (rule) => rule.required() },
    email: { title: 'Customer care email', type: 'string', description: 'Shown wherever a text says {email}.', validation: (rule) => rule.required().email() },
    successRate: {
      title: 'Success rate (%)', type: 'number', description: 'Shoppers who love at least one scent of their kit; shown wherever a text says {successRate}.',
      validation: (rule) => rule.required().min(0).max(100),
    },
    unitsSold: { title: 'Units sold', type: 'number', description: 'Shown wherever a text says {unitsSold}.', validation: (rule) => rule.required().min(0).integer() },
    copy: { title: 'Results page texts', type: 'marketingCopy', validation: (rule) => rule.required() },
    heroPerks: lines('Hero: perks', 'Up to three short lines under the hero button.', 3),
    expectSteps: lines('What to expect: steps', 'Four short steps.', 4),
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
    language: languageField,
  }),
  validation: (rule) => [rule.custom(translationFits), rule.custom(frenchTypography).warning()],
  preview: {
    select: { title: 'productName', subtitle: 'email', language: 'language' },
    prepare: ({ title, subtitle, language }: { title?: string; subtitle?: string; language?: string }) => ({ title: language ? `${title ?? 'Marketing'} (${language})` : title, subtitle }),
  },
});
