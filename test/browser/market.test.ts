/**
 * The shopper's market: language from the element's attributes or Shopify's globals, translated
 * content laid over the base, prices from the market's offer (docs/behaviour.md "Markets").
 */
import { expect } from '@open-wc/testing';
import { $hash } from '../../src/stores/route.ts';
import { resetPage, shadow, waitForText } from '../support/fixtures.ts';
import { waitUntil } from '../support/wait.ts';
import { FRENCH_RESULTS, openMarketRecommendation, mountMarketQuiz, serveMarketContent, type MarketAttributes } from './market-fixtures.ts';
import { waitForPage, text } from './recommendation-fixtures.ts';

const FRENCH = { locale: 'fr-CA', country: 'CA' };
/** The first screen's heading (the seed's `aboutyou` step). */
const FRENCH_FIRST = 'D’abord, parlons un peu de vous';
const ENGLISH_FIRST = 'First, a little about you';
const FRENCH_DESCRIPTION = [
  '- Une assurance tranquille qui persiste après votre départ',
  '- Doux et lumineux, jamais bruyant',
  '- Comme une promenade ensoleillée au premier jour chaud du printemps',
  '- Votre joker : la science ne prédit pas toujours le désir',
].join('\n');
const ENGLISH_DESCRIPTION = FRENCH_DESCRIPTION.replace(/^- .*/gm, '- A quiet confidence that lingers');

/** A fresh page on the quiz's first screen (`resetPage` drops the hash without a hashchange). */
function freshPage(): void {
  resetPage();
  $hash.set(location.hash);
}

/** The prices the shopper reads on results B or C: each card's price and button. */
async function cardPrices(market: MarketAttributes, variant: 'B' | 'C'): Promise<{ prices: string[]; buttons: string[]; title: string }> {
  const el = await openMarketRecommendation(market, variant, ENGLISH_DESCRIPTION);
  const page = await waitForPage(el);
  const cards = [...page.querySelectorAll('.product-card')];
  return {
    prices: cards.map((card) => text(card.querySelector('.price-sale'))),
    buttons: cards.map((card) => text(card.querySelector('.product-add > span'))),
    title: text(page.querySelector('#rec-products-title')),
  };
}

