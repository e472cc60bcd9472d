/**
 * `npm run screenshots`: every quiz screen, the results-calculation (analysis) screen and the
 * recommendation page variants A, B and C, at 375 × 812 and 1280 × 900, into `screenshots/`
 * (gitignored). Steps are captured as the shopper's screen (the quiz scrolled into view); the
 * recommendation pages as full pages. Serves the built `dist/` with the real server in-process on
 * loopback (runs `npm run build` first when dist/ is missing) and seeds a completed quiz and a
 * description in browser storage. Timers are frozen on step screens so the automatic advances do
 * not move the quiz on mid-capture. `THEME=dark` captures the demo's dark theme instead; `WIDTHS=1440`, other widths;
 * `ONLY=recommendation` (or a step name) captures only matching screens; `LOCALE=fr-CA` (or en-GB, en-IE,
 * en-CA) shows the shopper's market as a Shopify store on Markets says it (`window.Shopify`).
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { DEFAULT_LOCALE, LOCALES, MARKETS, type Locale } from '../contract/markets.ts';
import { STORAGE_KEYS } from '../src/core/constants.ts';
import { loadAllImages, openScreen, STEP_SCREENS } from '../test/e2e/screens.ts';
import { seedAnswers } from '../test/support/seed.ts';
import { startTestServer } from '../test/support/test-server.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser.ts';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'screenshots');
const VARIANTS = ['A', 'B', 'C'] as const;
const SIZES = (process.env['WIDTHS'] ?? '375,1280').split(',').map(Number)
  .map((width) => ({ width, height: width < 720 ? 812 : 900 }));
const THEME = process.env['THEME'] === 'dark' ? 'dark' : 'light';
const ONLY = process.env['ONLY'] ?? '';
const LOCALE = (process.env['LOCALE'] ?? 'en-US') as Locale;
if (!LOCALES.includes(LOCALE)) throw new Error(`LOCALE must be one of ${LOCALES.join(', ')}`);

/** The seed's stand-in description, in French for a French shopper (kept per locale: src/stores/analysis.ts). */
const FRENCH_DESCRIPTION = [
  '- Un sillage doux et lumineux, comme vous dans vos meilleurs jours',
  '- Tout en douceur le matin, discrètement magnétique à la nuit tombée',
  '- Imaginez une chemise de lin qui sèche dans la brise marine',
  '- Votre carte cachée vous surprendra, car la science ne peut pas toujours prédire le désir',
].join('\n');

const DESCRIPTION = [
  '- A soft, luminous trail that feels like you on your best day',
  '- Easygoing by morning, quietly magnetic after dark',
  '- Imagine a linen shirt drying in a sea breeze',
  '- Your wild card surprises you, because science cannot always predict desire',
].join('\n');

async function waitForRecommendation(page: Page, variant: string): Promise<void> {
  await page.waitForFunction((expected) => {
    const root = document.querySelector('fragrance-quiz')?.shadowRoot;
    const recommendation = root?.querySelector<HTMLElement>('.recommendation');
    if (!recommendation || recommendation.dataset['variant'] !== expected) return false;
    if (!root?.querySelector('[data-section="faq"]') || !root.querySelector('[data-section="kit"]')) return false;
    return expected !== 'A' || Boolean(root.querySelector('.ai-lines'));
  }, variant, { timeout: 30_000 });
  await loadAllImages(page);
}

async function newContext(browserContext: () => Promise<BrowserContext>): Promise<BrowserContext> {
  const context = await browserContext();
  const storage = {
    [STORAGE_KEYS.answers]: JSON.stringify(seedAnswers()),
    [LOCALE === DEFAULT_LOCALE ? STORAGE_KEYS.gptContent : `${STORAGE_KEYS.gptContent}:${LOCALE}`]: LOCALE.startsWith('fr') ? FRENCH_DESCRIPTION : DESCRIPTION,
    [STORAGE_KEYS.anonymousId]: JSON.stringify('screenshot-anon-id'),
    'fq-demo-theme': THEME,
  };
  await context.addInitScript(({ entries, locale, market }) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    if (locale !== 'en-US') (window as { Shopify?: unknown }).Shopify = { locale, country: market.country, currency: { active: market.currency } };
  }, { entries: storage, locale: LOCALE, market: MARKETS[LOCALE] });
  return context;
}

const wanted = (name: string) => !ONLY || name.includes(ONLY);

async function main(): Promise<void> {
  if (!existsSync(join(ROOT, 'dist', 'fragrance-quiz.js'))) {
    console.log('dist/ is missing: running npm run build');
    execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
  }
  mkdirSync(OUT, { recursive: true });
  const server = await startTestServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const suffix = `${LOCALE === DEFAULT_LOCALE ? '' : `-${LOCALE}`}${THEME === 'dark' ? '-dark' : ''}`;
  try {
    for (const size of SIZES) {
      const options = { viewport: size, reducedMotion: 'reduce' as const, deviceScaleFactor: 1 };
      const context = await newContext(() => browser.newContext(options));
      for (const [index, screen] of STEP_SCREENS.entries()) {
        const name = `step-${String(index + 1).padStart(2, '0')}-${screen.name.toLowerCase()}`;
        if (!wanted(name) && !(ONLY === 'analysis' && screen.type === 'cta')) continue;
        const screenContext = await newContext(() => browser.newContext(options));
        // Frozen timers, the analysis held (test/e2e/screens.ts): the screen stays put while captured.
        const page = await openScreen(screenContext, server.url, screen);
        page.on('pageerror', (error) => console.error(`[${screen.name} ${size.width}px] page error:`, error.message));
        // The first screen's background comes a frame after its text (src/stores/decorations.ts).
        if (screen.type !== 'search') await page.clock.runFor(100);
        await page.locator('fragrance-quiz .step-background').waitFor({ timeout: 30_000 });
        await loadAllImages(page);
        await page.evaluate(() => document.querySelector('fragrance-quiz')?.scrollIntoView());
        const file = join(OUT, `${screen.type === 'cta' ? 'analysis' : name}-${size.width}${suffix}.png`);
        // Its fade-in runs to the end first.
        await page.screenshot({ path: file, animations: 'disabled' });
        console.log(`saved ${file}`);
        await screenContext.close();
      }
      for (const variant of VARIANTS) {
        const name = `recommendation-${variant}`;
        if (!wanted(name)) continue;
        const page = await context.newPage();
        page.on('pageerror', (error) => console.error(`[${variant} ${size.width}px] page error:`, error.message));
        await page.goto(`${server.url}/#/recommendation?version=${variant}`);
        await waitForRecommendation(page, variant);
        // A full-page capture is one frame of the whole page, which no shopper sees at once: sections far
        // below the screen would show as the empty places they hold until scrolled near
        // (content-visibility, src/styles/recommendation.ts), so they are rendered for it.
        await page.evaluate(() => {
          const sheet = new CSSStyleSheet();
          sheet.replaceSync('.rec-section { content-visibility: visible !important; }');
          const root = document.querySelector('fragrance-quiz')?.shadowRoot;
          if (root) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
        });
        const file = join(OUT, `${name}-${size.width}${suffix}.png`);
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
