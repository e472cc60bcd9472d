/**
 * The GROQ queries for the quiz steps and the quiz result, plus the marketing content of the
 * recommendation pages. Every projected field name is checked at compile time against the shared list
 * in contract/content-documents.ts (type-only import: nothing of it reaches the bundle).
 */
import type { ContentObjectType, DocumentType, FieldOf } from '../../contract/content-documents.ts';

/** A document type or a single field name, as written. */
const type = (name: DocumentType): string => name;
const field = <T extends ContentObjectType>(name: FieldOf<T>): string => name;

/** `a, b, c`: fields of one content type. */
const fields = <T extends ContentObjectType>(...names: FieldOf<T>[]): string => names.join(', ');

/** An image field with its asset's URL and size resolved, and the alt text of this use. */
const image = <T extends ContentObjectType>(name: FieldOf<T>): string =>
  `"${name}": ${name}{"url": asset->url, altText, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height}`;

export const QUIZ_STEPS_QUERY = `*[_type == "${type('quiz')}"]{
  _id, ${fields<'quiz'>('name')},
  ${field<'quiz'>('steps')}[]{
    _key, ${fields<'step'>('id', 'name', 'type', 'heading', 'subHeading', 'text', 'option', 'version', 'canNext', 'shouldSubmitQuiz',
      'shopifyVariantId', 'labelRange', 'imageUrl', 'backgroundUrl', 'backgroundMobileUrl', 'abtesting')},
    ${image<'step'>('image')}, ${image<'step'>('background')}, ${image<'step'>('backgroundMobile')},
    ${field<'step'>('items')}[]{_key, ${fields<'item'>('text', 'value')}, ${image<'item'>('image')}}
  }
}`;

export const QUIZ_RESULT_QUERY = `*[_type == "${type('quiz')}"]{
  ${field<'quiz'>('quizResult')}{
    ${fields<'quizResult'>('shopifyVariantId', 'variant', 'recommendProductListTitle', 'recommendTableTitle')},
    ${image<'quizResult'>('backgroundImage')}, ${image<'quizResult'>('backgroundImageMobile')},
    ${field<'quizResult'>('productRecommends')}[]{_key, ${fields<'productRecommend'>('title', 'description', 'price', 'percentOff', 'isBestValue', 'shopifyVariantId')},
      ${image<'productRecommend'>('image')}, ${image<'productRecommend'>('badgeImage')}}
  }
}`;

export const MARKETING_QUERY = `*[_type == "${type('marketing')}"][0]{
  ${fields<'marketing'>('productName', 'email')}, ${field<'marketing'>('testimonials')}[]{_key, ${fields<'testimonial'>('name', 'quote')}},
  ${field<'marketing'>('principles')}[]{_key, ${fields<'principle'>('title', 'text')}}, ${field<'marketing'>('faqs')}[]{_key, ${fields<'faq'>('question', 'answer')}},
  ${image<'marketing'>('differenceImage')}, ${image<'marketing'>('differenceImageMobile')}
}`;
