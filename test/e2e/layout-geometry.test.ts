/**
 * The layout rules of docs/design.md, measured on the real pages:
 * - on a 375 × 667 phone, with an answer chosen, Next is inside the viewport on every step (the bar
 *   sticks to the bottom of the screen);
 * - every interactive control of every screen is at least 44 × 44 px (inline links in running text
 *   excepted);
 * - on the scale steps the end labels sit over the first and last option, inside their boxes;
 * - the recommendation sections share one content width, at 375 and 1280 px.
 * The rules measured at one size share one pass over the screens (a page per screen). Reflow at 320 px is
 * checked by test/e2e/accessibility.test.ts, on every step as a shopper walks through.
 * Run after `npm run build`: `npx tsx --test test/e2e/layout-geometry.test.ts`.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { DESKTOP } from './browser.ts';
import { eachScreen as eachScreenOf, RECOMMENDATION_SCREENS, STEP_SCREENS, type Screen } from './screens.ts';
import { withProductAndBrowser } from './suite.ts';

const SUITE = { timeout: 900_000 };
const phone = (width: number, height: number) =>
  ({ viewport: { width, height }, deviceScaleFactor: 1, isMobile: true, hasTouch: true }) satisfies BrowserContextOptions;

/** Controls smaller than 44 × 44 px (a visually hidden input is measured by its label). */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.querySelector('fragrance-quiz')?.shadowRoot;
    const selector = 'a[href], a[role="link"], button, input, select, [role="combobox"], [role="option"], [tabindex="0"]';
    const problems: string[] = [];
    for (const element of root?.querySelectorAll<HTMLElement>(selector) ?? []) {
      const target = element.closest('label') ?? element;
      const style = getComputedStyle(target);
      const rect = target.getBoundingClientRect();
      if (style.visibility === 'hidden' || rect.width === 0 || rect.height === 0) continue;
      // Links inside running text are exempt (WCAG 2.5.8 inline exception).
      if (element.tagName === 'A' && element.closest('p, li') && !element.matches('[part]')) continue;
      if (element.closest('[role="listbox"]:not(:popover-open), [hidden]')) continue;
      if (rect.width < 43.5 || rect.height < 43.5) {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30);
        problems.push(`<${target.tagName.toLowerCase()}.${String(target.className).split(' ').join('.')}> "${name}" is ${Math.round(rect.width)} × ${Math.round(rect.height)} px`);
      }
    }
    return problems;
  });
}

/** A scale screen's end labels that are not over their first and last option (4 px of slack). */
async function scaleLabelProblems(page: Page, screen: Screen): Promise<string[]> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  const boxes = await page.evaluate(() => {
    const root = document.querySelector('fragrance-quiz')?.shadowRoot;
    // A rating grid labels its columns once, over the first row's options.
    const grid = Boolean(root?.querySelector('.rating-grid'));
    const labelSelectors = grid
      ? ['.rating-head-labels > :first-child', '.rating-head-labels > :last-child']
      : ['.range-label-start', '.range-label-end'];
    const labels = labelSelectors.map((selector) => {
      const element = root?.querySelector(selector);
      if (!element) return null;
      const range = document.createRange();
      range.selectNodeContents(element);
      const rect = range.getBoundingClientRect();
      return { left: rect.left, right: rect.right };
    });
    // The first scale of the screen (a screen may hold two).
    const scale = root?.querySelector(grid ? '.rating-head + .rating-row' : '.choice-range');
    const options = [...(scale?.querySelectorAll(grid ? 'label.rating-choice' : '.options-range label.choice') ?? [])]
      .map((option) => option.getBoundingClientRect()).map((rect) => ({ left: rect.left, right: rect.right }));
    return { start: labels[0] ?? null, end: labels[1] ?? null, first: options[0] ?? null, last: options.at(-1) ?? null };
  });
  // The slack: a label that wraps keeps the space before the break hanging at its line's end.
  const inside = (label: { left: number; right: number } | null, box: { left: number; right: number } | null) =>
    label !== null && box !== null && label.left >= box.left - 4 && label.right <= box.right + 4;
  const problems: string[] = [];
  if (!inside(boxes.start, boxes.first)) problems.push(`${screen.label}: start label ${JSON.stringify(boxes.start)} outside ${JSON.stringify(boxes.first)}`);
  if (!inside(boxes.end, boxes.last)) problems.push(`${screen.label}: end label ${JSON.stringify(boxes.end)} outside ${JSON.stringify(boxes.last)}`);
  return problems;
}

