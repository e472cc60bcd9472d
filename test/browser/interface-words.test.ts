/**
 * The interface words in the shopper's language (src/stores/words.ts): when the content fails, the
 * code's catalogue speaks, French only for a French shopper (its chunk is fetched then); the age
 * picker names the months in the shopper's language while the stored answer stays the English name.
 */
import { expect } from '@open-wc/testing';
import { resolveMarket } from '../../src/core/market.ts';
import { $market } from '../../src/stores/market.ts';
import { EN } from '../../src/i18n/english.ts';
import { FR } from '../../src/i18n/fr.ts';
import { frenchTypography } from '../../src/core/french-typography.ts';
import { mountQuiz, resetPage, shadow, waitFor } from '../support/fixtures.ts';
import { arrive, openQuiz, storedAnswers } from '../support/quiz.ts';
import { waitUntil } from '../support/wait.ts';

/** A host nobody serves: the stub below answers it with a server failure. */
const DEAD_HOST = 'http://127.0.0.1:9';

describe('interface words by language', () => {
  const realFetch = window.fetch;

  beforeEach(() => {
    resetPage();
    window.fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if (!url.startsWith(DEAD_HOST)) return realFetch(input, init);
      return Promise.resolve(new Response('{"error":"down"}', { status: 500, headers: { 'content-type': 'application/json' } }));
    };
  });

  afterEach(() => {
    window.fetch = realFetch;
    for (const el of document.querySelectorAll('fragrance-quiz')) el.remove();
    delete (window as { Shopify?: unknown }).Shopify;
    $market.set(resolveMarket({}));
  });

  /** The shopper's market as a Shopify store on Markets says it (the element reads it when it connects). */
  const shopIn = (locale: string) => { (window as { Shopify?: unknown }).Shopify = { locale }; };

  async function failureFor(locale: string) {
    shopIn(locale);
    arrive(null);
    const el = await mountQuiz({ apiHost: DEAD_HOST });
    const alert = await waitFor(el, '[role="alert"]', 12_000);
    return { el, alert };
  }

  it('a French shopper whose content fails reads the failure and the retry in French', async function () {
    this.timeout(20_000);
    const { el, alert } = await failureFor('fr-CA');
    await waitUntil(() => alert.querySelector('h2')?.textContent === frenchTypography(FR.serverTitle), 'no French title');
    expect(alert.querySelector('p')?.textContent).to.equal(frenchTypography(FR.serverMessage));
    expect(alert.querySelector('button')?.textContent).to.equal(FR.retry);
    await expect(shadow(el).querySelector('.status')).to.be.accessible();
  });

  it('an English shopper whose content fails reads it in English', async function () {
    this.timeout(20_000);
    const { alert } = await failureFor('en-GB');
    expect(alert.querySelector('h2')?.textContent).to.equal(EN.serverTitle);
    expect(alert.querySelector('p')?.textContent).to.equal(EN.serverMessage);
    expect(alert.querySelector('button')?.textContent).to.equal(EN.retry);
  });

  it('names the months in French for a French shopper and stores the language-neutral month', async () => {
    shopIn('fr-CA');
    const el = await openQuiz('/age', { year: 1975, month: 'May' } as never);
    await waitUntil(() => shadow(el).querySelectorAll('[role="combobox"]').length === 2, 'no comboboxes');
    const month = shadow(el).querySelectorAll<HTMLElement>('[role="combobox"]')[1]!;
    await waitUntil(() => month.textContent === 'mai', `the stored May not shown as "mai" (${month.textContent})`);
    const list = shadow(el).getElementById(month.getAttribute('aria-controls') ?? '')!;
    const names = [...list.querySelectorAll('[role="option"]')].map((option) => option.textContent);
    expect(names.slice(0, 3)).to.deep.equal(['janvier', 'février', 'mars']);
    (list.querySelectorAll<HTMLElement>('[role="option"]')[2]!).click();
    await waitUntil(() => storedAnswers()['month'] === 'March', 'choosing "mars" did not store March');
  });
});