describe('the shopper\'s market', () => {
  let stopServing: () => void = () => undefined;
  afterEach(() => {
    stopServing();
    delete (window as { Shopify?: unknown }).Shopify;
    for (const element of document.querySelectorAll('fragrance-quiz')) element.remove();
  });

  it('locale="fr-CA": the first step in French, in an element that says its language', async () => {
    stopServing = await serveMarketContent('fr-CA');
    freshPage();
    const el = await mountMarketQuiz(FRENCH);
    await waitForText(el, 'h2[part="heading"]', FRENCH_FIRST);
    expect(shadow(el).querySelector('.quiz-root')?.getAttribute('lang')).to.equal('fr-CA');
    expect(text(shadow(el).querySelector('.step-text'))).to.equal('Des questions rapides, aucune mauvaise réponse.');
  });

  it('fr-CA: results A in French with the Canadian kit price', async () => {
    stopServing = await serveMarketContent('fr-CA');
    const el = await openMarketRecommendation(FRENCH, 'A', FRENCH_DESCRIPTION);
    const page = await waitForPage(el);
    expect(text(page.querySelector('#rec-hero-title'))).to.equal(FRENCH_RESULTS.heroHeading);
    const button = text(page.querySelector('.hero .add-to-cart'));
    expect(button).to.match(/^Ajouter au panier · 34,99\s\$$/);
    expect(text(page.querySelector('.ai-lines'))).to.include('Votre joker');
    expect(page.textContent).not.to.include('US$');
    // The kit's reasons and descriptions come from the server in the shopper's language.
    await waitUntil(() => page.querySelectorAll('[part~="kit-scent"]').length === 4, 'the kit panel');
    for (const scent of page.querySelectorAll('[part~="kit-scent"]')) {
      const facts = [...scent.querySelectorAll('dd')].map(text);
      expect(facts.at(-1), 'why it fits, in French').to.match(/^(Vous|Proche|Dans|Évoque|Rappelle|Un|Complète)\b.*\.$/u);
      expect(facts.join(' '), 'no English reason').not.to.match(/\b(You|scents?|your)\b/);
    }
  });

  for (const variant of ['B', 'C'] as const) {
    it(`fr-CA: results ${variant} in French with CAD prices`, async () => {
      stopServing = await serveMarketContent('fr-CA');
      const { prices, buttons, title } = await cardPrices(FRENCH, variant);
      expect(title).to.equal(FRENCH_RESULTS.recommendProductListTitle);
      expect(prices.map((price) => price.replace(/^Price |^Sale price /, ''))).to.satisfy((found: string[]) => /34,99\s\$/.test(found.join('|')) && /79\s\$/.test(found.join('|')));
      expect(buttons.some((button) => /^AJOUTER AU PANIER – 34,99\s\$$/.test(button))).to.equal(true, buttons.join(' | '));
    });
  }

  it('fr-CA: the description is asked for in French and kept apart from the English one', async () => {
    stopServing = await serveMarketContent('fr-CA');
    const served = window.fetch;
    const asked: unknown[] = [];
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input instanceof Request ? input.url : input).endsWith('/ai/description')) asked.push(JSON.parse(String(init?.body)));
      return served(input, init);
    };
    const el = await openMarketRecommendation(FRENCH, 'A', null);
    localStorage.setItem('gpt_content', ENGLISH_DESCRIPTION);
    await waitForPage(el);
    await waitUntil(() => localStorage.getItem('gpt_content:fr-CA'), 'the French description was kept', { timeout: 30_000 });
    expect(asked).to.have.length.greaterThan(0);
    expect((asked[0] as { locale?: string }).locale).to.equal('fr-CA');
    expect(localStorage.getItem('gpt_content')).to.equal(ENGLISH_DESCRIPTION, 'the English one is not overwritten');
    expect(text(shadow(el).querySelector('.ai-lines'))).not.to.include('A quiet confidence');
  });

  it('en-GB shows pounds and en-IE euros', async () => {
    stopServing = await serveMarketContent('en-GB');
    const british = await cardPrices({ locale: 'en-GB' }, 'B');
    expect(british.prices.join(' ')).to.include('£19.99');
    // The British translation's own words ("basket"), with the British price.
    expect(british.buttons.join(' ')).to.include('ADD TO BASKET - £19.99');
    stopServing();
    stopServing = await serveMarketContent('en-IE');
    const irish = await cardPrices({ locale: 'en-IE' }, 'B');
    expect(irish.prices.join(' ')).to.include('€22.99');
    expect(irish.prices.join(' ')).not.to.include('$');
  });

  it("a Shopify store's globals alone do what locale=\"fr-CA\" country=\"CA\" does", async () => {
    stopServing = await serveMarketContent('fr-CA');
    (window as { Shopify?: unknown }).Shopify = { locale: 'fr', country: 'CA', currency: { active: 'CAD' } };
    freshPage();
    const el = await mountMarketQuiz({});
    await waitForText(el, 'h2[part="heading"]', FRENCH_FIRST);
    const { prices } = await cardPrices({}, 'B');
    expect(prices.join('|')).to.match(/34,99\s\$/);
  });

  it('a market without an offer shows no price, and a button without one', async () => {
    stopServing = await serveMarketContent('fr-CA');
    const { prices, buttons } = await cardPrices({ locale: 'fr-CA', country: 'FR', currency: 'EUR' }, 'B');
    expect(prices).to.deep.equal(['', '']);
    expect(buttons).to.deep.equal(['AJOUTER AU PANIER', 'AJOUTER AU PANIER']);
  });

  it('de-DE: English, with one console note', async () => {
    stopServing = await serveMarketContent('en-US');
    const notes: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => {
      notes.push(args.map(String).join(' '));
    };
    try {
      freshPage();
      const el = await mountMarketQuiz({ locale: 'de-DE' });
      await waitForText(el, 'h2[part="heading"]', ENGLISH_FIRST);
      el.setAttribute('version', 'B');
      await waitUntil(() => el.getAttribute('version') === 'B', 'attribute set');
    } finally {
      console.warn = warn;
    }
    expect(notes.filter((note) => note.includes('de-DE'))).to.deep.equal(['[fragrance-quiz] locale "de-DE" is not supported: showing en-US']);
  });

  it('a new locale property re-resolves the market and reloads the quiz in place', async () => {
    stopServing = await serveMarketContent('fr-CA');
    freshPage();
    const el = await mountMarketQuiz({});
    await waitForText(el, 'h2[part="heading"]', ENGLISH_FIRST);
    el.locale = 'fr-CA';
    expect(el.getAttribute('locale')).to.equal('fr-CA');
    await waitForText(el, 'h2[part="heading"]', FRENCH_FIRST);
    expect(shadow(el).querySelector('.quiz-root')?.getAttribute('lang')).to.equal('fr-CA');
  });
});
