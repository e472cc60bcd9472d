/**
 * What the end-to-end suites share around their tests: the product and a browser, started side by side
 * before a suite's tests and stopped after them.
 */
import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.ts';
import { assertBuilt, sharedOrNewProduct, type ProductServer } from './server.ts';

/**
 * Time a suite gives its setup: the server migrates and imports the catalogue while Chromium starts, on a
 * busy machine (two suites and the node tests side by side on two cores; a start once took over 150 s).
 */
export const STARTUP_TIMEOUT_MS = 240_000;

export interface ProductAndBrowser {
  product(): ProductServer;
  browser(): Browser;
}

/**
 * Registers the suite's `before` and `after` hooks (call it inside `describe`). Both are started even when
 * one fails, so `after` stops whatever did start; the accessors throw if used before the start.
 */
export function withProductAndBrowser(): ProductAndBrowser {
  let product: ProductServer | undefined;
  let browser: Browser | undefined;

  before(async () => {
    assertBuilt();
    const [server, chromium] = await Promise.allSettled([sharedOrNewProduct(), launchBrowser()]);
    if (server.status === 'fulfilled') product = server.value;
    if (chromium.status === 'fulfilled') browser = chromium.value;
    for (const started of [server, chromium]) if (started.status === 'rejected') throw started.reason;
  }, { timeout: STARTUP_TIMEOUT_MS });

  after(async () => {
    await browser?.close();
    await product?.stop();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} has not started`);
    return value;
  };
  return {
    product: () => started(product, 'the product'),
    browser: () => started(browser, 'the browser'),
  };
}
