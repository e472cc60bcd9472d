/**
 * The merchant's insights page over a known fixture (insights/fixtures/known-fixture.ts): after signing
 * in, the funnel, the variant rates, intervals, differences and revenue equal the hand-computed values;
 * the charts draw bars; each CSV download holds its table's facts as plain numbers; axe finds nothing at 375 and 1280 px.
 * Needs `npm run build` (the page is its own build in dist-insights/).
 */
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { FIXTURE_ORDER_PRICE, KNOWN_FIXTURE_EXPECTED, KNOWN_FIXTURE_RANGE, loadKnownFixture } from '../../insights/fixtures/known-fixture.ts';
import { parseCsv } from '../../insights/lib/csv.ts';
import { shopifySignature } from '../../server/routes/webhooks-shopify.ts';
import { stagingOptions, validProfile } from '../../server/test-support/app.ts';
import { REPO_ROOT } from '../support/child-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { AxeReport } from './axe.ts';
import { DESKTOP, launchBrowser, openSession, PHONE } from './browser.ts';

const TOKEN = 'e2e-insights-token-5f0c2b8e41d7a9036c';
const SECRET = 'e2e-webhook-secret';
const SHOTS = join(REPO_ROOT, 'test-results');

async function signIn(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/insights?from=${KNOWN_FIXTURE_RANGE.from}&to=${KNOWN_FIXTURE_RANGE.to}`);
  await page.getByLabel('Insights token').fill(TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/insights$/);
  // The sign-in answer redirects to /insights: choose the fixture's range in the form, as a merchant would.
  await page.getByLabel('From', { exact: true }).fill(KNOWN_FIXTURE_RANGE.from);
  await page.getByLabel('To', { exact: true }).fill(KNOWN_FIXTURE_RANGE.to);
  await page.getByRole('button', { name: 'Show' }).click();
  await page.getByRole('status').filter({ hasText: `Showing ${KNOWN_FIXTURE_RANGE.from} to ${KNOWN_FIXTURE_RANGE.to}` }).waitFor();
}

function tableCells(page: Page, id: string): Promise<string[][]> {
  return page.locator(`[data-table="${id}"] table`).evaluate((table) => {
    const rows = [...table.querySelectorAll('tr')];
    return rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim()));
  });
}

describe('insights page', { timeout: 180_000 }, () => {
  let server: TestServer;
  let browser: Browser;

  before(async () => {
    assert.ok(existsSync(join(REPO_ROOT, 'dist-insights', 'index.html')), 'run `npm run build` first (dist-insights/ is missing)');
    server = await startTestServer({ insightsToken: TOKEN, shopifyWebhookSecret: SECRET });
    await loadKnownFixture(server.db, validProfile(stagingOptions()), async (payload) => {
      const body = JSON.stringify(payload);
      const response = await fetch(`${server.url}/webhooks/shopify/orders-create`, {
        method: 'POST', body, headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': shopifySignature(body, SECRET) },
      });
      assert.equal(response.status, 200, await response.text());
    });
    browser = await launchBrowser();
    mkdirSync(SHOTS, { recursive: true });
  });
  after(async () => {
    await browser?.close();
    await server?.app.close();
    await server?.db.close();
  });

  it('without signing in the page is the sign-in form and the API answers 401', async () => {
    const session = await openSession(browser, DESKTOP);
    try {
      const response = await session.page.goto(`${server.url}/insights`);
      assert.equal(response?.status(), 401);
      assert.equal(await session.page.getByLabel('Insights token').count(), 1);
      const api = await session.page.request.get(`${server.url}/insights/api/funnel`);
      assert.equal(api.status(), 401);
      await session.page.getByLabel('Insights token').fill('wrong');
      await session.page.getByRole('button', { name: 'Sign in' }).click();
      await session.page.getByRole('alert').filter({ hasText: 'That token is not right.' }).waitFor();
    } finally {
      await session.close();
    }
  });

  it('shows the hand-computed funnel, variant figures and revenue; charts draw; CSV equals each table', async () => {
    const session = await openSession(browser, { ...DESKTOP, acceptDownloads: true });
    const { page } = session;
    try {
      await signIn(page, server.url);
      const metric = (name: string) => page.locator(`[data-metric="${name}"]`).innerText();
      assert.equal(await metric('started'), String(KNOWN_FIXTURE_EXPECTED.started));
      assert.equal(await metric('completed'), String(KNOWN_FIXTURE_EXPECTED.completed));
      assert.equal(await metric('completion-rate'), KNOWN_FIXTURE_EXPECTED.completionRate);
      assert.equal(await metric('median-time'), KNOWN_FIXTURE_EXPECTED.medianTimeToFinish);

      const funnel = await tableCells(page, 'funnel');
      assert.deepEqual(funnel.slice(1).map((row) => [row[0], row[1], row[3], row[4]]),
        KNOWN_FIXTURE_EXPECTED.steps.map((step, i) => [`${i + 1}. ${step.name}`, String(step.reached), String(step.dropOff), step.dropOffRate]));

      const variants = await tableCells(page, 'variants');
      assert.deepEqual(variants[0], ['Variant', 'Recommendation views', 'Add-to-cart rate', '95 % interval', 'Add-to-cart vs A', 'Orders',
        'Order rate', 'Net revenue', 'Average order', 'Revenue per viewer', 'Kit revenue']);
      for (const row of variants.slice(1)) {
        const expected = KNOWN_FIXTURE_EXPECTED.variants[row[0] as 'A' | 'B' | 'C'];
        const euros = (amount: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(amount);
        const revenue = Number(expected.revenue);
        assert.deepEqual(row.slice(1), [
          String(expected.views), expected.rate, expected.interval, expected.difference, String(expected.orders),
          `${(expected.orders / expected.views * 100).toFixed(1)} %`, euros(revenue), euros(Number(FIXTURE_ORDER_PRICE)),
          euros(Number((revenue / expected.views).toFixed(2))), euros(revenue),
        ], `variant ${row[0]}`);
      }
      assert.match(await page.locator('[data-verdict="B"]').innerText(), /^B: No clear difference from A on orders yet/);
      assert.match(await page.locator('[data-verdict="C"]').innerText(), /^C: Not enough data yet: about 50 more viewers per variant/);
      assert.equal(await page.locator('[data-schedule]').innerText(),
        'Test schedule: A running since 1 Nov 2026, weight 50; B running since 1 Nov 2026, weight 25; C running since 1 Nov 2026, weight 25.', 'the seed schedule');

      for (const chart of await page.locator('figure.chart').all()) {
        assert.ok(await chart.locator('svg .recharts-bar-rectangle path, svg .recharts-rectangle, svg path.recharts-line-curve').count() > 0, 'the chart draws its marks');
      }
      assert.equal(await page.locator('figure.chart').count(), 4, 'four charts');

      const csvs = new Map<string, string[][]>();
      for (const id of ['funnel', 'variants', 'trends', 'families', 'favourites', 'answers', 'kit-scents']) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.locator(`[data-table="${id}"] button`, { hasText: 'Download CSV' }).click(),
        ]);
        assert.equal(download.suggestedFilename(), `${id}-${KNOWN_FIXTURE_RANGE.from}_${KNOWN_FIXTURE_RANGE.to}.csv`);
        const csv = parseCsv(readFileSync(await download.path(), 'utf8'));
        const shown = await tableCells(page, id);
        assert.equal(csv.length, shown.length, `${id}: one CSV row per fact shown`);
        csvs.set(id, csv);
      }
      // Machine-readable: plain numbers, no grouping, shares as 0–1, money without its currency sign.
      const variantCsv = csvs.get('variants')!;
      const column = (name: string) => variantCsv[0]!.indexOf(name);
      const b = variantCsv.find((row) => row[0] === 'B')!;
      assert.deepEqual([b[column('views')], b[column('order_rate')], b[column('currency')], b[column('net_revenue')]], ['150', '0.1', 'EUR', '898.5']);
      assert.equal(csvs.get('funnel')![1]![3], String(KNOWN_FIXTURE_EXPECTED.steps[0].reached));
      assert.deepEqual(session.pageErrors, []);
    } finally {
      await session.close();
    }
  });

  it('segment filters are labelled selects whose choice stays in the URL and narrows every report', async () => {
    const session = await openSession(browser, DESKTOP);
    const { page } = session;
    try {
      await signIn(page, server.url);
      const started = () => page.locator('[data-metric="started"]').innerText();
      const caption = (id: string) => page.locator(`[data-table="${id}"] caption`).innerText();
      const rows = (id: string) => page.locator(`[data-table="${id}"] tbody th[scope="row"]`).count();
      const everyone = { families: await caption('families'), favourites: await rows('favourites'), kits: await caption('kit-scents') };
      assert.match(everyone.families, /\([1-9]\d* profiles\)/, 'the fixture has profiles');
      assert.match(everyone.kits, /\([1-9]\d* attributed kit orders/, 'and kit orders');
      assert.ok(everyone.favourites > 0, 'and favourites');
      // The fixture's shoppers recorded no market: "Not recorded" holds them all, Canada none.
      await page.getByLabel('Market').selectOption('unknown');
      await page.getByRole('button', { name: 'Show' }).click();
      await page.getByRole('status').filter({ hasText: 'Market: Not recorded' }).waitFor();
      assert.equal(await started(), String(KNOWN_FIXTURE_EXPECTED.started));
      assert.match(page.url(), /[?&]market=unknown/);
      assert.deepEqual({ families: await caption('families'), favourites: await rows('favourites'), kits: await caption('kit-scents') }, everyone,
        'tastes and kits: the same shoppers, the same figures');

      await page.goto(`${server.url}/insights?from=${KNOWN_FIXTURE_RANGE.from}&to=${KNOWN_FIXTURE_RANGE.to}&market=CA&device=phone`);
      await page.getByRole('status').filter({ hasText: 'Market: Canada (CA), Device: Phone' }).waitFor();
      assert.equal(await started(), '0');
      assert.match(await caption('families'), /\(0 profiles\)/, 'the tastes follow the filter');
      assert.equal(await rows('favourites'), 0);
      assert.match(await caption('kit-scents'), /\(0 attributed kit orders/, 'so do the kits');
      assert.equal(await page.getByLabel('Market').inputValue(), 'CA', 'the choice survives a reload');
      assert.match(await page.getByRole('link', { name: /Download every response/ }).getAttribute('href') ?? '', /market=CA&device=phone/);
      assert.match(await page.getByTestId('excluded').innerText(), /0 variant previews .* and 0 visits/);
      await page.getByRole('button', { name: 'Leave my own store visits out' }).click();
      assert.match(await page.getByRole('link', { name: 'this store link' }).getAttribute('href') ?? '', /[?&]fq-merchant=m1\.\d{13}\./);
    } finally {
      await session.close();
    }
  });

  for (const [name, options] of [['1280', DESKTOP], ['375', PHONE]] as const) {
    it(`has no axe violations and no horizontal page scroll at ${name} px`, async () => {
      const session = await openSession(browser, options);
      try {
        await signIn(session.page, server.url);
        const report = new AxeReport();
        await report.check(session.page, `insights ${name} px`);
        report.assertClean();
        const overflow = await session.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
        await session.page.screenshot({ path: join(SHOTS, `insights-${name}.png`), fullPage: true });
      } finally {
        await session.close();
      }
    });
  }
});
