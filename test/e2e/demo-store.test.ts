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
});
