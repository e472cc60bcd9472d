/**
 * `npm run bench:host`: the host page's own Core Web Vitals with and without the element, written to
 * BENCHMARKS.md. The Dawn-like store page of the end-to-end suite (test/e2e/host-pages) is served from
 * its own origin, the element and its API from the real server on another; Lighthouse's mobile preset
 * (simulated slow 4G, 4× CPU slowdown) runs three times on each page, the pages taken in turn, and the
 * medians are written, with each run's LCP: a single run can land on either side of a race in the model
 * (the section's text below says which). Then the pages where the quiz is below the fold load with a
 * photograph-weight hero and the throttling applied for real, for the trade the `loading` default makes:
 * the host's LCP against when the quiz's first step is ready. Build first (`npm run build`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { replaceSection } from '../server/kit/markdown-section.ts';
import { startHostServer } from '../test/e2e/host-pages/host-server.ts';
import { freePort } from '../test/support/free-port.ts';
import { startTestServer } from '../test/support/test-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser.ts';
import { machineLine } from './lib/machine.ts';
import { median } from './lib/median.ts';

const RUNS = 3;
/** Loads of each page with the throttling applied for real. */
const THROTTLED_RUNS = 5;
/** The heavy hero's weight: a photograph, so the host's LCP needs the bandwidth the quiz's chunk would take. */
const HERO_BYTES = 150_000;
/** Lighthouse's mobile preset, applied for real: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, 4 × CPU. */
const THROTTLING = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpuSlowdown: 4 };

const ROOT = resolve(import.meta.dirname, '..');

interface Vitals {
  lcp: number;
  cls: number;
  domContentLoaded: number;
  lcpElement: string;
}

async function measure(port: number, url: string): Promise<Vitals> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const metrics = (lhr.audits['metrics']?.details as { items?: Array<Record<string, number>> } | undefined)?.items?.[0] ?? {};
  const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined)?.items;
  const snippet = lcpItems?.[0]?.items?.[0]?.node?.snippet ?? '';
  return {
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    domContentLoaded: metrics['observedDomContentLoaded'] ?? Number.NaN,
    lcpElement: snippet.replace(/\s+/g, ' ').slice(0, 60),
  };
}

interface ThrottledLoad {
  /** The host page's LCP, before any input. */
  lcp: number;
  load: number;
  /** When the element reported its first step shown (`fq-step-change`). */
  firstStep: number;
}

