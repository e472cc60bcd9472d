/**
 * The merchant's own visits left out on a store of another site (docs/insights.md "Events"): the store
 * (`http://shop.localhost:…`) never receives the backend's cookies, so the merchant opens the store link
 * the insights page gives once; that browser's quiz visits are then stored as the merchant's, while a
 * shopper's, and one with a forged marker, count.
 */
import assert from 'node:assert/strict';
import { FIRST_PARTY_EVENTS } from '../../contract/events.ts';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { freePort } from '../support/free-port.ts';
import { DESKTOP, journey, launchBrowser, waitForScreen } from './browser.ts';
import { startHostServer, type HostServer } from './host-pages/host-server.ts';
import { assertBuilt, startProduct, type ProductServer } from './server.ts';
import { STARTUP_TIMEOUT_MS } from './suite.ts';

const TOKEN = 'e2e-merchant-marker-token-3c9a0f61d2b7e845';
const JOURNEY = { timeout: 120_000 };

interface Funnel { impressions: number; started: number; excluded: { preview: number; merchant: number } }

describe('the merchant marker on a store of another site', { timeout: 600_000 }, () => {
  let browser: Browser;
  let product: ProductServer;
  let host: HostServer;
  let shop = '';
  let cookie = '';

  before(async () => {
    assertBuilt();
    const hostPort = await freePort();
    shop = `http://shop.localhost:${hostPort}`;
    product = await startProduct({ CORS_ORIGINS: `http://*.localhost:${hostPort}`, INSIGHTS_TOKEN: TOKEN, STORE_URL: `${shop}/` });
    host = await startHostServer(hostPort, product.url);
    browser = await launchBrowser([`--host-resolver-rules=MAP *.localhost 127.0.0.1, MAP localhost 127.0.0.1`]);
    const login = await fetch(`${product.url}/insights/login`, { method: 'POST', body: JSON.stringify({ token: TOKEN }), headers: { 'content-type': 'application/json' } });
    assert.equal(login.status, 204);
    cookie = login.headers.getSetCookie().find((c) => c.startsWith('fq_insights='))!.split(';')[0] as string;
  }, { timeout: STARTUP_TIMEOUT_MS });

  after(async () => {
    await browser?.close();
    await host?.close();
    await product?.stop();
  });

  const funnel = async (): Promise<Funnel> => (await fetch(`${product.url}/insights/api/funnel`, { headers: { cookie } })).json() as Promise<Funnel>;

  /** Waits until the funnel shows `wanted` (events arrive when the page sends them). */
  async function funnelReaches(wanted: (f: Funnel) => boolean): Promise<Funnel> {
    const deadline = Date.now() + 30_000;
    let last = await funnel();
    while (!wanted(last) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      last = await funnel();
    }
    return last;
  }

  /**
   * Opens the store page, engages with the quiz and waits until its step view is stored: a beacon on
   * closing the page is best effort, and a busy machine may close the page before it goes.
   */
  async function visitQuiz(page: Page, url: string): Promise<void> {
    const stepViewStored = page.waitForResponse((response) => response.url().endsWith('/events')
      && (response.request().postData() ?? '').includes(`"${FIRST_PARTY_EVENTS.stepView}"`), { timeout: 60_000 });
    await page.goto(url);
    await waitForScreen(page, 'aboutyou');
    await page.locator('fragrance-quiz .step-screen').click();
    assert.equal((await stepViewStored).status(), 202);
  }

  it('a browser that opened the store link is the merchant\'s; a shopper\'s and a forged marker count', JOURNEY, async () => {
    const link = await fetch(`${product.url}/insights/merchant-link`, { method: 'POST', headers: { cookie } });
    assert.equal(link.status, 200);
    const { url } = await link.json() as { url: string };
    assert.ok(url.startsWith(`${shop}/?fq-merchant=m1.`), url);

    await journey(browser, DESKTOP, async ({ page }) => {
      await page.goto(url);
      // The element takes the marker out of the address bar once its event sender starts.
      await page.waitForFunction(() => !new URL(location.href).searchParams.has('fq-merchant'));
      assert.match(await page.evaluate(() => localStorage.getItem('fq_merchant') ?? ''), /^m1\./);
      // Later visits carry no link: the browser remembers it.
      await visitQuiz(page, `${shop}/`);
    });
    const afterMerchant = await funnelReaches((f) => f.excluded.merchant >= 1);
    assert.deepEqual([afterMerchant.excluded.merchant, afterMerchant.started], [1, 0], 'the merchant\'s visit counts nowhere');

    await journey(browser, DESKTOP, ({ page }) => visitQuiz(page, `${shop}/`));
    const marker = new URL(url).searchParams.get('fq-merchant') ?? '';
    const forged = `${marker.slice(0, -4)}${marker.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    await journey(browser, DESKTOP, ({ page }) => visitQuiz(page, `${shop}/?fq-merchant=${forged}`));
    const final = await funnelReaches((f) => f.started >= 2);
    assert.deepEqual([final.started, final.excluded.merchant], [2, 1], 'the shopper and the forger count as shoppers');
  });
});
