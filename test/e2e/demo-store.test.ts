/**
 * The demo store as a salesperson shows it (issue 36): on a phone the quiz sits far below the fold, so the
 * hero's "Find your scent" and the header's "Fragrance quiz" start it with one tap: the first question in
 * view with focus on its heading, one history entry that browser Back leaves again.
 * Run after `npm run build`: `npx tsx --test test/e2e/demo-store.test.ts`.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, describeFocus, focused, journey, waitForScreen } from './browser.ts';
import { SEED_STEP_NAMES } from './seed-content.ts';
import { withProductAndBrowser } from './suite.ts';

const JOURNEY = { timeout: 120_000 };
const [START_SCREEN, FIRST_QUESTION] = SEED_STEP_NAMES;

/** The quiz's focused heading and whether it lies wholly inside the viewport. */
function headingInView(page: Page): Promise<{ text: string; inView: boolean }> {
  return page.evaluate(() => {
    const heading = document.querySelector('fragrance-quiz')?.shadowRoot?.querySelector<HTMLElement>('[part="heading"]');
    const box = heading?.getBoundingClientRect();
    const inView = Boolean(box && box.height > 0 && box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth);
    return { text: heading?.textContent ?? '', inView };
  });
}

describe('the demo store starts the quiz in one tap', () => {
  const started = withProductAndBrowser();

  it('on a 375 px phone, the hero button brings the first question into view with focus on its heading; Back returns', JOURNEY, () =>
    journey(started.browser(), PHONE, async ({ page }) => {
      await page.goto(`${started.product().url}/`);
      await waitForScreen(page, START_SCREEN!, 30_000);
      const quizTop = await page.evaluate(() => document.querySelector('fragrance-quiz')!.getBoundingClientRect().top);
      assert.ok(quizTop > 812, `the quiz starts below the fold (${Math.round(quizTop)} px)`);
      const start = page.getByRole('link', { name: 'Find your scent' });
      assert.ok(await start.isVisible(), 'the hero button is on the first screen');
      const entries = await page.evaluate(() => history.length);

      await start.tap();
      await waitForScreen(page, FIRST_QUESTION!);
      await page.waitForFunction(() => document.querySelector('fragrance-quiz')?.shadowRoot?.activeElement?.getAttribute('part') === 'heading');
      const focus = await focused(page);
      assert.equal(focus.part, 'heading', `focus on the question's heading, not ${describeFocus(focus)}`);
      assert.equal(focus.step, FIRST_QUESTION);
      const heading = await headingInView(page);
      assert.ok(heading.inView, `the heading "${heading.text}" is in view`);
      assert.equal(await page.evaluate(() => history.length), entries + 1, 'one history entry');

      await page.goBack();
      await waitForScreen(page, START_SCREEN!);
      assert.ok(await start.isVisible(), 'browser Back returns to the store page with its hero');
    }));

  for (const [device, options] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`the header's "Fragrance quiz" link starts the quiz the same way (${device})`, JOURNEY, () =>
      journey(started.browser(), options, async ({ page }) => {
        await page.goto(`${started.product().url}/`);
        await waitForScreen(page, START_SCREEN!, 30_000);
        await page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Fragrance quiz' }).click();
        await waitForScreen(page, FIRST_QUESTION!);
        await page.waitForFunction(() => document.querySelector('fragrance-quiz')?.shadowRoot?.activeElement?.getAttribute('part') === 'heading');
        const heading = await headingInView(page);
        assert.ok(heading.inView, `the heading "${heading.text}" is in view`);
      }));
  }
  it('opened for a market (?locale= or the panel\'s selector), the page\'s own words and prices follow it, and so does the quiz', JOURNEY, () =>
    journey(started.browser(), DESKTOP, async ({ page }) => {
      await page.goto(`${started.product().url}/?locale=fr-CA`);
      await waitForScreen(page, START_SCREEN!, 30_000);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr-CA');
      const panel = page.getByRole('complementary', { name: 'Panneau de démonstration' });
      assert.ok(await panel.getByRole('heading', { name: 'Réglages de la démo' }).isVisible());
      assert.match(await page.locator('.announcement').innerText(), /^Livraison gratuite partout au Canada/);
      assert.deepEqual((await page.locator('.product-price').allInnerTexts()).map((price) => price.replace(/\s/g, ' ')), ['125,00 $', '115,00 $', '125,00 $', '79,00 $']);
      assert.equal(await page.locator('fragrance-quiz').getAttribute('locale'), 'fr-CA', 'the quiz in the same market');
      assert.match(await page.locator('fragrance-quiz [part="heading"]').first().innerText(), /^D’abord/);

      await panel.getByLabel('Marché').selectOption('en-GB');
      await page.waitForURL(/[?&]locale=en-GB/);
      await waitForScreen(page, START_SCREEN!, 30_000);
      assert.ok(await page.getByRole('heading', { name: 'Demo controls' }).isVisible());
      assert.match(await page.locator('.hero p').innerText(), /towards the full-size bottle/);
      assert.deepEqual(await page.locator('.product-price').allInnerTexts(), ['£78.00', '£70.00', '£78.00', '£49.00']);
    }));
});
