/**
 * The GROQ queries for the quiz steps and the quiz result, plus the marketing content of the
 * recommendation pages. Every type and field name is checked at compile time against the shared list in
 * contract/content-documents.ts: `${'name' satisfies Quiz}` is the plain text `name` once compiled, so
 * the checks cost the bundle nothing (the contract is imported for its types only).
 */
import type { DocumentType, FieldOf } from './content-documents.ts';

type Quiz = FieldOf<'quiz'>;
type Step = FieldOf<'step'>;
type Item = FieldOf<'item'>;
type Result = FieldOf<'quizResult'>;
type Product = FieldOf<'productRecommend'>;
type Marketing = FieldOf<'marketing'>;

/** An image field with its asset's URL and size resolved, and the alt text of this use. */
const image = (field: Step | Item | Result | Product | Marketing) =>
  `"${field}": ${field}{"url": asset->url, altText, "width": asset->metadata.dimensions.width, "height": asset->metadata.dimensions.height}`;

export const QUIZ_STEPS_QUERY = `*[_type == "${'quiz' satisfies DocumentType}"]{
  _id, ${'name' satisfies Quiz},
  ${'steps' satisfies Quiz}[]{
    _key, ${'id' satisfies Step}, ${'name' satisfies Step}, ${'type' satisfies Step}, ${'heading' satisfies Step}, ${'subHeading' satisfies Step}, ${'text' satisfies Step}, ${'option' satisfies Step}, ${'version' satisfies Step}, ${'canNext' satisfies Step}, ${'shouldSubmitQuiz' satisfies Step},
    ${'shopifyVariantId' satisfies Step}, ${'labelRange' satisfies Step}, ${'imageUrl' satisfies Step}, ${'backgroundUrl' satisfies Step}, ${'backgroundMobileUrl' satisfies Step}, ${'abtesting' satisfies Step}, ${'screen' satisfies Step},
    ${image('image' satisfies Step)}, ${image('background' satisfies Step)}, ${image('backgroundMobile' satisfies Step)},
    ${'items' satisfies Step}[]{_key, ${'text' satisfies Item}, ${'value' satisfies Item}, ${image('image' satisfies Item)}}
  }
}`;

export const QUIZ_RESULT_QUERY = `*[_type == "${'quiz' satisfies DocumentType}"]{
  ${'quizResult' satisfies Quiz}{
    ${'shopifyVariantId' satisfies Result}, ${'variant' satisfies Result}, ${'recommendProductListTitle' satisfies Result}, ${'recommendTableTitle' satisfies Result},
    ${image('backgroundImage' satisfies Result)}, ${image('backgroundImageMobile' satisfies Result)},
    ${'productRecommends' satisfies Result}[]{_key, ${'title' satisfies Product}, ${'description' satisfies Product}, ${'price' satisfies Product}, ${'percentOff' satisfies Product}, ${'isBestValue' satisfies Product}, ${'shopifyVariantId' satisfies Product},
      ${image('image' satisfies Product)}, ${image('badgeImage' satisfies Product)}}
  }
}`;

export const MARKETING_QUERY = `*[_type == "${'marketing' satisfies DocumentType}"][0]{
  ${'productName' satisfies Marketing}, ${'email' satisfies Marketing}, ${'testimonials' satisfies Marketing}[]{_key, ${'name' satisfies FieldOf<'testimonial'>}, ${'quote' satisfies FieldOf<'testimonial'>}}, ${'principles' satisfies Marketing}[]{_key, ${'title' satisfies FieldOf<'principle'>}, ${'text' satisfies FieldOf<'principle'>}},
  ${'faqs' satisfies Marketing}[]{_key, ${'question' satisfies FieldOf<'faq'>}, ${'answer' satisfies FieldOf<'faq'>}},
  ${'differenceIntro' satisfies Marketing}, ${'differencePoints' satisfies Marketing}[]{_key, ${'title' satisfies FieldOf<'differencePoint'>}, ${'text' satisfies FieldOf<'differencePoint'>}}, ${image('differenceImage' satisfies Marketing)}, ${image('differenceImageMobile' satisfies Marketing)}
}`;