/** One load of `url` in a phone-sized page with the network and CPU throttled for real. */
async function throttledLoad(browser: Browser, url: string): Promise<ThrottledLoad> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const { cpuSlowdown, ...network } = THROTTLING;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...network });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.addInitScript(() => {
      const timings = { lcp: Number.NaN, firstStep: Number.NaN };
      Object.assign(window, { __hostTimings: timings });
      new PerformanceObserver((list) => { timings.lcp = list.getEntries().at(-1)?.startTime ?? timings.lcp; })
        .observe({ type: 'largest-contentful-paint', buffered: true });
      document.addEventListener('fq-step-change', (event) => { if (Number.isNaN(timings.firstStep)) timings.firstStep = event.timeStamp; });
    });
    await page.goto(url);
    await page.waitForFunction(() => !Number.isNaN((window as unknown as { __hostTimings: ThrottledLoad }).__hostTimings.firstStep), undefined, { timeout: 60_000 });
    return await page.evaluate(() => ({
      ...(window as unknown as { __hostTimings: Omit<ThrottledLoad, 'load'> }).__hostTimings,
      load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
  } finally {
    await context.close();
  }
}

/** Measures each page `rounds` times, the pages taken in turn (so a busy spell hits every page alike). */
async function inTurn<T>(
  pages: ReadonlyArray<readonly [string, string]>,
  rounds: number,
  measureOne: (path: string) => Promise<T>,
  summary: (result: T) => string,
): Promise<Map<string, T[]>> {
  const results = new Map<string, T[]>(pages.map(([name]) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, path] of pages) {
      const result = await measureOne(path);
      results.get(name)!.push(result);
      console.log(`run ${round + 1}/${rounds} ${name}: ${summary(result)}`);
    }
  }
  return results;
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist', 'fragrance-quiz.js'))) throw new Error('dist/ is missing: run `npm run build` first');
  const hostPort = await freePort();
  const heavyHostPort = await freePort();
  const product = await startTestServer({ corsOrigins: [`http://127.0.0.1:${hostPort}`, `http://127.0.0.1:${heavyHostPort}`] });
  const host = await startHostServer(hostPort, product.url);
  const heavyHost = await startHostServer(heavyHostPort, product.url, { heroBytes: HERO_BYTES });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const rows: string[] = [];
  const throttledRows: string[] = [];
  try {
    const pages = [
      ['without the element', '/plain'],
      ['with the element', '/'],
      ['long page', '/far-plain'],
      ['long page, element 3 screens down', '/far'],
      ['… `loading="eager"`', '/far-eager'],
      ['… `loading="lazy"`', '/far-lazy'],
    ] as const;
    const runs = await inTurn(pages, RUNS, (path) => measure(chrome.port, `http://127.0.0.1:${hostPort}${path}`),
      (vitals) => `LCP ${(vitals.lcp / 1000).toFixed(2)} s, CLS ${vitals.cls.toFixed(3)}`);
    for (const [name] of pages) {
      const measured = runs.get(name)!;
      const of = (key: 'lcp' | 'cls' | 'domContentLoaded') => median(measured.map((vitals) => vitals[key]));
      const each = measured.map((vitals) => (vitals.lcp / 1000).toFixed(2)).join(', ');
      rows.push(`| ${name} | ${(of('lcp') / 1000).toFixed(2)} (${each}) | ${of('cls').toFixed(3)} | ${Math.round(of('domContentLoaded'))} | \`${(measured.at(-1)?.lcpElement ?? '?').replace(/\|/g, '\\|')}\` |`);
      console.log(rows.at(-1));
    }
    const throttledPages = [
      ['with the element', '/'],
      ['long page, element 3 screens down', '/far'],
      ['… `loading="eager"`', '/far-eager'],
    ] as const;
    const loads = await inTurn(throttledPages, THROTTLED_RUNS, (path) => throttledLoad(browser, `http://127.0.0.1:${heavyHostPort}${path}`),
      (load) => `throttled, LCP ${Math.round(load.lcp)} ms, first step ${Math.round(load.firstStep)} ms`);
    for (const [name] of throttledPages) {
      const measured = loads.get(name)!;
      const seconds = (key: keyof ThrottledLoad) => (median(measured.map((load) => load[key])) / 1000).toFixed(2);
      const each = measured.map((load) => (load.lcp / 1000).toFixed(2)).join(', ');
      throttledRows.push(`| ${name} | ${seconds('lcp')} (${each}) | ${seconds('load')} | ${seconds('firstStep')} |`);
      console.log(throttledRows.at(-1));
    }
  } finally {
    await browser.close();
    await heavyHost.close();
    await chrome.kill();
    await host.close();
    await product.app.close();
    await product.db.close();
  }
  const section = [
    '## Host page (Dawn-like store)',
    '',
    'Command: `npm run bench:host`.',
    '',
    `Setup: ${machineLine()}; the end-to-end suite's Dawn-like page, the quiz below the hero and eight product cards (long page: sixteen more); Lighthouse mobile preset (simulated), ${RUNS} runs per page in turn, medians, each run's LCP in brackets. A quiz below the fold waits for \`load\` and the host's first paint (docs/embedding.md "Host page vitals").`,
    '',
    '| page | LCP s | CLS | DOMContentLoaded ms | LCP element |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    `Throttling applied for real (${THROTTLING.latency} ms round trips, ${(THROTTLING.downloadThroughput * 8 / 1024 / 1024).toFixed(1)} Mbit/s, ${THROTTLING.cpuSlowdown} × CPU; Playwright, 412 × 823), a ${HERO_BYTES / 1000} kB hero, ${THROTTLED_RUNS} loads each:`,
    '',
    '| page | host LCP s | host `load` s | quiz first step s |',
    '|---|---|---|---|',
    ...throttledRows,
    '',
  ].join('\n');
  const file = join(ROOT, 'BENCHMARKS.md');
  writeFileSync(file, replaceSection(existsSync(file) ? readFileSync(file, 'utf8') : '', '## Host page (Dawn-like store)', section));
  console.log('BENCHMARKS.md updated');
}

await main();
