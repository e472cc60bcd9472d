/**
 * The shopper's market in the browser tests: the seed's content from the test backend with a French
 * translation of the quiz, the quiz result and the marketing document (through `translation.metadata`,
 * as the Studio links them) and per-market offers laid into the answers, so these tests need no seed
 * translations. Both the element's plain first query (fetch) and `@sanity/client` (XMLHttpRequest) are
 * answered from here.
 */
import { fixture, html } from '@open-wc/testing';
import { nothing } from 'lit-html';
import { QUIZ_STEPS_QUERY, withTranslation } from '../../contract/content-queries.ts';
import { MARKETING_QUERY, QUIZ_RESULT_QUERY } from '../../contract/result-queries.ts';
import { DATASETS } from '../../content/src/datasets.ts';
import { translationId } from '../../contract/translations.ts';
import { STORAGE_KEYS } from '../../src/core/constants.ts';
import type { Answers } from '../../src/core/types.ts';
import { $analysis, INITIAL_ANALYSIS, descriptionKey } from '../../src/stores/analysis.ts';
import { $answers } from '../../src/stores/answers.ts';
import type { FragranceQuizElement } from '../../elements/fragrance-quiz.ts';
import { API, resetPage } from '../support/fixtures.ts';
import { COMPLETE_ANSWERS } from './analysis-fixtures.ts';

const money = (amount: number, currency: string) => ({ _type: 'money', amount, currency });
/** The seed's prices per market (kit, sampler). */
export const OFFERS: Record<string, Array<Record<string, unknown>>> = {
  kit: [
    { _key: 'ca', _type: 'marketOffer', country: 'CA', price: money(34.99, 'CAD'), compareAtPrice: money(44.99, 'CAD'), credit: money(35, 'CAD') },
    { _key: 'gb', _type: 'marketOffer', country: 'GB', price: money(19.99, 'GBP'), compareAtPrice: money(25.99, 'GBP'), credit: money(20, 'GBP') },
    { _key: 'ie', _type: 'marketOffer', country: 'IE', price: money(22.99, 'EUR'), compareAtPrice: money(29.99, 'EUR'), credit: money(23, 'EUR') },
  ],
  sampler: [
    { _key: 'ca', _type: 'marketOffer', country: 'CA', price: money(79, 'CAD'), compareAtPrice: money(158, 'CAD'), credit: money(79, 'CAD') },
    { _key: 'gb', _type: 'marketOffer', country: 'GB', price: money(49, 'GBP'), compareAtPrice: money(98, 'GBP'), credit: money(49, 'GBP') },
    { _key: 'ie', _type: 'marketOffer', country: 'IE', price: money(55, 'EUR'), compareAtPrice: money(110, 'EUR'), credit: money(55, 'EUR') },
  ],
};

/** The French texts of the results page that the tests read (the rest stays English: the fallback). */
export const FRENCH_RESULTS = {
  heroHeading: 'Votre parfum signature vous attend',
  kitButton: 'Ajouter au panier · {kitPrice}',
  cardButton: 'AJOUTER AU PANIER – {price}',
  recommendProductListTitle: 'Vos choix personnalisés',
};

type Row = Record<string, unknown>;

async function seedAnswer(query: string, params: Record<string, string>): Promise<unknown> {
  const search = new URLSearchParams({ query });
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value));
  const response = await originalFetch(`${API}/v2024-04-01/data/query/staging?${search}`);
  return ((await response.json()) as { result: unknown }).result;
}

function withOffers(rows: Row[]): Row[] {
  for (const row of rows) {
    const products = ((row.quizResult as Row | null)?.productRecommends ?? []) as Row[];
    products.forEach((product, index) => {
      product.marketOffers = index === 0 ? OFFERS.kit : OFFERS.sampler;
    });
  }
  return rows;
}

