/**
 * The whole product as a shopper meets it: the real server (`server/main.ts` over the built `dist/`)
 * and the demo store page in Chromium, from the first step to the cart link. Run after `npm run build`:
 * `npx tsx --test test/e2e/journeys.test.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../src/core/constants.ts';
import { seedAnswers } from '../support/seed.ts';
import {
  DESKTOP, PHONE, describeFocus, focused, holdFirstStepChunk, journey, launchBrowser, openSession, quizEvents, recordQuizEvents,
  serveScriptWithoutAnswer, storedAnswers, waitForQuizEvent, waitForScreen,
} from './browser.ts';
import { countPointerPresses, horizontalOverflow, pointerPresses } from './layout.ts';
import { PRODUCTS, RESULT_VARIANT_ID, SEED_STEP_NAMES } from './seed-content.ts';
import { assertBuilt, sharedOrNewProduct, startFailingAiProvider, startProduct, type FailingAiProvider, type ProductServer } from './server.ts';
import { STARTUP_TIMEOUT_MS } from './suite.ts';
import {
  PICKER_QUERIES, descriptionNumbers, pickPerfumesWithPointer, stepScreen, stepsShown, tabTo, walkWithKeyboard, walkWithPointer,
} from './shopper.ts';

/** Per journey; generous for a loaded 2-core machine (each takes 5–25 s). */
const JOURNEY = { timeout: 120_000 };
const DESCRIPTION_NUMBERS = ['01', '02', '03', '04'];
const CONTENT_API = '**/v2024-04-01/data/query/**';
const RECOMMENDATION_CHUNK = '**/chunks/RecommendationPage-*.js';
const AGE_PICKER_CHUNK = '**/chunks/AgeQuestion-*.js';

/**
 * Opens `step` with every question before it answered (stored as the shopper left them): for journeys
 * about what happens at the end, the walk there being the other journeys' subject.
 */
async function answeredUpTo(page: Page, url: string, step: string): Promise<void> {
  await page.addInitScript(([key, answers]) => {
    if (localStorage.getItem(key) === null) localStorage.setItem(key, answers);
  }, [STORAGE_KEYS.answers, JSON.stringify(seedAnswers())] as const);
  await page.goto(`${url}#/${step}`);
  await waitForScreen(page, step);
}

function anonymousId(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('ajs_anonymous_id') ?? '""') as string);
}

/** Variant A's cart link (docs/behaviour.md): the result's variant, one unit, the anonymous id in the note. */
function variantACartUrl(id: string, quizId: string | null): string {
  return `/cart/${RESULT_VARIANT_ID}:1?note=${encodeURIComponent(`{'segmentAnonId':'${id}'}`)}${quizCartAttributes('A', quizId, '&')}`;
}

/** The completed quiz's id, which cart links carry as Shopify cart attributes (docs/insights.md "Orders"). */
function quizIdOf(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('fq_quiz_id'));
}

function quizCartAttributes(variant: string, quizId: string | null, separator: '?' | '&'): string {
  return quizId ? `${separator}attributes[quiz_variant]=${variant}&attributes[quiz_id]=${quizId}` : '';
}

/** The `segmentAnnonId` the element sent with the profile (POST /quiz-meta). */
function watchQuizMetaIds(page: Page): string[] {
  const ids: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/quiz-meta')) return;
    const body = request.postDataJSON() as { segmentAnnonId?: unknown } | null;
    if (typeof body?.segmentAnnonId === 'string') ids.push(body.segmentAnnonId);
  });
  return ids;
}

function productKeysShown(page: Page): Promise<string[]> {
  return page.locator('fragrance-quiz .product-list > li').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset['product'] ?? ''));
}

async function favoriteCount(page: Page): Promise<number> {
  const favorites = (await storedAnswers(page))['favorite_fragrances'];
  return Array.isArray(favorites) ? favorites.length : 0;
}

