/**
 * axe-core on the live page, shadow DOM included (axe follows open shadow roots from `document`).
 * axe runs in an isolated world of the page's main frame (as a browser extension's content script
 * would): it shares the DOM but has its own globals, so the page's CSP (`script-src 'self'`) does not
 * govern it, and a page whose timers are frozen by Playwright's clock (test/e2e/screens.ts) does not
 * stall axe's own `setTimeout`s.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.x A/AA rules and axe's best practices. */
const RUN_ONLY = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  /** The offending nodes' selectors (shadow paths joined with ` >> `) and axe's summary. */
  nodes: Array<{ target: string; summary: string }>;
}

/** Runs axe over `document` and returns the violations, shaped as `AxeViolation`s, as JSON. */
const RUN_AXE = `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(RUN_ONLY)} }, resultTypes: ['violations'] })
  .then((results) => JSON.stringify(results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? null,
    help: violation.help,
    nodes: violation.nodes.map((node) => ({
      target: node.target.flat(3).map(String).join(' >> '),
      summary: (node.failureSummary ?? '').replace(/\\s+/g, ' ').slice(0, 300),
    })),
  }))))`;

/** Runs axe on the whole page; resolves with the violations (empty when none). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const { executionContextId: contextId } = await cdp.send('Page.createIsolatedWorld', { frameId: frameTree.frame.id, worldName: 'axe' });
    const evaluate = async (expression: string): Promise<unknown> => {
      const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, contextId, awaitPromise: true, returnByValue: true });
      if (exceptionDetails) throw new Error(`axe failed: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      return result.value;
    };
    await evaluate(AXE_SOURCE);
    return JSON.parse(String(await evaluate(RUN_AXE))) as AxeViolation[];
  } finally {
    await cdp.detach();
  }
}

export function formatViolations(where: string, violations: readonly AxeViolation[]): string {
  return violations.map((violation) => `${where}: ${violation.id} (${violation.impact ?? 'n/a'}) ${violation.help}\n`
    + violation.nodes.map((node) => `    ${node.target}\n      ${node.summary}`).join('\n')).join('\n');
}

/** Collects the violations of several states of the page into one readable failure. */
export class AxeReport {
  private readonly failures: string[] = [];
  checked = 0;

  async check(page: Page, where: string): Promise<void> {
    this.checked += 1;
    // A screen eases in: judge its colours once its transitions have ended, not blended mid-fade.
    await page.evaluate(async () => {
      const root = document.querySelector('fragrance-quiz')?.shadowRoot;
      const running = [...document.getAnimations(), ...(root?.getAnimations() ?? [])]
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    });
    const violations = await axeViolations(page);
    if (violations.length > 0) this.failures.push(formatViolations(where, violations));
  }

  /** Throws with every violation found, rule ids and targets, grouped by screen. */
  assertClean(): void {
    if (this.failures.length > 0) {
      throw new Error(`axe found violations on ${this.failures.length} of ${this.checked} screens:\n${this.failures.join('\n')}`);
    }
  }
}
