/**
 * A French-Canadian shopper on a Shopify store (issue 38): the real server and the built element, the
 * seed content with the quiz's fr-CA translation linked by `translation.metadata`, and a page that says its market only through
 * `window.Shopify`. The first screen reads in French, with French as its language.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { DESKTOP, journey, launchBrowser, waitForScreen } from './browser.ts';
import { assertBuilt, sharedOrNewProduct, type ProductServer } from './server.ts';
import { STARTUP_TIMEOUT_MS } from './suite.ts';

describe('a French-Canadian shopper on a Shopify store', { timeout: STARTUP_TIMEOUT_MS + 120_000 }, () => {
  let product: ProductServer;
  let browser: Browser;

  before(async () => {
    assertBuilt();
    [product, browser] = await Promise.all([sharedOrNewProduct(), launchBrowser()]);
  }, { timeout: STARTUP_TIMEOUT_MS });

  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('sees the first screen in French when the page sets only window.Shopify', { timeout: 120_000 }, async () => {
    await journey(browser, DESKTOP, async ({ page }) => {
      await page.addInitScript(() => {
        (window as { Shopify?: unknown }).Shopify = { locale: 'fr', country: 'CA', currency: { active: 'CAD' } };
      });
      await page.goto(`${product.url}/#/aboutyou`);
      await waitForScreen(page, 'aboutyou');
      const screen = await page.evaluate(() => {
        const root = document.querySelector('fragrance-quiz')?.shadowRoot;
        return { heading: root?.querySelector('h2[part="heading"]')?.textContent, lang: root?.querySelector('.quiz-root')?.getAttribute('lang') };
      });
      assert.deepEqual(screen, { heading: 'D’abord, parlons un peu de vous', lang: 'fr-CA' });
    });
  });
});
