import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MARKETING } from '../../content/src/marketing.ts';
import { STAGING_QUIZ_RESULT } from '../../content/src/quiz-result.ts';
import { normalizeMarketing, normalizeQuizResult } from '../content/normalize.ts';
import { FALLBACK_COPY } from './results-fallback.ts';
import { resultsCopy } from './results-copy.ts';
import { frenchTypography } from './french-typography.ts';
import type { Marketing, PortableTextBlocks, QuizResult } from './types.ts';
import type { MarketingDoc, ProductRecommendDoc, QuizResultDoc } from '../../content/src/sanity-types.ts';

const BASE = 'https://shop.example/';

/** The seed's documents as the element reads them, after `edit` changed the raw content. */
interface Raw { result: QuizResultDoc; marketing: MarketingDoc; kit: ProductRecommendDoc; sampler: ProductRecommendDoc }

function seed(edit: (raw: Raw) => void = () => undefined): { marketing: Marketing; result: QuizResult } {
  const result0 = structuredClone(STAGING_QUIZ_RESULT);
  const [kit, sampler] = result0.productRecommends;
  assert.ok(kit && sampler);
  const raw = { result: result0, marketing: structuredClone(MARKETING), kit, sampler };
  edit(raw);
  const result = normalizeQuizResult([{ quizResult: raw.result }], BASE)?.value;
  const marketing = normalizeMarketing(raw.marketing, BASE);
  assert.ok(result && marketing);
  return { marketing, result };
}

const plain = (blocks: PortableTextBlocks) => blocks.map((block) => (block.children as Array<{ text: string }>).map((span) => span.text).join('')).join('\n');

