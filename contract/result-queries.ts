/**
 * The GROQ queries of the results page: the quiz result and the marketing document. Field names are
 * checked at compile time against contract/content-documents.ts, as in ./content-queries.ts.
 */
import type { FieldOf } from './content-documents.ts';
import { baseDocuments, image } from './content-queries.ts';

type Quiz = FieldOf<'quiz'>;
type Result = FieldOf<'quizResult'>;
type Product = FieldOf<'productRecommend'>;
type Marketing = FieldOf<'marketing'>;
type Offer = FieldOf<'marketOffer'>;

export const QUIZ_RESULT_QUERY = `${baseDocuments('quiz')}{
  ${'quizResult' satisfies Quiz}{
    ${'shopifyVariantId' satisfies Result}, ${'variant' satisfies Result}, ${'recommendProductListTitle' satisfies Result}, ${'recommendTableTitle' satisfies Result},
    ${image('backgroundImage' satisfies Result)}, ${image('backgroundImageMobile' satisfies Result)},
    ${'productRecommends' satisfies Result}[]{_key, ${'title' satisfies Product}, ${'description' satisfies Product}, ${'isBestValue' satisfies Product}, ${'shopifyVariantId' satisfies Product},
      ${'price' satisfies Product}, ${'compareAtPrice' satisfies Product}, ${'credit' satisfies Product}, ${'rating' satisfies Product}, ${'reviewCount' satisfies Product}, ${'sampleSize' satisfies Product}, ${'shippingNote' satisfies Product},
      ${image('image' satisfies Product)}, ${image('badgeImage' satisfies Product)},
      ${'marketOffers' satisfies Product}[]{_key, ${'country' satisfies Offer}, ${'price' satisfies Offer}, ${'compareAtPrice' satisfies Offer}, ${'credit' satisfies Offer}}},
    ${'comparisonRows' satisfies Result}[]{_key, ${'label' satisfies FieldOf<'comparisonRow'>}, ${'cells' satisfies FieldOf<'comparisonRow'>}}
  }
}`;

export const MARKETING_QUERY = `${baseDocuments('marketing')}[0]{
  ${'productName' satisfies Marketing}, ${'email' satisfies Marketing}, ${'successRate' satisfies Marketing}, ${'unitsSold' satisfies Marketing}, ${'copy' satisfies Marketing},
  ${'heroPerks' satisfies Marketing}, ${'expectSteps' satisfies Marketing}, ${'testimonials' satisfies Marketing}[]{_key, ${'name' satisfies FieldOf<'testimonial'>}, ${'quote' satisfies FieldOf<'testimonial'>}}, ${'principles' satisfies Marketing}[]{_key, ${'title' satisfies FieldOf<'principle'>}, ${'text' satisfies FieldOf<'principle'>}},
  ${'faqs' satisfies Marketing}[]{_key, ${'question' satisfies FieldOf<'faq'>}, ${'answer' satisfies FieldOf<'faq'>}},
  ${'differenceIntro' satisfies Marketing}, ${'differencePoints' satisfies Marketing}[]{_key, ${'title' satisfies FieldOf<'differencePoint'>}, ${'text' satisfies FieldOf<'differencePoint'>}}, ${image('differenceImage' satisfies Marketing)}, ${image('differenceImageMobile' satisfies Marketing)}
}`;
