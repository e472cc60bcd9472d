/**
 * `npm run bench`: the page-speed and size figures of issue 8, written to BENCHMARKS.md.
 * - bytes of the element's initial load and lazy chunks (minified, gzip, brotli);
 * - Lighthouse (mobile and desktop presets) on the demo's first step and on the recommendation page;
 * - time from navigation to the first question being interactive;
 * - time from the last answer to the recommendation page showing the description.
 * Runs the real server in-process on loopback with the built `dist/` (build first with `npm run build`).
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium, type Page } from 'playwright-core';
import { replaceSection } from '../server/kit/markdown-section.ts';
import { startTestServer } from '../test/support/test-server.ts';
import { seedAnswers } from '../test/support/seed.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser.ts';
import { machineLine } from './lib/machine.ts';

const ROOT = resolve(import.meta.dirname, '..');
const { initialLoadFiles } = createRequire(import.meta.url)('./lib/initial-load.cjs') as { initialLoadFiles: (entry: string) => string[] };
const DIST = join(ROOT, 'dist');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function sizeRows(): { rows: string[]; initialGzip: number } {
  const initial = new Set(initialLoadFiles(join(DIST, 'fragrance-quiz.js')).map((file) => resolve(file)));
  const files = ['fragrance-quiz.js', ...readdirSync(join(DIST, 'chunks')).map((file) => `chunks/${file}`)];
  let initialGzip = 0;
  const rows = files.map((file) => {
    const bytes = readFileSync(join(DIST, file));
    const gzip = gzipSync(bytes, { level: 9 }).length;
    const isInitial = initial.has(resolve(DIST, file));
    if (isInitial) initialGzip += gzip;
    return `| \`${file}\` | ${isInitial ? 'initial' : 'lazy'} | ${kB(bytes.length)} | ${kB(gzip)} | ${kB(brotliCompressSync(bytes).length)} |`;
  });
  return { rows, initialGzip };
}

async function waitForShadowText(page: Page, text: string, timeout = 30_000): Promise<number> {
  return page.evaluate(async ({ text, timeout }) => {
    const started = performance.now();
    while (performance.now() - started < timeout) {
      const root = document.querySelector('fragrance-quiz')?.shadowRoot;
      if (root?.textContent?.includes(text)) return performance.now();
      await new Promise((resolveFrame) => requestAnimationFrame(resolveFrame));
    }
    throw new Error(`"${text}" did not appear`);
  }, { text, timeout });
}

async function firstQuestionInteractive(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return page.evaluate(async () => {
    for (;;) {
      const heading = document.querySelector('fragrance-quiz')?.shadowRoot?.querySelector('h2');
      if (heading) return performance.now();
      await new Promise((resolveFrame) => requestAnimationFrame(resolveFrame));
    }
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function main(): Promise<void> {
  if (!existsSync(join(DIST, 'fragrance-quiz.js'))) throw new Error('dist/ is missing: run `npm run build` first');
  const server = await startTestServer();
  const origin = server.url;
  const answers = JSON.stringify(seedAnswers());
  const sizes = sizeRows();

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  const firstStep: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    await page.context().clearCookies();
    await page.goto(`${origin}/health`);
    await page.evaluate(() => localStorage.clear());
    firstStep.push(await firstQuestionInteractive(page, `${origin}/`));
  }
  const toRecommendation: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    await page.goto(`${origin}/health`);
    await page.evaluate((stored) => { localStorage.clear(); localStorage.setItem('nw_quiz_answers', stored); }, answers);
    await page.goto(`${origin}/#/favorites`);
    await waitForShadowText(page, 'Skip');
    const started = await page.evaluate(() => performance.now());
    await page.evaluate(() => { location.hash = '#/results'; });
    const done = await waitForShadowText(page, 'Your results are in');
    toRecommendation.push(done - started);
  }
  await browser.close();

  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  const lighthouseRows: string[] = [];
  try {
    const seeder = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const seedPage = await seeder.contexts()[0]!.newPage();
    await seedPage.goto(`${origin}/health`);
    await seedPage.evaluate((stored) => {
      localStorage.setItem('nw_quiz_answers', stored);
      localStorage.setItem('gpt_content', '- One\n- Two\n- Three\n- Four, because science cannot always predict desire');
    }, answers);
    await seedPage.close();
    const targets = [
      { name: 'first step', url: `${origin}/`, reset: true },
      { name: 'recommendation (A)', url: `${origin}/#/recommendation`, reset: false },
    ];
    for (const target of targets) {
      for (const preset of ['mobile', 'desktop'] as const) {
        const result = await lighthouse(target.url, {
          port: chrome.port, output: 'json', logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: !target.reset,
        }, preset === 'desktop' ? desktopConfig : undefined);
        const lhr = result?.lhr;
        if (!lhr) throw new Error('Lighthouse returned no result');
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        lighthouseRows.push(`| ${target.name} | ${preset} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s | ${Math.round(audit('total-blocking-time'))} ms | ${audit('cumulative-layout-shift').toFixed(3)} |`);
      }
    }
    await seeder.close();
  } finally {
    await chrome.kill();
    await server.app.close();
    await server.db.close();
  }

  const section = [
    '## Page speed and size',
    '',
    `Command: \`npm run build && npm run bench\` · ${machineLine()} · headless Debian Chromium, server on loopback (PGlite, built-in composer).`,
    '',
    `Goals: initial load ≤ 110 kB gzip (measured: ${kB(sizes.initialGzip)}, entry plus its static chunks), Lighthouse mobile performance ≥ 95, accessibility 100, CLS < 0.02.`,
    '',
    '| file | load | minified | gzip | brotli |',
    '|---|---|---|---|---|',
    ...sizes.rows,
    '',
    'CSS ships inside the JavaScript as constructable stylesheets adopted by the shadow root (no separate CSS file).',
    '',
    '| page | preset | performance | accessibility | best practices | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|',
    ...lighthouseRows,
    '',
    '| journey | median | runs |',
    '|---|---|---|',
    `| navigation → first question interactive (heading rendered) | ${Math.round(median(firstStep))} ms | ${firstStep.map(Math.round).join(', ')} |`,
    `| last answer → recommendation page with the description | ${Math.round(median(toRecommendation))} ms | ${toRecommendation.map(Math.round).join(', ')} |`,
  ].join('\n');
  console.log(section);
  const file = join(ROOT, 'BENCHMARKS.md');
  writeFileSync(file, replaceSection(existsSync(file) ? readFileSync(file, 'utf8') : '', '## Page speed and size', section));
}

await main();