describe('resultsCopy', () => {
  it('sets texts in the typography given (French), even a merchant typed them without it; English as typed', () => {
    const { marketing, result } = seed((raw) => {
      raw.marketing.copy.profileLove = 'Vous aimez :';
      raw.marketing.heroPerks = ['Livraison gratuite !'];
    });
    const french = resultsCopy(marketing, result, 'fr-CA', frenchTypography);
    assert.equal(french.copy.profileLove, 'Vous aimez\u00a0:');
    assert.equal(french.heroPerks[0], 'Livraison gratuite\u202f!');
    assert.equal(resultsCopy(marketing, result, 'en-US').copy.profileLove, 'Vous aimez :');
  });

  it("keeps the testimonial's position a template the carousel fills, with no problem reported", () => {
    const { marketing, result } = seed();
    const { copy, problems } = resultsCopy(marketing, result, 'en-US');
    assert.equal(copy.testimonialPosition, '{position} of {count}');
    assert.deepEqual(problems.filter((problem) => problem.includes('testimonialPosition')), []);
  });

  it("shows the seed's words with its figures filled in, formatted for the locale", () => {
    const { marketing, result } = seed();
    const copy = resultsCopy(marketing, result, 'en-US');
    assert.deepEqual(copy.problems, []);
    assert.equal(copy.copy.heroEyebrow, 'Over 400,000 sold');
    assert.equal(copy.copy.kitButton, 'Add to cart · $24.99');
    assert.equal(copy.copy.differenceHeading, 'The Scentology Difference');
    assert.deepEqual(copy.expectSteps.slice(1, 4).filter((_, i) => i !== 1), ['An 89% success rate in matching you with 1 you love', 'Use a $25 credit for a full-size bottle']);
    const [kit, sampler] = copy.products;
    assert.deepEqual([kit?.button, kit?.price, kit?.compareAtPrice, kit?.saving, kit?.reviews, kit?.ratingLabel],
      ['ADD TO CART - $24.99', '$24.99', '$32', '(21%OFF)', '527 Reviews', 'Rated 4.8 out of 5']);
    assert.deepEqual([sampler?.button, sampler?.saving, sampler?.reviews], ['ADD TO CART - $60', '(50%OFF)', '214 Reviews']);
    assert.match(plain(kit?.description ?? []), /a \$25 credit toward a full-size bottle/);
    assert.deepEqual(copy.table?.rows.find((row) => row.label === 'credit included')?.cells, ['$25', '$60']);
    const faq = copy.fillRichText(marketing.faqs[2]?.answer ?? []);
    assert.match(plain(faq), /care@scentology\.example/);
    assert.ok(JSON.stringify(faq).includes('"href":"mailto:care@scentology.example"'));
  });

  it('changes every place a figure shows when the content changes it once', () => {
    const { marketing, result } = seed(({ kit, sampler, marketing: m }) => {
      kit.price.amount = 29.99;
      kit.credit = { _type: 'money', amount: 30, currency: 'USD' };
      sampler.reviewCount = 1200;
      m.email = 'hello@shop.example';
      m.successRate = 91;
    });
    const copy = resultsCopy(marketing, result, 'en-US');
    assert.equal(copy.copy.kitButton, 'Add to cart · $29.99');
    assert.equal(copy.products[0]?.button, 'ADD TO CART - $29.99');
    assert.equal(copy.products[0]?.saving, '(6%OFF)', 'the saving follows the price');
    assert.ok(copy.expectSteps.includes('Use a $30 credit for a full-size bottle'));
    assert.ok(copy.expectSteps.includes('An 91% success rate in matching you with 1 you love'));
    assert.deepEqual(copy.table?.rows.find((row) => row.label === 'credit included')?.cells, ['$30', '$60']);
    assert.equal(copy.products[1]?.reviews, '1,200 Reviews');
    assert.match(plain(copy.fillRichText(marketing.faqs[2]?.answer ?? [])), /hello@shop\.example/);
  });

  it('formats in the currency the content gives', () => {
    const { marketing, result } = seed(({ result: r }) => {
      for (const product of r.productRecommends) {
        for (const money of [product.price, product.compareAtPrice, product.credit]) if (money) money.currency = 'GBP';
      }
    });
    const copy = resultsCopy(marketing, result, 'en-GB');
    assert.equal(copy.products[0]?.button, 'ADD TO CART - £24.99');
    assert.deepEqual(copy.table?.rows.find((row) => row.label === 'credit included')?.cells, ['£25', '£60']);
  });

  it('leaves out a text whose figure is missing instead of showing it half-filled, and says so', () => {
    const { marketing, result } = seed(({ kit, marketing: m }) => {
      delete kit.credit;
      delete (m.copy as Partial<MarketingDoc['copy']>).heroHeading;
      m.copy.kitButton = 'Buy for {kitPrise}';
    });
    const copy = resultsCopy(marketing, result, 'en-US');
    assert.ok(!copy.expectSteps.some((step) => step.includes('{')), 'no placeholder shown');
    assert.equal(copy.expectSteps.length, 3);
    assert.equal(copy.copy.heroHeading, FALLBACK_COPY.heroHeading);
    assert.equal(copy.copy.kitButton, 'Add to cart · $24.99', 'the fallback wording');
    assert.doesNotMatch(plain(copy.products[0]?.description ?? []), /credit toward/, 'the line with the credit is left out');
    assert.deepEqual(copy.table?.rows.find((row) => row.label === 'credit included')?.cells, [false, '$60']);
    assert.ok(copy.problems.some((problem) => problem.includes('{kitCredit}')));
    assert.ok(copy.problems.some((problem) => problem.includes('{kitPrise}')));
    assert.equal(resultsCopy({ ...marketing, successRate: 189 }, result, 'en-US').expectSteps.length, 2, 'a success rate above 100 is not shown');
    assert.ok(copy.problems.some((problem) => problem.startsWith('texts missing, shown in their fallback wording: heroHeading')));
  });

  it('shows the default price, and claims no saving, for a product without a usable price; says so once per problem', () => {
    const { marketing, result } = seed(({ kit, sampler }) => {
      delete (kit as Partial<ProductRecommendDoc>).price;
      sampler.price = { _type: 'money', amount: 60, currency: 'dollars' };
      sampler.rating = 9;
    });
    const copy = resultsCopy(marketing, result, 'en-US');
    assert.deepEqual(copy.products.map((view) => [view.button, view.saving, view.compareAtPrice, view.reviews]), [
      ['ADD TO CART - $24.99', '', undefined, '527 Reviews'], ['ADD TO CART - $24.99', '', undefined, ''],
    ]);
    assert.deepEqual(copy.problems, [
      'product "Personalized Discovery Kit" has no usable price (amount and currency): the default price is shown',
      'product "Signature Sampler" has no usable price (amount and currency): the default price is shown',
      'product "Signature Sampler": the rating (0–5) and review count go together',
    ]);
  });

  it('without content shows only the plain fallback wording and the default price', () => {
    const copy = resultsCopy(null, null, 'en-US');
    assert.equal(copy.copy.kitButton, 'Add to cart · $24.99');
    assert.equal(copy.copy.heroEyebrow, '');
    assert.deepEqual([copy.expectSteps, copy.heroPerks, copy.products, copy.table], [[], [], [], null]);
  });
});
