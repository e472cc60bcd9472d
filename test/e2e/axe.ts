/**
 * axe-core on the live page, shadow DOM included (axe follows open shadow roots from `document`).
 * The page keeps its real CSP: axe's source is evaluated through the DevTools protocol, which the
 * page's `script-src 'self'` does not govern, instead of being added as an inline script.
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

async function ensureAxe(page: Page): Promise<void> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
}

/** Runs axe on the whole page; resolves with the violations (empty when none). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await ensureAxe(page);
  // No named functions inside: tsx would wrap them in a `__name` helper the page does not have.
  return page.evaluate(async (tags) => {
    interface AxeNode { target: unknown[]; failureSummary?: string }
    interface AxeResult { id: string; impact?: string | null; help: string; nodes: AxeNode[] }
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeResult[] }> } }).axe;
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.flat(3).map(String).join(' >> '), summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300) })),
    }));
  }, RUN_ONLY);
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