/** Recommendation sections whose content width differs from the first section's by more than 1 px. */
async function sectionWidthProblems(page: Page, screen: Screen): Promise<string[]> {
  const widths = await page.evaluate(() => {
    const root = document.querySelector('fragrance-quiz')?.shadowRoot;
    return [...(root?.querySelectorAll<HTMLElement>('section[data-section]') ?? [])].map((section) => {
      const box = section.querySelector<HTMLElement>(':scope > .products-content') ?? section;
      const style = getComputedStyle(box);
      const width = box.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { section: section.dataset['section'] ?? '?', width: Math.round(width) };
    });
  });
  if (widths.length < 7) return [`${screen.label}: ${widths.length} sections measured, not all of them`];
  const first = widths[0]?.width ?? 0;
  return widths.filter(({ width }) => Math.abs(width - first) > 1)
    .map(({ section, width }) => `${screen.label}: ${section} is ${width} px wide, ${widths[0]?.section} ${first} px`);
}

describe('layout rules, measured', () => {
  const started = withProductAndBrowser();

  const baseUrl = () => started.product().url;

  /** Opens each screen in a fresh context of `options` and runs `check` on it. */
  const eachScreen = (options: BrowserContextOptions, screens: readonly Screen[], check: (page: Page, screen: Screen) => Promise<void>) =>
    eachScreenOf(started.browser(), baseUrl(), options, screens, check);

  it('on a 375 × 667 phone Next is in view on every step once an answer is chosen', SUITE, async () => {
    const problems: string[] = [];
    await eachScreen(phone(375, 667), STEP_SCREENS, async (page, screen) => {
      // The shopper has just tapped the last option (or the last control) of the step.
      await page.evaluate(() => {
        const root = document.querySelector('fragrance-quiz')?.shadowRoot;
        const controls = root?.querySelectorAll<HTMLElement>('.step-section label.choice, .step-section input, .step-section [role="combobox"], .step-section a');
        const last = controls && controls.length > 0 ? controls[controls.length - 1] : root?.querySelector('.step-section');
        last?.scrollIntoView({ block: 'nearest' });
      });
      const next = await page.locator('fragrance-quiz [part="next"]').boundingBox();
      const viewport = page.viewportSize() ?? { width: 375, height: 667 };
      if (!next) problems.push(`${screen.label}: no Next`);
      else if (next.y < 0 || next.y + next.height > viewport.height + 0.5 || next.x < 0 || next.x + next.width > viewport.width + 0.5) {
        problems.push(`${screen.label}: Next at ${Math.round(next.x)},${Math.round(next.y)} (${Math.round(next.width)} × ${Math.round(next.height)})`);
      }
    });
    assert.deepEqual(problems, [], `Next out of view:\n${problems.join('\n')}`);
  });

  /** The problems each rule found at one size, and how many scale and recommendation screens were measured. */
  interface Measured { small: string[]; scales: string[]; widths: string[]; scaleScreens: number }
  const passes = new Map<string, Promise<Measured>>();

  /** Every screen at `size`, measured once for all the rules below (the first test of a size starts the pass). */
  const measuredAt = (size: string, options: BrowserContextOptions): Promise<Measured> => {
    const existing = passes.get(size);
    if (existing) return existing;
    const measured: Measured = { small: [], scales: [], widths: [], scaleScreens: 0 };
    const pass = eachScreen(options, [...STEP_SCREENS, ...RECOMMENDATION_SCREENS], async (page, screen) => {
      for (const problem of await smallControls(page)) measured.small.push(`${screen.label}: ${problem}`);
      if (screen.kind === 'step' && screen.type === 'range') {
        measured.scaleScreens += 1;
        measured.scales.push(...await scaleLabelProblems(page, screen));
      }
      if (screen.kind === 'recommendation') measured.widths.push(...await sectionWidthProblems(page, screen));
    }).then(() => measured);
    passes.set(size, pass);
    return pass;
  };

  for (const [size, options] of [['375 px', phone(375, 812)], ['1280 px', DESKTOP]] as Array<[string, BrowserContextOptions]>) {
    it(`every interactive control is at least 44 × 44 px on every screen (${size})`, SUITE, async () => {
      const { small } = await measuredAt(size, options);
      assert.deepEqual(small, [], `controls under 44 × 44 px:\n${small.join('\n')}`);
    });

    it(`scale end labels sit inside their first and last option's box (${size})`, SUITE, async () => {
      const { scales, scaleScreens } = await measuredAt(size, options);
      assert.ok(scaleScreens >= 4, 'the seed has the scale screens (single scales and rating grids)');
      assert.deepEqual(scales, [], scales.join('\n'));
    });

    it(`the recommendation sections share one content width (${size})`, SUITE, async () => {
      const { widths } = await measuredAt(size, options);
      assert.deepEqual(widths, [], widths.join('\n'));
    });
  }
});
