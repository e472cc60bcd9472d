import { chromium } from 'playwright-core';
import { COMPLETE_ANSWERS } from './test/browser/analysis-fixtures.ts';
const BASE = 'http://localhost:8805/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const [w, h] of [[375, 812], [1280, 900]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  await ctx.addInitScript((answers) => {
    if (!sessionStorage.getItem('seeded')) { localStorage.setItem('nw_quiz_answers', JSON.stringify(answers)); sessionStorage.setItem('seeded', '1'); }
  }, COMPLETE_ANSWERS);
  const page = await ctx.newPage();
  await page.goto(`${BASE}#/results`);
  await page.locator('fragrance-quiz .cta-stages').waitFor({ timeout: 30000 });
  await page.waitForTimeout(1400);
  await page.screenshot({ path: `/tmp/shots/analysis-${w}.png` });
  await page.locator('fragrance-quiz [data-section="scent-profile"]').waitFor({ timeout: 40000 });
  await page.locator('fragrance-quiz .profile-reasons li').first().waitFor({ timeout: 10000 }).catch(() => undefined);
  await page.screenshot({ path: `/tmp/shots/results-top-${w}.png` });
  await page.locator('fragrance-quiz [data-section="scent-profile"]').screenshot({ path: `/tmp/shots/profile-A-${w}.png` });
  await page.goto(`${BASE}#/recommendation?version=B`);
  await page.locator('fragrance-quiz [data-section="scent-profile"]').waitFor({ timeout: 40000 });
  await page.waitForTimeout(500);
  await page.locator('fragrance-quiz [data-section="scent-profile"]').screenshot({ path: `/tmp/shots/profile-B-${w}.png` });
  await page.goto(`${BASE}#/results`);
  await page.locator('fragrance-quiz .cta-step[data-phase="ready"]').waitFor({ timeout: 30000 });
  await page.screenshot({ path: `/tmp/shots/revisit-${w}.png` });
  await page.goto(`${BASE}#/favorites`);
  const input = page.locator('fragrance-quiz input[role="combobox"]');
  await input.waitFor({ timeout: 30000 });
  await page.waitForTimeout(2500);
  await input.fill('chanel');
  await page.locator('fragrance-quiz [role="option"]').first().waitFor({ timeout: 20000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/shots/picker-chanel-${w}.png` });
  await input.fill('dior');
  await page.waitForTimeout(900);
  await page.screenshot({ path: `/tmp/shots/picker-dior-${w}.png` });
  await ctx.close();
}
await browser.close();
