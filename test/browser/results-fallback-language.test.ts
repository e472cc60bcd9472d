/**
 * The results page when the marketing document does not load: its plain fallback wording in the
 * shopper's language (src/core/results-fallback.ts), French typography included. In its own file: the
 * page's documents are loaded once per page and kept.
 */
import { expect } from '@open-wc/testing';
import { shadow } from '../support/fixtures.ts';
import { waitUntil } from '../support/wait.ts';
import { openMarketRecommendation, serveMarketContent } from './market-fixtures.ts';
import { text } from './recommendation-fixtures.ts';

const DESCRIPTION = [
  '- Une assurance tranquille qui persiste après votre départ',
  '- Doux et lumineux, jamais bruyant',
  '- Comme une promenade ensoleillée au premier jour chaud du printemps',
  '- Votre joker : la science ne prédit pas toujours le désir',
].join('\n');

describe('the results page without its marketing document', () => {
  let stopServing: () => void = () => undefined;
  afterEach(() => {
    stopServing();
    for (const element of document.querySelectorAll('fragrance-quiz')) element.remove();
  });

  it('fr-CA: the fallback headings, buttons and links in French, the failure said in French', async () => {
    stopServing = await serveMarketContent('fr-CA', 'marketing');
    const el = await openMarketRecommendation({ locale: 'fr-CA', country: 'CA' }, 'A', DESCRIPTION);
    await waitUntil(() => shadow(el).querySelector('.recommendation .retake') && shadow(el).querySelector('.recommendation #rec-profile-title'), 'the page below the hero', { timeout: 20_000 });
    const page = shadow(el).querySelector('.recommendation') as HTMLElement;
    expect(text(page.querySelector('.content-problem'))).to.match(/^Une partie de votre recommandation/);
    expect(text(page.querySelector('#rec-hero-title'))).to.equal('Votre coffret de parfums');
    expect(text(page.querySelector('.hero .add-to-cart'))).to.match(/^Ajouter au panier · 34,99\s\$$/);
    const headings = [...page.querySelectorAll('h2')].map(text);
    expect(headings).to.include.members(['Votre coffret', 'Votre profil olfactif']);
    expect(page.textContent).not.to.match(/Your (kit|results|scent profile)|Add to cart|Retake the quiz/);
    expect(text(page.querySelector('.retake'))).to.equal('Refaire le questionnaire');
  });
});
