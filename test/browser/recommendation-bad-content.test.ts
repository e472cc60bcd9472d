/**
 * Bad content on the results page (docs/studio.md "Every word and figure the shopper reads"): a missing price, a currency `Intl`
 * rejects, a text whose figure is missing or unknown. The shopper sees the fallback (the default price,
 * the plain wording, the line left out), never a placeholder or a blank section; the store developer
 * gets one `fq-error`. In its own file: the page's documents are loaded once per page and kept.
 */
import { expect } from '@open-wc/testing';
import { MARKETING_QUERY, QUIZ_RESULT_QUERY } from '../../contract/result-queries.ts';
import type { QuizErrorDetail } from '../../src/core/events.ts';
import { API, shadow } from '../support/fixtures.ts';
import { craftContentQuery, openRecommendation, sectionsOf, text, waitForPage } from './recommendation-fixtures.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function seedAnswer(query: string): Promise<Json> {
  const response = await fetch(`${API}/v2024-04-01/data/query/staging?query=${encodeURIComponent(query)}`);
  return ((await response.json()) as { result: Json }).result;
}

describe('results page with bad content', () => {
  const restores: Array<() => void> = [];
  const errors: QuizErrorDetail[] = [];
  const onError = (event: Event) => errors.push((event as CustomEvent<QuizErrorDetail>).detail);
  let el: HTMLElement;
  let page: HTMLElement;

  before(async () => {
    const result = await seedAnswer(QUIZ_RESULT_QUERY);
    const [kit, sampler] = result[0].quizResult.productRecommends as Json[];
    delete kit!.price; // a missing price
    delete kit!.credit; // a figure a text needs ({kitCredit}, {credit})
    sampler!.price = { amount: 60, currency: 'dollars' }; // a currency Intl rejects
    const marketing = await seedAnswer(MARKETING_QUERY);
    delete marketing.copy.heroHeading;
    marketing.copy.cardButton = 'Buy now for {pryce}'; // a placeholder nobody fills
    restores.push(craftContentQuery('quizResult', result), craftContentQuery('"marketing"', marketing));
    document.addEventListener('fq-error', onError);
  });

  // The fixture is removed after each test; the crafted documents stay loaded for the page.
  beforeEach(async () => {
    el = await openRecommendation({ query: '?version=B' });
    page = await waitForPage(el);
  });

  after(() => {
    document.removeEventListener('fq-error', onError);
    for (const restore of restores) restore();
  });

  it('shows the default price for a product without a usable one', () => {
    const buttons = [...shadow(el).querySelectorAll('.product-card .add-to-cart')].map(text);
    expect(buttons).to.deep.equal(['Add to cart · $24.99', 'Add to cart · $24.99']);
  });

  it('leaves out a line whose figure is missing, never showing a placeholder', () => {
    const steps = [...shadow(el).querySelectorAll('[data-section="what-to-expect"] li')].map(text);
    expect(steps).to.have.length(3);
    expect(steps.join(' ')).to.not.contain('credit');
    expect(text(page)).to.not.match(/\{[A-Za-z]+\}/);
    const credit = [...shadow(el).querySelectorAll('[data-section="comparison"] tbody tr')].find((row) => text(row.querySelector('th')) === 'credit included');
    expect([...credit!.querySelectorAll('td')].map((cell) => text(cell.querySelector('.visually-hidden') ?? cell))).to.deep.equal(['no', '$60']);
  });

  it('never leaves a section blank', () => {
    for (const section of page.querySelectorAll(':scope > section')) {
      expect(text(section.querySelector('h2')), `${section.getAttribute('data-section')} heading`).to.not.equal('');
    }
    expect(sectionsOf(page)).to.include.members(['products', 'comparison', 'what-to-expect', 'faq']);
  });

  it('tells the store developer once (however often the page shows), with every problem, in one fq-error', () => {
    const content = errors.filter((error) => error.source === 'content');
    expect(content).to.have.length(1);
    for (const fragment of ['"Personalized Discovery Kit" has no usable price', '"Signature Sampler" has no usable price', 'heroHeading', '{pryce}', '{kitCredit}']) {
      expect(content[0]!.message).to.contain(fragment);
    }
  });
});
