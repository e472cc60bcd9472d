/**
 * Accessibility of the whole product on the real server: axe-core (WCAG 2.x A/AA + best practices,
 * the element's shadow DOM included) on every step of the seed quiz and on recommendation variants A
 * and B; reflow at 320 px (every step and variant); reduced motion. Run after `npm run build`:
 * `npx tsx --test test/e2e/accessibility.test.ts`.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { AxeReport } from './axe.ts';
import { DESKTOP, journey, serveScriptWithoutAnswer, waitForScreen, waitForScreenChange } from './browser.ts';
import { horizontalOverflow, movingAnimations } from './layout.ts';
import { SEED_STEP_NAMES } from './seed-content.ts';
import { withProductAndBrowser } from './suite.ts';
import { descriptionNumbers, holdAnalysis, stepScreen, walkWithPointer } from './shopper.ts';

/** Per journey; generous for a loaded 2-core machine (each takes 5–25 s). */
const JOURNEY = { timeout: 120_000 };
const NARROW = { viewport: { width: 320, height: 640 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;

/** Opens the Year list of the age step (the top-layer popover) and runs `check` while it is open. */
async function withAgeListOpen(page: Page, name: string, check: () => Promise<void>): Promise<void> {
  const trigger = stepScreen(page, name).locator('[role="combobox"]').first();
  await trigger.click();
  await page.locator('fragrance-quiz [role="listbox"]:popover-open').waitFor();
  await check();
  await page.keyboard.press('Escape');
}

/** Types into the perfume picker and runs `check` while its results are open; leaves it empty. */
async function withPickerResultsOpen(page: Page, name: string, check: () => Promise<void>): Promise<void> {
  const input = stepScreen(page, name).locator('input[role="combobox"]');
  await input.click();
  await input.pressSequentially('chanel', { delay: 20 });
  await stepScreen(page, name).locator('[role="option"]').first().waitFor();
  await check();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
}

describe('accessibility of the whole product', () => {
  const started = withProductAndBrowser();

  const url = (hash = '') => `${started.product().url}/${hash}`;
  const chromium = () => started.browser();

  it('axe finds no violation on any step of the seed quiz nor on recommendation variants A and B', JOURNEY, () =>
    journey(chromium(), DESKTOP, async ({ page }) => {
      const report = new AxeReport();
      const releaseAnalysis = await holdAnalysis(page);
      await page.goto(url());
      const seen = await walkWithPointer(page, 'mouse', {
        onStep: async (name, type) => {
          await report.check(page, `step "${name}"`);
          if (type === 'cta') releaseAnalysis();
          if (type === 'age') await withAgeListOpen(page, name, () => report.check(page, `step "${name}", year list open`));
          if (type === 'search') await withPickerResultsOpen(page, name, () => report.check(page, `step "${name}", results open`));
        },
      });
      assert.deepEqual(seen, SEED_STEP_NAMES, 'axe ran on every step');

      await descriptionNumbers(page);
      await report.check(page, 'recommendation A');
      await page.locator('fragrance-quiz .faq button[aria-expanded]').first().click();
      await page.locator('fragrance-quiz .faq button[aria-expanded="true"]').waitFor();
      await report.check(page, 'recommendation A, a FAQ answer open');

      await page.evaluate(() => {
        location.hash = '#/recommendation?version=B';
      });
      await page.locator('fragrance-quiz .recommendation[data-variant="B"] .product-list').waitFor();
      await report.check(page, 'recommendation B');
      report.assertClean();
    }));

  it('axe finds no violation on the friendly error shown when the content cannot load', JOURNEY, () =>
    journey(chromium(), DESKTOP, async ({ page }) => {
      await serveScriptWithoutAnswer(page);
      await page.route('**/v2024-04-01/data/query/**', (route) => route.abort('connectionrefused'));
      await page.goto(url('#/age'));
      await page.locator('fragrance-quiz [part="error"]').waitFor({ timeout: 30_000 });
      const report = new AxeReport();
      await report.check(page, 'content error');
      report.assertClean();
    }));

  it('axe finds no violation on the unsubscribe link\'s page, in French and British English', JOURNEY, () =>
    journey(chromium(), DESKTOP, async ({ page }) => {
      const report = new AxeReport();
      for (const lang of ['fr-CA', 'en-GB']) {
        // A link whose token is not valid: the same page as a confirmed unsubscribe, without one.
        await page.goto(`${started.product().url}/email/unsubscribe?token=not-a-token&lang=${lang}`);
        assert.equal(await page.locator('html').getAttribute('lang'), lang);
        await report.check(page, `unsubscribe page, ${lang}`);
      }
      report.assertClean();
    }));

  it('at 320 px wide every step and every variant reflow without sideways scrolling', JOURNEY, () =>
    journey(chromium(), NARROW, async ({ page }) => {
      const problems: string[] = [];
      const check = async (where: string) => {
        for (const problem of await horizontalOverflow(page)) problems.push(`${where}: ${problem}`);
      };
      const releaseAnalysis = await holdAnalysis(page);
      await page.goto(url());
      const seen = await walkWithPointer(page, 'touch', {
        onStep: async (name, type) => {
          await check(`step "${name}"`);
          if (type === 'cta') releaseAnalysis();
          if (type === 'age') await withAgeListOpen(page, name, () => check(`step "${name}", year list open`));
          if (type === 'search') await withPickerResultsOpen(page, name, () => check(`step "${name}", results open`));
        },
      });
      assert.deepEqual(seen, SEED_STEP_NAMES, 'every step was checked');
      await descriptionNumbers(page);
      await check('recommendation A');
      for (const variant of ['B', 'C']) {
        await page.evaluate((wanted) => {
          location.hash = `#/recommendation?version=${wanted}`;
        }, variant);
        await page.locator(`fragrance-quiz .recommendation[data-variant="${variant}"] .product-list`).waitFor();
        await check(`recommendation ${variant}`);
      }
      assert.deepEqual(problems, [], `content wider than 320 px:\n${problems.join('\n')}`);
    }));

  it('with reduced motion nothing moves, the timers still advance, and the quiz completes', JOURNEY, () =>
    journey(chromium(), { ...DESKTOP, reducedMotion: 'reduce' }, async ({ page }) => {
      const releaseAnalysis = await holdAnalysis(page);
      await page.goto(url());
      assert.equal(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches), true);
      const first = SEED_STEP_NAMES[0] ?? '';
      await waitForScreen(page, first);
      // The opening interstitial moves on by itself once the shopper engaged and sees it (it starts below
      // the demo's hero): reduced motion removes animation, not steps.
      await page.evaluate(() => document.querySelector('fragrance-quiz')?.scrollIntoView({ block: 'start' }));
      await page.locator('fragrance-quiz h2[part="heading"]').click();
      assert.equal(await waitForScreenChange(page, first, 10_000), SEED_STEP_NAMES[1]);

      const moving: string[] = [];
      const seen = await walkWithPointer(page, 'mouse', {
        onStep: async (name, type) => {
          for (const animation of await movingAnimations(page)) moving.push(`step "${name}": ${animation}`);
          if (type === 'cta') releaseAnalysis();
        },
      });
      assert.deepEqual(seen, SEED_STEP_NAMES.slice(1), 'the quiz completes');
      assert.deepEqual(await descriptionNumbers(page), ['01', '02', '03', '04']);
      for (const animation of await movingAnimations(page)) moving.push(`recommendation: ${animation}`);
      assert.deepEqual(moving, [], `animations still running under reduced motion:\n${moving.join('\n')}`);
    }));
});
