/**
 * `version="auto"` (docs/insights.md "A/B/C test"): fresh shoppers split by `version-weights`, a shopper
 * keeps their variant across reloads, the URL's `version` parameter wins, and the cart link carries the
 * variant and the quiz id as Shopify cart attributes.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../support/wait.ts';
import { QUIZ_ID_KEY, resetFirstPartyIds } from '../../src/analytics/first-party-ids.ts';
import {
  drawVariant, parseVariantWeights, resetVariantAssignment, stickyVariant, VARIANT_STORAGE_KEY,
} from '../../src/stores/variant.ts';
import { seededRandom } from '../../contract/seeded-random.ts';
import { mountQuiz, shadow } from '../support/fixtures.ts';
import { KIT_VARIANT_ID, openRecommendation, waitForPage } from './recommendation-fixtures.ts';

const shownVariant = (el: Element) => shadow(el).querySelector('.recommendation')?.getAttribute('data-variant');

describe('version="auto": sticky A/B/C assignment', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll('fragrance-quiz')) el.remove();
    resetVariantAssignment();
  });

  it('3,000 fresh shoppers split within ±3 points of A:50,B:25,C:25', () => {
    const weights = parseVariantWeights('A:50,B:25,C:25');
    const random = seededRandom(20261123);
    const counts = { A: 0, B: 0, C: 0 };
    for (let shopper = 0; shopper < 3000; shopper++) {
      localStorage.removeItem(VARIANT_STORAGE_KEY);
      resetVariantAssignment();
      counts[stickyVariant(weights, random)]++;
    }
    const share = (n: number) => (100 * n) / 3000;
    expect(Math.abs(share(counts.A) - 50), `A ${share(counts.A)} %`).to.be.at.most(3);
    expect(Math.abs(share(counts.B) - 25), `B ${share(counts.B)} %`).to.be.at.most(3);
    expect(Math.abs(share(counts.C) - 25), `C ${share(counts.C)} %`).to.be.at.most(3);
  });

  it('never draws a variant of weight 0, and falls back to equal weights for a malformed list', () => {
    const random = seededRandom(7);
    const onlyB = parseVariantWeights('A:0,B:1,C:0');
    expect(new Set(Array.from({ length: 200 }, () => drawVariant(onlyB, random)))).to.deep.equal(new Set(['B']));
    expect(parseVariantWeights('A:50,D:50')).to.deep.equal({ A: 1, B: 1, C: 1 });
    expect(parseVariantWeights('A:0,B:0,C:0')).to.deep.equal({ A: 1, B: 1, C: 1 });
    expect(parseVariantWeights('A:-5')).to.deep.equal({ A: 1, B: 1, C: 1 });
    expect(parseVariantWeights('b:3, c:1')).to.deep.equal({ A: 0, B: 3, C: 1 });
  });

  it('a shopper keeps their variant across reloads, and sees it on the page', async () => {
    let el = await openRecommendation({ version: 'auto' });
    await waitForPage(el);
    const first = shownVariant(el);
    expect(['A', 'B', 'C']).to.include(first);
    expect(localStorage.getItem(VARIANT_STORAGE_KEY)).to.equal(first);
    for (let reload = 0; reload < 4; reload++) {
      el.remove();
      resetVariantAssignment();
      el = await mountQuiz({ version: 'auto' });
      await waitForPage(el);
      expect(shownVariant(el), `reload ${reload + 1}`).to.equal(first);
    }
  });

  it('the weights decide the draw: A:0,B:0,C:1 shows C to a fresh shopper', async () => {
    const el = await openRecommendation({ version: 'auto' });
    el.remove();
    localStorage.removeItem(VARIANT_STORAGE_KEY);
    resetVariantAssignment();
    const weighted = document.createElement('fragrance-quiz');
    weighted.setAttribute('api-host', window.__FQ_TEST_API__);
    weighted.setAttribute('version', 'auto');
    weighted.setAttribute('version-weights', 'A:0,B:0,C:1');
    document.body.append(weighted);
    await waitForPage(weighted);
    expect(shownVariant(weighted)).to.equal('C');
    expect(localStorage.getItem(VARIANT_STORAGE_KEY)).to.equal('C');
  });

  it('?version=B overrides the stored assignment without changing it', async () => {
    const el = await openRecommendation({ version: 'auto', query: '?version=B' });
    localStorage.setItem(VARIANT_STORAGE_KEY, 'C');
    el.remove();
    resetVariantAssignment();
    const again = await mountQuiz({ version: 'auto' });
    await waitForPage(again);
    expect(shownVariant(again)).to.equal('B');
    expect(localStorage.getItem(VARIANT_STORAGE_KEY)).to.equal('C');
  });

  it('the cart link carries the variant and the quiz id as cart attributes once a quiz was completed', async () => {
    const quizId = '4a4b0a4e-7d5a-4b8e-9a57-2f0f0e2c1d3b';
    const el = await openRecommendation({ version: 'auto', query: '?version=B' });
    localStorage.setItem(QUIZ_ID_KEY, quizId);
    resetFirstPartyIds();
    await waitForPage(el);
    await waitUntil(() => shadow(el).querySelector('.product-card .add-to-cart[href*="attributes"]'), 'cart attributes on the link');
    const href = shadow(el).querySelector('.product-card .add-to-cart')?.getAttribute('href') ?? '';
    const url = new URL(href, location.origin);
    expect(url.pathname).to.equal(`/cart/${KIT_VARIANT_ID}:1`);
    expect(url.searchParams.get('attributes[quiz_variant]')).to.equal('B');
    expect(url.searchParams.get('attributes[quiz_id]')).to.equal(quizId);
  });
});
