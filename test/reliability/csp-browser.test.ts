/**
 * The demo page, served from the built dist/ with the server's strict Content-Security-Policy (no
 * 'unsafe-eval', no inline script or style), runs the quiz in Chromium: the first steps render and a few
 * answers are given with no CSP violation (securitypolicyviolation events, console reports) and no page error.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import type { Browser, Page } from 'playwright-core';
import { openMigratedPglite } from '../../server/test-support/test-db.ts';
import type { Database } from '../../server/db/database.ts';
import { ensureDist } from './support/dist.ts';
import { sleep } from './support/env.ts';
import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '../../scripts/lib/browser.ts';
import { recordFigure } from './support/figures.ts';
import { listen } from './support/server.ts';
import type { RunningServer } from './support/server.ts';
import { headerProblems } from './support/headers.ts';

/** Steps to walk through: the transition, age, then single-choice questions. */
const STEPS_TO_ANSWER = 6;

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

const heading = (page: Page) => page.locator('fragrance-quiz h2[part="heading"]').first();

/** Answers the current screen: picks the first option of each question on it, then presses Next if still there. */
async function answerStep(page: Page): Promise<void> {
  const groups = page.locator('fragrance-quiz [role="radiogroup"], fragrance-quiz [role="group"]');
  const count = await groups.count();
  for (let index = 0; index < count; index += 1) {
    const option = groups.nth(index).locator('[part="option"]').first();
    if (await option.count() > 0) await option.click().catch(() => undefined);
  }
  if (count > 0) await sleep(450);
  const next = page.locator('fragrance-quiz a[part="next"]');
  const before = await heading(page).textContent();
  if (await heading(page).textContent() === before && await next.count() > 0 && await next.getAttribute('aria-disabled') !== 'true') {
    await next.click();
  }
}

describe('the demo page under the strict CSP', { skip: existsSync(TEST_CHROMIUM_PATH) ? false : `no Chromium at ${TEST_CHROMIUM_PATH} (set TEST_CHROME_PATH)` }, () => {
  let db: Database;
  let server: RunningServer;
  let browser: Browser;
  before(async () => {
    await ensureDist();
    db = await openMigratedPglite();
    server = await listen(db);
    browser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await db?.close();
  });

  it('runs the first steps of the quiz with no CSP violation, console CSP report or page error', { timeout: 120_000 }, async () => {
    const page = await browser.newPage();
    const consoleReports: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message) => {
      const text = message.text();
      if (/content security policy|refused to (load|execute|apply|evaluate|connect|frame)/i.test(text)) consoleReports.push(text);
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations?.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample });
      }, true);
    });

    const response = await page.goto(`${server.url}/`, { waitUntil: 'load' });
    assert.ok(response, 'no response for /');
    const headers = await response.allHeaders();
    assert.deepEqual(headerProblems(headers), [], 'the demo page is served with the strict policy');
    const csp = headers['content-security-policy'] ?? '';
    assert.doesNotMatch(csp, /'unsafe-inline'|'unsafe-eval'/);

    const headings: string[] = [];
    await heading(page).waitFor({ timeout: 30_000 });
    for (let step = 0; step < STEPS_TO_ANSWER; step += 1) {
      const text = (await heading(page).textContent())?.trim() ?? '';
      if (!headings.includes(text)) headings.push(text);
      await answerStep(page);
      await page.waitForFunction(
        (previous) => {
          const quiz = document.querySelector('fragrance-quiz');
          const current = quiz?.shadowRoot?.querySelector('h2[part="heading"]')?.textContent?.trim();
          return current !== undefined && current !== previous;
        },
        text,
        { timeout: 10_000 },
      ).catch(() => undefined);
    }
    const violations = await page.evaluate(() => window.__cspViolations ?? []);
    const reports = [...consoleReports];
    // Control: an inline script is blocked and reported, so the listener above would have seen violations.
    const control = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { ran: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true, reported: window.__cspViolations?.length ?? 0 };
    });
    assert.equal(control.ran, false, 'an inline script ran: the policy is not enforced');
    assert.ok(control.reported > violations.length, 'the blocked inline script was not reported: the listener does not work');
    recordFigure({ section: 'security', name: 'csp browser', csp, headings, violations, consoleReports: reports, pageErrors, control });
    await page.close();

    assert.deepEqual(violations, [], 'securitypolicyviolation events');
    assert.deepEqual(reports, [], 'CSP reports in the console');
    assert.deepEqual(pageErrors, [], 'page errors');
    assert.ok(headings.length >= 4, `only ${headings.length} steps rendered: ${JSON.stringify(headings)}`);
  });
});