/** The add-to-cart of variant A's description section: event, link, the demo's cancel and its log. */
async function assertVariantACart(page: Page, press: () => Promise<void>): Promise<void> {
  const id = await anonymousId(page);
  assert.ok(id, 'the demo page set an anonymous analytics id');
  const url = variantACartUrl(id, await quizIdOf(page));
  const button = page.locator('fragrance-quiz [data-section="ai-results"] [part="add-to-cart"]');
  assert.equal(await button.getAttribute('href'), url, 'the cart link carries the encoded segmentAnonId');
  const pageUrl = page.url();
  await press();
  const cart = await waitForQuizEvent(page, 'fq-add-to-cart');
  assert.deepEqual(cart.detail, { url, section: 2, shopifyVariantId: RESULT_VARIANT_ID, variant: 'A' });
  assert.equal(cart.defaultPrevented, true, 'the demo page cancels the navigation');
  await page.locator('#demo-app .log li').filter({ hasText: `"wouldOpen":"${url}"` }).waitFor();
  assert.equal(page.url(), pageUrl, 'the shopper stays on the page');
}

describe('the whole product as a shopper meets it', () => {
  let browser: Browser | undefined;
  /** The product as `npm start` runs it (the shared one under test/e2e/run.ts); every journey but the fault ones uses it. */
  let product: ProductServer | undefined;
  /** A second product whose AI endpoint answers 500; the "backend stopped" journey then kills it. */
  let faulty: ProductServer | undefined;
  let ai: FailingAiProvider | undefined;

  before(async () => {
    assertBuilt();
    ai = await startFailingAiProvider();
    const [main, failing, chromium] = await Promise.allSettled([
      sharedOrNewProduct(),
      startProduct({ AI_BASE_URL: ai.baseUrl, AI_API_KEY: 'e2e-test-key', AI_TIMEOUT_MS: '3000' }),
      launchBrowser(),
    ]);
    if (main.status === 'fulfilled') product = main.value;
    if (failing.status === 'fulfilled') faulty = failing.value;
    if (chromium.status === 'fulfilled') browser = chromium.value;
    for (const started of [main, failing, chromium]) if (started.status === 'rejected') throw started.reason;
  }, { timeout: STARTUP_TIMEOUT_MS });

  after(async () => {
    await browser?.close();
    await Promise.all([product?.stop(), faulty?.stop(), ai?.close()]);
  });

  const server = () => product as ProductServer;
  const chromium = () => browser as Browser;

  it("the demo store, which renders the element from its own script, shows the first step before the app's code has arrived", JOURNEY, () =>
    journey(chromium(), PHONE, async ({ page }) => {
      const release = await holdFirstStepChunk(page);
      await page.goto(`${server().url}/`);
      await page.waitForFunction(() => document.querySelector('fragrance-quiz')?.shadowRoot?.querySelector('[data-prepaint] h2'));
      assert.equal(await page.evaluate(() => customElements.get('fragrance-quiz')), undefined, 'the app is not there yet');
      release();
      await waitForScreen(page, SEED_STEP_NAMES[0]!);
    }));

  it('a new shopper on a desktop answers every step with the mouse, picks 2 perfumes, reads the description and adds to cart', JOURNEY, () =>
    journey(chromium(), DESKTOP, async ({ page }) => {
      await recordQuizEvents(page);
      const sentIds = watchQuizMetaIds(page);
      const response = await page.goto(`${server().url}/`);
      // The real policy is on (no bypassCSP anywhere in these suites): the element runs under it.
      assert.match(response?.headers()['content-security-policy'] ?? '', /script-src 'self'/);

      await walkWithPointer(page, 'mouse');
      assert.deepEqual(await stepsShown(page), SEED_STEP_NAMES, 'every step, in order');
      assert.equal(await favoriteCount(page), PICKER_QUERIES.length, 'the two perfumes picked are stored');
      assert.match(page.url(), /#\/recommendation$/);
      assert.equal(await page.locator('fragrance-quiz .recommendation').getAttribute('data-variant'), 'A');
      assert.deepEqual(await descriptionNumbers(page), DESCRIPTION_NUMBERS);

      const complete = await waitForQuizEvent(page, 'fq-complete');
      assert.equal(typeof complete.detail['quizMetaId'], 'string', 'the profile was stored');
      assert.equal(complete.detail['source'], 'composer', 'the built-in composer wrote the description');
      assert.deepEqual((await waitForQuizEvent(page, 'fq-recommendation-view')).detail, { variant: 'A' });
      assert.deepEqual(sentIds, [await anonymousId(page)], 'the profile went out once, with the anonymous id');

      await assertVariantACart(page, () => page.locator('fragrance-quiz [data-section="ai-results"] [part="add-to-cart"]').click());
    }));

  it('the same journey by keyboard only: Tab, Shift+Tab, arrows, Space, Enter, typing in the picker', JOURNEY, () =>
    journey(chromium(), DESKTOP, async ({ page }) => {
      await recordQuizEvents(page);
      await countPointerPresses(page);
      await page.goto(`${server().url}/`);

      await walkWithKeyboard(page);
      assert.deepEqual(await stepsShown(page), SEED_STEP_NAMES, 'every step, in order');
      assert.equal(await favoriteCount(page), PICKER_QUERIES.length, 'the two perfumes picked are stored');
      assert.deepEqual(await descriptionNumbers(page), DESCRIPTION_NUMBERS);
      const arrived = await focused(page);
      assert.ok(arrived.inQuiz && arrived.tag === 'h2', `the recommendation's first heading has the focus, not ${describeFocus(arrived)}`);

      const isCart = (element: { part: string | null; section: string | null }) => element.part === 'add-to-cart' && element.section === 'ai-results';
      await tabTo(page, "the description's Add to cart", isCart);
      await assertVariantACart(page, () => page.keyboard.press('Enter'));

      // The testimonials carousel and the FAQ accordion, further down the same page.
      await tabTo(page, 'Next testimonial', (element) => element.name === 'Next testimonial');
      await page.keyboard.press('Enter');
      await page.locator('fragrance-quiz .carousel .slide[aria-label^="2 of"]:not([hidden])').waitFor();
      const firstQuestion = await tabTo(page, 'the first FAQ question', (element) => element.section === 'faq' && element.tag === 'button');
      await page.keyboard.press('Enter');
      await page.locator('fragrance-quiz .faq button[aria-expanded="true"]').first().waitFor();
      await page.keyboard.press('ArrowDown');
      const secondQuestion = await focused(page);
      assert.ok(secondQuestion.section === 'faq' && secondQuestion.text !== firstQuestion.text, 'ArrowDown moves to the next question');

      assert.deepEqual(await pointerPresses(page), [], 'no mouse or touch event at all');
    }));

  it('on a phone (375×812, touch): taps through to the recommendation, variant B through the demo, variant C reversed cards', JOURNEY, () =>
    journey(chromium(), PHONE, async ({ page }) => {
      await recordQuizEvents(page);
      await page.goto(`${server().url}/`);

      await walkWithPointer(page, 'touch');
      assert.deepEqual(await stepsShown(page), SEED_STEP_NAMES, 'every step, in order');
      assert.deepEqual(await descriptionNumbers(page), DESCRIPTION_NUMBERS);
      assert.deepEqual(await horizontalOverflow(page), [], 'variant A fits the phone');

      await page.locator('#variant').selectOption('B');
      await page.locator('fragrance-quiz .recommendation[data-variant="B"] .product-list[data-layout="normal"]').waitFor();
      assert.deepEqual(await productKeysShown(page), PRODUCTS.map((item) => item.key), 'variant B lists the products in content order');
      assert.deepEqual(await horizontalOverflow(page), [], 'variant B fits the phone');

      const first = PRODUCTS[0];
      assert.ok(first, 'the seed has products');
      await page.locator(`fragrance-quiz [data-product="${first.key}"] [part="add-to-cart"]`).tap();
      const cart = await waitForQuizEvent(page, 'fq-add-to-cart');
      assert.equal(cart.detail['url'], `/cart/${first.shopifyVariantId}:1${quizCartAttributes('B', await quizIdOf(page), '?')}`);
      assert.equal(cart.detail['variant'], 'B');

      await page.locator('#variant').selectOption('');
      await page.evaluate(() => {
        location.hash = '#/recommendation?version=C';
      });
      await page.locator('fragrance-quiz .recommendation[data-variant="C"] .product-list[data-layout="reversed"]').waitFor();
      assert.deepEqual(await productKeysShown(page), PRODUCTS.map((item) => item.key), 'variant C keeps the personalised kit first');
      assert.deepEqual(await horizontalOverflow(page), [], 'variant C fits the phone');
    }));

  it('a reload resumes where the shopper was; deep links past unanswered steps go to the first one', JOURNEY, () =>
    journey(chromium(), DESKTOP, async ({ page, context }) => {
      await page.goto(`${server().url}/`);
      await walkWithPointer(page, 'mouse', { until: 'scenttypes' });
      const answers = await storedAnswers(page);

      await page.reload();
      await waitForScreen(page, 'scenttypes');
      assert.match(page.url(), /#\/scenttypes$/);
      assert.deepEqual(await storedAnswers(page), answers, 'the answers survive the reload');
      await stepScreen(page, 'scenttypes').locator('[part="back"]').click();
      await waitForScreen(page, 'occasions');
      assert.equal(await stepScreen(page, 'occasions').locator('.screen-part[data-step="occasions"] input:checked').count(), 2, 'Back shows the choices made before the reload');

      // The same shopper opens links to later screens in new tabs: the first unanswered required step shows.
      for (const link of ['#/almostthere', '#/recommendation']) {
        const tab = await context.newPage();
        await tab.goto(`${server().url}/${link}`);
        await waitForScreen(tab, 'scenttypes');
        await tab.waitForURL(/#\/scenttypes$/);
        await tab.close();
      }

      // A shopper with no answers at all: the recommendation sends them to the first required question.
      const fresh = await openSession(chromium(), DESKTOP);
      try {
        await fresh.page.goto(`${server().url}/#/recommendation`);
        await waitForScreen(fresh.page, 'age');
        await fresh.page.waitForURL(/#\/age$/);
        assert.deepEqual(fresh.pageErrors, []);
      } finally {
        await fresh.close();
      }
    }));

  it('the AI endpoint failing (HTTP 500): the shopper still gets a recommendation with a description', JOURNEY, () =>
    journey(chromium(), DESKTOP, async ({ page }) => {
      await recordQuizEvents(page);
      await answeredUpTo(page, `${(faulty as ProductServer).url}/`, 'email');
      await stepScreen(page, 'email').locator('[part="next"]').click();
      assert.deepEqual(await descriptionNumbers(page), DESCRIPTION_NUMBERS);
      const complete = await waitForQuizEvent(page, 'fq-complete');
      assert.equal(complete.detail['source'], 'composer', 'the server fell back on its composer');
      assert.ok((ai as FailingAiProvider).requests() >= 1, 'the server did ask the AI endpoint');
    }));

  it('the backend stopped mid-journey: the shopper still reaches a recommendation with a description', JOURNEY, () =>
    journey(chromium(), DESKTOP, async ({ page }) => {
      const backend = faulty as ProductServer;
      await recordQuizEvents(page);
      const pageCode = Promise.all(['/chunks/RecommendationPage-', '/chunks/CtaStep-'].map((chunk) =>
        // The whole walk below may pass before they arrive on a busy machine: not the 15 s of one step.
        page.waitForResponse((response) => response.url().includes(chunk) && response.ok(), { timeout: 120_000 })));
      await answeredUpTo(page, `${backend.url}/`, 'favorites');
      const favorites = stepScreen(page, 'favorites');
      await pickPerfumesWithPointer(favorites, 'mouse');

      await favorites.locator('[part="next"]').click();
      // The e-mail step, left empty: Next moves on like Skip. The analysis screen's and the results page's
      // code load from the step before the analysis (this one): wait for both before the backend goes.
      await waitForScreen(page, 'email', 15_000);
      await pageCode;
      await backend.kill();
      await stepScreen(page, 'email').locator('[part="next"]').click();
      await waitForScreen(page, 'recommendation', 30_000);
      // The analysis retries, then falls back on a description of its own.
      assert.deepEqual(await descriptionNumbers(page, 60_000), DESCRIPTION_NUMBERS);
      const complete = await waitForQuizEvent(page, 'fq-complete');
      assert.equal(complete.detail['source'], 'fallback');
      const problem = page.locator('fragrance-quiz .content-problem');
      await problem.waitFor();
      assert.match(await problem.innerText(), /could not load/i, 'the missing parts are explained, with a retry');
      assert.ok((await quizEvents(page, 'fq-error')).length > 0, 'the host heard about the failures');
    }));

  it('the content API unreachable: a friendly message, and Try again brings the first step', JOURNEY, () =>
    journey(chromium(), DESKTOP, async ({ page }) => {
      await serveScriptWithoutAnswer(page);
      await page.route(CONTENT_API, (route) => route.abort('connectionrefused'));
      await page.goto(`${server().url}/`);
      const error = page.locator('fragrance-quiz [part="error"]');
      await error.waitFor({ timeout: 30_000 });
      assert.match(await error.innerText(), /can’t reach the quiz[\s\S]*try again/i);

      await page.unroute(CONTENT_API);
      await error.getByRole('button', { name: 'Try again' }).click();
      await waitForScreen(page, SEED_STEP_NAMES[0] ?? '');
      assert.equal(await error.count(), 0);
    }));

  it("the recommendation page's code failing to download: a friendly message, and Try again loads the page", JOURNEY, () =>
    journey(chromium(), DESKTOP, async ({ page }) => {
      await page.route(RECOMMENDATION_CHUNK, (route) => route.abort('connectionrefused'));
      await page.addInitScript((answers) => {
        if (!localStorage.getItem('nw_quiz_answers')) localStorage.setItem('nw_quiz_answers', answers);
      }, JSON.stringify(seedAnswers()));
      await page.goto(`${server().url}/#/recommendation?version=B`);
      const error = page.locator('fragrance-quiz [part="error"]');
      await error.waitFor();
      assert.match(await error.innerText(), /recommendation could not load/i);

      await page.unroute(RECOMMENDATION_CHUNK);
      await error.getByRole('button', { name: 'Try again' }).click();
      await page.locator('fragrance-quiz .recommendation[data-variant="B"] .product-list').waitFor();
    }));

  it("a question's code failing to download: a friendly message in place of the question, and Try again shows it", JOURNEY, () =>
    journey(chromium(), DESKTOP, async ({ page }) => {
      await page.route(AGE_PICKER_CHUNK, (route) => route.abort('connectionrefused'));
      await page.goto(`${server().url}/#/age`);
      const error = page.locator('fragrance-quiz [part="error"]');
      await error.waitFor();
      assert.match(await error.innerText(), /question could not load/i);
      assert.equal(await page.locator('fragrance-quiz h2[part="heading"]').innerText(), 'About you', 'the screen around it still shows');

      await page.unroute(AGE_PICKER_CHUNK);
      await error.getByRole('button', { name: 'Try again' }).click();
      await page.locator('fragrance-quiz [role="combobox"]').first().waitFor();
      assert.equal(await page.locator('fragrance-quiz [role="combobox"]').count(), 2);
      assert.equal(await error.count(), 0);
    }));
});
