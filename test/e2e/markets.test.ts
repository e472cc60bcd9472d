/**
 * A French-Canadian shopper on a Shopify store (issue 38): the real server and the built element, the
 * seed content with the quiz's fr-CA translation linked by `translation.metadata` (added to a copy of
 * the seed when the seed does not hold it yet), and a page that says its market only through
 * `window.Shopify`. The first screen reads in French, with French as its language.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { FR_CA_STEPS } from '../../content/src/translations/quiz-steps.ts';
import { translatedQuiz, translationMetadata } from '../../content/src/translations/translate.ts';
import { REPO_ROOT } from '../support/child-server.ts';
import { DESKTOP, journey, launchBrowser, waitForScreen } from './browser.ts';
import { assertBuilt, startProduct, type ProductServer } from './server.ts';
import { STARTUP_TIMEOUT_MS } from './suite.ts';

/** A copy of the seed content whose staging dataset holds the fr-CA quiz translation. */
function contentWithFrenchQuiz(): string {
  const dir = mkdtempSync(join(tmpdir(), 'fq-e2e-content-'));
  cpSync(join(REPO_ROOT, 'content', 'staging'), join(dir, 'staging'), { recursive: true });
  cpSync(join(REPO_ROOT, 'content', 'holiday'), join(dir, 'holiday'), { recursive: true });
  const file = join(dir, 'staging', 'data.ndjson');
  const documents = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { _id: string; _type: string; language?: string });
  const quiz = documents.find((doc) => doc._type === 'quiz' && !doc.language) as Parameters<typeof translatedQuiz>[0] | undefined;
  assert.ok(quiz, 'the seed has a quiz');
  const added = [translatedQuiz(quiz, 'fr-CA', FR_CA_STEPS), translationMetadata(quiz._id, 'en-US', ['fr-CA'])]
    .filter((doc) => !documents.some((existing) => existing._id === doc._id || (existing._type === doc._type && doc._type === 'translation.metadata')));
  writeFileSync(file, [...documents, ...added].map((doc) => JSON.stringify(doc)).join('\n') + '\n');
  return dir;
}

describe('a French-Canadian shopper on a Shopify store', { timeout: STARTUP_TIMEOUT_MS + 120_000 }, () => {
  let product: ProductServer;
  let browser: Browser;
  let contentDir: string;

  before(async () => {
    assertBuilt();
    contentDir = contentWithFrenchQuiz();
    [product, browser] = await Promise.all([startProduct({ CONTENT_DIR: contentDir }), launchBrowser()]);
  }, { timeout: STARTUP_TIMEOUT_MS });

  after(async () => {
    await browser?.close();
    await product?.stop();
    if (contentDir) rmSync(contentDir, { recursive: true, force: true });
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