/** The answers this market's element asks for, keyed by query and `$locale`. */
async function answersFor(locale: string, failing?: 'marketing'): Promise<Map<string, unknown>> {
  const french = locale === 'fr-CA';
  const answers = new Map<string, unknown>();
  for (const base of [QUIZ_STEPS_QUERY, QUIZ_RESULT_QUERY, MARKETING_QUERY]) {
    const query = locale === 'en-US' ? base : withTranslation(base);
    const params: Record<string, string> = locale === 'en-US' ? {} : { locale };
    let answer = await seedAnswer(query, params);
    if (base === QUIZ_RESULT_QUERY) answer = withOffers(answer as Row[]);
    if (french && base === QUIZ_STEPS_QUERY) {
      for (const row of answer as Row[]) row.translation = DATASETS['staging']!.find((doc) => doc._id === translationId(String(row._id), 'fr-CA'));
    }
    if (french && base === QUIZ_RESULT_QUERY) {
      for (const row of answer as Row[]) row.translation = { quizResult: { recommendProductListTitle: FRENCH_RESULTS.recommendProductListTitle } };
    }
    if (french && base === MARKETING_QUERY) {
      (answer as Row).translation = { copy: { heroHeading: FRENCH_RESULTS.heroHeading, kitButton: FRENCH_RESULTS.kitButton, cardButton: FRENCH_RESULTS.cardButton, resultsHeading: '' } };
    }
    // No marketing document: the element's query fails ("No marketing content was found").
    if (failing === 'marketing' && base === MARKETING_QUERY) answer = null;
    answers.set(`${query}\n${JSON.stringify(params.locale ?? null)}`, answer);
  }
  return answers;
}

const originalFetch = window.fetch.bind(window);
const originalOpen = XMLHttpRequest.prototype.open;

function keyOf(url: string): string | null {
  const target = new URL(url, location.href);
  if (!target.pathname.includes('/data/query/')) return null;
  const locale = target.searchParams.get('$locale');
  return `${target.searchParams.get('query') ?? ''}\n${locale ?? 'null'}`;
}

/** Serves the market's content (without the marketing document: `failing`) until the returned function is called. */
export async function serveMarketContent(locale: string, failing?: 'marketing'): Promise<() => void> {
  const answers = await answersFor(locale, failing);
  const blobs = new Map([...answers].map(([key, result]) => [key, URL.createObjectURL(new Blob([JSON.stringify({ result, ms: 1 })], { type: 'application/json' }))]));
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const key = keyOf(input instanceof Request ? input.url : String(input));
    const blob = key === null ? undefined : blobs.get(key);
    return originalFetch(blob ?? input, blob ? undefined : init);
  };
  function open(this: XMLHttpRequest, method: string, url: string | URL, async = true, user?: string | null, password?: string | null) {
    const key = keyOf(String(url));
    return originalOpen.call(this, method, (key !== null && blobs.get(key)) || url, async, user, password);
  }
  XMLHttpRequest.prototype.open = open as typeof XMLHttpRequest.prototype.open;
  return () => {
    window.fetch = originalFetch;
    XMLHttpRequest.prototype.open = originalOpen;
    for (const blob of blobs.values()) URL.revokeObjectURL(blob);
  };
}

export interface MarketAttributes {
  locale?: string;
  country?: string;
  currency?: string;
}

/** Mounts the page's one quiz with the market attributes given (none: the page decides). */
export async function mountMarketQuiz(market: MarketAttributes, version = ''): Promise<FragranceQuizElement> {
  for (const earlier of document.querySelectorAll('fragrance-quiz')) earlier.remove();
  return fixture<FragranceQuizElement>(html`<fragrance-quiz
    api-host=${API} dataset="staging" version=${version}
    locale=${market.locale ?? nothing} country=${market.country ?? nothing} currency=${market.currency ?? nothing}
  ></fragrance-quiz>`);
}

/** A finished quiz with a description in `locale` (null: none yet, the analysis runs), the page at `#/recommendation?version=…`. */
export async function openMarketRecommendation(market: MarketAttributes, variant: 'A' | 'B' | 'C', description: string | null, answers: Answers = COMPLETE_ANSWERS): Promise<FragranceQuizElement> {
  resetPage();
  localStorage.setItem(STORAGE_KEYS.answers, JSON.stringify(answers));
  if (description !== null) localStorage.setItem(descriptionKey(market.locale ?? 'en-US'), description);
  $answers.set({ ...answers });
  $analysis.set({ ...INITIAL_ANALYSIS, loaded: true });
  location.hash = `#/recommendation?version=${variant}`;
  return mountMarketQuiz(market, variant);
}
