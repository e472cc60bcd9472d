/**
 * `npm run screenshots`: full-page PNGs of the recommendation page, variants A and B, at 375px and
 * 1280px wide, into `screenshots/`. Serves the built `dist/` with the real server in-process on
 * loopback (runs `npm run build` first when dist/ is missing) and seeds a completed quiz and a
 * description in browser storage, as a shopper who just finished would have them.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { STORAGE_KEYS } from '../src/core/constants.ts';
import { seedAnswers } from '../test/support/seed.ts';
import { startTestServer } from '../test/support/test-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser.ts';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'screenshots');
const VARIANTS = ['A', 'B'] as const;
const WIDTHS = [375, 1280] as const;

const DESCRIPTION = [
  '- A soft, luminous trail that feels like you on your best day',
  '- Easygoing by morning, quietly magnetic after dark',
  '- Imagine a linen shirt drying in a sea breeze',
  '- Your wild card surprises you, because science cannot always predict desire',
].join('\n');

/** Waits until the element's recommendation page has rendered its last section and its images. */
async function waitForRecommendation(page: Page, variant: string): Promise<void> {
  await page.waitForFunction((expected) => {
    const root = document.querySelector('fragrance-quiz')?.shadowRoot;
    const recommendation = root?.querySelector<HTMLElement>('.recommendation');
    if (!recommendation || recommendation.dataset['variant'] !== expected) return false;
    if (!root?.querySelector('[data-section="faq"]')) return false;
    return expected !== 'A' || Boolean(root.querySelector('.ai-lines'));
  }, variant, { timeout: 30_000 });
  // Lazy images: load them all so the full-page capture shows them.
  await page.evaluate(async () => {
    const root = document.querySelector('fragrance-quiz')?.shadowRoot;
    const images = [...(root?.querySelectorAll('img') ?? [])];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => (image.complete ? null : new Promise((done) => {
      image.addEventListener('load', done, { once: true });
      image.addEventListener('error', done, { once: true });
    }))));
  });
}

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist', 'fragrance-quiz.js'))) {
    console.log('dist/ is missing: running npm run build');
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  }
  mkdirSync(OUT, { recursive: true });
  const server = await startTestServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const storage = {
      [STORAGE_KEYS.answers]: JSON.stringify(seedAnswers()),
      [STORAGE_KEYS.gptContent]: DESCRIPTION,
      [STORAGE_KEYS.anonymousId]: JSON.stringify('screenshot-anon-id'),
    };
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      await context.addInitScript((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);
      for (const variant of VARIANTS) {
        const page = await context.newPage();
        page.on('pageerror', (error) => console.error(`[${variant} ${width}px] page error:`, error.message));
        await page.goto(`${server.url}/#/recommendation?version=${variant}`);
        await waitForRecommendation(page, variant);
        const file = join(OUT, `recommendation-${variant}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`saved ${file}`);
        await page.close();
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.app.close();
    await server.db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
