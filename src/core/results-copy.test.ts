import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MARKETING } from '../../content/src/marketing.ts';
import { STAGING_QUIZ_RESULT } from '../../content/src/quiz-result.ts';
import { withMarketOffers } from '../content/market-offers.ts';
import { normalizeMarketing, normalizeQuizResult } from '../content/normalize-documents.ts';
import { FALLBACK_COPY } from './results-fallback.ts';
import { resultsCopy } from './results-copy.ts';
import { frenchTypography } from './french-typography.ts';
import type { Marketing, PortableTextBlocks, QuizResult } from './types.ts';
import type { MarketingDoc, ProductRecommendDoc, QuizResultDoc } from '../../content/src/sanity-types.ts';

const BASE = 'https://shop.example/';
const US = { locale: 'en-US', country: 'US', currency: 'USD' };

/** The seed's documents as the element reads them, after `edit` changed the raw content. */
interface Raw { result: QuizResultDoc; marketing: MarketingDoc; kit: ProductRecommendDoc; sampler: ProductRecommendDoc }

function seed(edit: (raw: Raw) => void = () => undefined): { marketing: Marketing; result: QuizResult } {
  const result0 = structuredClone(STAGING_QUIZ_RESULT);
  const [kit, sampler] = result0.productRecommends;
  assert.ok(kit && sampler);
  const raw = { result: result0, marketing: structuredClone(MARKETING), kit, sampler };
  edit(raw);
  const answer = [{ quizResult: raw.result }];
  const checked = normalizeQuizResult(answer, BASE)?.value;
  const result = checked && withMarketOffers(checked, answer);
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
    const french = resultsCopy(marketing, result, { locale: 'fr-CA', country: 'CA', currency: 'CAD' }, frenchTypography);
    assert.equal(french.copy.profileLove, 'Vous aimez\u00a0:');
    assert.equal(french.heroPerks[0], 'Livraison gratuite\u202f!');
    assert.equal(resultsCopy(marketing, result, US).copy.profileLove, 'Vous aimez :');
  });

  it("keeps the testimonial's position a template the carousel fills, with no problem reported", () => {
    const { marketing, result } = seed();
    const { copy, problems } = resultsCopy(marketing, result, US);
    assert.equal(copy.testimonialPosition, '{position} of {count}');
    assert.deepEqual(problems.filter((problem) => problem.includes('testimonialPosition')), []);
  });

  it("shows the seed's words with its figures filled in, formatted for the locale", () => {
    const { marketing, result } = seed();
    const copy = resultsCopy(marketing, result, US);
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
    const copy = resultsCopy(marketing, result, US);
    assert.equal(copy.copy.kitButton, 'Add to cart · $29.99');
    assert.equal(copy.products[0]?.button, 'ADD TO CART - $29.99');
    assert.equal(copy.products[0]?.saving, '(6%OFF)', 'the saving follows the price');
    assert.ok(copy.expectSteps.includes('Use a $30 credit for a full-size bottle'));
    assert.ok(copy.expectSteps.includes('An 91% success rate in matching you with 1 you love'));
    assert.deepEqual(copy.table?.rows.find((row) => row.label === 'credit included')?.cells, ['$30', '$60']);
    assert.equal(copy.products[1]?.reviews, '1,200 Reviews');
    assert.match(plain(copy.fillRichText(marketing.faqs[2]?.answer ?? [])), /hello@shop\.example/);
  });

  it("shows each market its own offer, formatted in the shopper's locale", () => {
    const { marketing, result } = seed(({ kit, sampler }) => {
      const money = (amount: number, currency: string) => ({ _type: 'money' as const, amount, currency });
      kit.marketOffers = [
        { _key: 'ca', _type: 'marketOffer', country: 'CA', price: money(34.99, 'CAD'), compareAtPrice: money(44, 'CAD'), credit: money(35, 'CAD') },
        { _key: 'gb', _type: 'marketOffer', country: 'GB', price: money(19.99, 'GBP'), credit: money(20, 'GBP') },
      ];
      sampler.marketOffers = [{ _key: 'ca', _type: 'marketOffer', country: 'CA', price: money(79, 'CAD'), credit: money(79, 'CAD') }, { _key: 'gb', _type: 'marketOffer', country: 'GB', price: money(49, 'GBP'), credit: money(49, 'GBP') }];
    });
    const french = resultsCopy(marketing, result, { locale: 'fr-CA', country: 'CA', currency: 'CAD' });
    assert.equal(french.kitPrice, '34,99\u00a0$');
    assert.equal(french.products[0]?.compareAtPrice, '44\u00a0$');
    assert.deepEqual(french.table?.rows.find((row) => row.label === 'credit included')?.cells, ['35\u00a0$', '79\u00a0$']);
    assert.ok(french.expectSteps.some((step) => step.includes('89\u00a0%')), french.expectSteps.join('|'));
    assert.equal(french.copy.heroEyebrow, 'Over 400\u00a0000 sold');
    const british = resultsCopy(marketing, result, { locale: 'en-GB', country: 'GB', currency: 'GBP' });
    assert.equal(british.products[0]?.button, 'ADD TO CART - £19.99');
    assert.ok(british.expectSteps.includes('Use a £20 credit for a full-size bottle'));
    assert.deepEqual(british.problems, []);
  });

  it('shows no price in a market without an offer: the button without it, a line with a price left out', () => {
    const { marketing, result } = seed(({ kit, sampler }) => {
      for (const product of [kit, sampler]) product.marketOffers = product.marketOffers?.filter((offer) => offer.country !== 'IE');
    });
    const irish = resultsCopy(marketing, result, { locale: 'en-IE', country: 'IE', currency: 'EUR' });
    assert.deepEqual(irish.problems, [], 'a market without an offer is not a content problem');
    assert.equal(irish.kitPrice, '');
    assert.equal(irish.copy.kitButton, 'Add to cart');
    assert.deepEqual(irish.products.map((view) => [view.price, view.button, view.saving, view.compareAtPrice]),
      [['', 'ADD TO CART', '', undefined], ['', 'ADD TO CART', '', undefined]]);
    assert.ok(!JSON.stringify(irish).includes('$'), 'no dollar anywhere');
    assert.ok(!irish.expectSteps.some((step) => step.includes('credit')), irish.expectSteps.join('|'));
    assert.doesNotMatch(plain(irish.products[0]?.description ?? []), /credit toward/);
    assert.deepEqual(irish.table?.rows.find((row) => row.label === 'credit included')?.cells, ['', '']);
    assert.equal(resultsCopy(null, null, { locale: 'en-IE', country: 'IE', currency: 'EUR' }).copy.kitButton, 'Add to cart', 'not the U.S. default price');
    assert.equal(resultsCopy(marketing, result, { locale: 'en-CA', country: 'CA', currency: 'USD' }).kitPrice, '', 'an offer in another currency is not shown');
  });

  it('leaves out a text whose figure is missing instead of showing it half-filled, and says so', () => {
    const { marketing, result } = seed(({ kit, marketing: m }) => {
      delete kit.credit;
      delete (m.copy as Partial<MarketingDoc['copy']>).heroHeading;
      m.copy.kitButton = 'Buy for {kitPrise}';
    });
    const copy = resultsCopy(marketing, result, US);
    assert.ok(!copy.expectSteps.some((step) => step.includes('{')), 'no placeholder shown');
    assert.equal(copy.expectSteps.length, 3);
    assert.equal(copy.copy.heroHeading, FALLBACK_COPY.heroHeading);
    assert.equal(copy.copy.kitButton, 'Add to cart · $24.99', 'the fallback wording');
    assert.doesNotMatch(plain(copy.products[0]?.description ?? []), /credit toward/, 'the line with the credit is left out');
    assert.deepEqual(copy.table?.rows.find((row) => row.label === 'credit included')?.cells, [false, '$60']);
    assert.ok(copy.problems.some((problem) => problem.includes('{kitCredit}')));
    assert.ok(copy.problems.some((problem) => problem.includes('{kitPrise}')));
    assert.equal(resultsCopy({ ...marketing, successRate: 189 }, result, US).expectSteps.length, 2, 'a success rate above 100 is not shown');
    assert.ok(copy.problems.some((problem) => problem.startsWith('texts missing, shown in their fallback wording: heroHeading')));
  });

  it('shows the default price, and claims no saving, for a product without a usable price; says so once per problem', () => {
    const { marketing, result } = seed(({ kit, sampler }) => {
      delete (kit as Partial<ProductRecommendDoc>).price;
      sampler.price = { _type: 'money', amount: 60, currency: 'dollars' };
      sampler.rating = 9;
    });
    const copy = resultsCopy(marketing, result, US);
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
    const copy = resultsCopy(null, null, US);
    assert.equal(copy.copy.kitButton, 'Add to cart · $24.99');
    assert.equal(copy.copy.heroEyebrow, '');
    assert.deepEqual([copy.expectSteps, copy.heroPerks, copy.products, copy.table], [[], [], [], null]);
  });
});
