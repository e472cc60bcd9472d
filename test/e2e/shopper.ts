/**
 * A shopper going through the quiz as it shows on screen: each step is read from the page (its
 * `step-{type}` class and its inputs) and answered with a pointer (mouse click or touch tap) or with
 * the keyboard only. Nothing here knows the seed's wording, only its types.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { describeFocus, focused, quizEvents, screenOf, waitForScreenChange, type FocusedElement } from './browser.ts';

/** Two queries typed into the perfume picker; each picks one of its results. */
export const PICKER_QUERIES = ['chanel', 'dior'] as const;
const MAX_SCREENS = 80;
const MAX_TABS = 40;

export type Pointer = 'mouse' | 'touch';

export interface WalkOptions {
  /** Called when a step shows, before it is answered (axe runs, overflow checks…). */
  onStep?: (name: string, type: string) => Promise<void>;
  /** Stop when this step shows (not answered). Default: walk to the recommendation page. */
  until?: string;
}

export interface StepInfo {
  name: string;
  type: string;
  /** `radio`, `checkbox` or null (no choices). */
  input: 'radio' | 'checkbox' | null;
  /** On a screen of several steps: each of them (a rating grid's rows included), in order; else []. */
  parts: PartInfo[];
}

export interface PartInfo {
  name: string;
  /** The step type; `rating` for a row of a rating grid. */
  type: string;
  input: 'radio' | 'checkbox' | null;
}

export function quiz(page: Page): Locator {
  return page.locator('fragrance-quiz');
}

/** The shown step screen named `name` (no match once another step shows). */
export function stepScreen(page: Page, name: string): Locator {
  return page.locator(`fragrance-quiz .step-screen[data-step="${name}"]`);
}

export async function stepInfo(page: Page): Promise<StepInfo | null> {
  return page.evaluate(() => {
    const screen = document.querySelector('fragrance-quiz')?.shadowRoot?.querySelector<HTMLElement>('.step-screen');
    if (!screen) return null;
    const type = [...screen.classList].find((name) => name.startsWith('step-') && name !== 'step-screen')?.slice(5) ?? '';
    // (No named functions in here: the test's compiler would wrap them in a helper the page lacks.)
    const elements: Element[] = [screen, ...screen.querySelectorAll<HTMLElement>('.screen-part, .rating-row')];
    const inputs = elements.map((element) => element.querySelector<HTMLInputElement>('.choice input, .rating-choice input')?.type)
      .map((kind): 'radio' | 'checkbox' | null => (kind === 'radio' || kind === 'checkbox' ? kind : null));
    const parts = elements.slice(1).map((part, index) => ({
      name: (part as HTMLElement).dataset['step'] ?? '',
      type: part.classList.contains('rating-row') ? 'rating' : [...part.classList].find((name) => name.startsWith('part-'))?.slice(5) ?? '',
      input: inputs[index + 1] ?? null,
    }));
    return { name: screen.dataset['step'] ?? '', type, input: inputs[0] ?? null, parts };
  });
}

/** A single choice on a screen of its own moves on by itself once made (docs/behaviour.md "Automatic advances"). */
function autoAdvances(step: StepInfo): boolean {
  return step.input === 'radio' && step.parts.length === 0;
}

/** Which choices a shopper makes: two on multi-choice steps, "like" on a 1–5 scale, else the second. */
function choiceIndexes(step: { type: string; input: 'radio' | 'checkbox' | null }): number[] {
  if (step.input === 'checkbox') return [0, 1];
  return step.type === 'range' || step.type === 'rating' ? [3] : [1];
}

/** A part of a screen of several steps: the screen part, or the rating grid's row. */
function partLocator(screen: Locator, part: PartInfo): Locator {
  return screen.locator(part.type === 'rating' ? `.rating-row[data-step="${part.name}"]` : `.screen-part[data-step="${part.name}"]`);
}

/**
 * Walks from the step shown to the recommendation page (or `until`), acting through `act` on each
 * step; a step that moves on by itself (a transition's timer) while being answered is not an error.
 * Returns the steps it saw: one that goes by faster than it looks (the results screen, unless
 * `holdAnalysis` keeps it) may be missing; `stepsShown` has them all.
 */
async function walk(page: Page, options: WalkOptions, act: (step: StepInfo, after: { interrupted: boolean }) => Promise<void>): Promise<string[]> {
  const seen: string[] = [];
  let interrupted = false;
  for (let i = 0; i < MAX_SCREENS; i += 1) {
    const screen = await screenOf(page);
    if (screen === 'recommendation') return seen;
    const step = await stepInfo(page);
    if (!step) {
      await waitForScreenChange(page, screen ?? 'none');
      continue;
    }
    if (step.name === options.until) return seen;
    if (seen.at(-1) !== step.name) {
      seen.push(step.name);
      await options.onStep?.(step.name, step.type);
    }
    try {
      await act(step, { interrupted });
      interrupted = false;
    } catch (error) {
      if ((await stepInfo(page))?.name === step.name) throw error;
      interrupted = true;
      continue;
    }
    await waitForScreenChange(page, step.name, step.type === 'cta' ? 45_000 : 15_000);
  }
  throw new Error(`no recommendation after ${MAX_SCREENS} screens: ${seen.join(' > ')}`);
}

/** Click or tap, as the pointer in use does. */
async function activate(target: Locator, pointer: Pointer): Promise<void> {
  if (pointer === 'touch') await target.tap({ timeout: 5000 });
  else await target.click({ timeout: 5000 });
}

export async function pickPerfumesWithPointer(screen: Locator, pointer: Pointer): Promise<void> {
  const input = screen.locator('input[role="combobox"]');
  for (const [index, query] of PICKER_QUERIES.entries()) {
    await activate(input, pointer);
    await input.pressSequentially(query, { delay: 20 });
    const option = screen.locator('[role="option"]').filter({ hasNotText: /selected/i }).first();
    await option.waitFor({ state: 'visible' });
    await activate(option, pointer);
    await screen.locator('.picker-slot.filled').nth(index).waitFor();
  }
  assert.equal(await screen.locator('.picker-slot.filled').count(), PICKER_QUERIES.length, 'the picker shows the chosen perfumes');
}

async function setAgeWithPointer(screen: Locator, pointer: Pointer): Promise<void> {
  const choices: Array<[string, string]> = [['Year', '1995'], ['Month', 'June']];
  for (const [label, option] of choices) {
    const trigger = screen.locator('.dropdown').filter({ hasText: label }).locator('[role="combobox"]');
    await activate(trigger, pointer);
    await activate(screen.page().locator(`fragrance-quiz [role="option"]:text-is("${option}")`), pointer);
    assert.equal((await trigger.textContent())?.trim(), option, `the ${label} dropdown shows the choice`);
  }
}

/** Walks the quiz with the mouse (clicks) or a finger (taps); picks two perfumes in the picker. */
export function walkWithPointer(page: Page, pointer: Pointer, options: WalkOptions = {}): Promise<string[]> {
  return walk(page, options, async (step) => {
    const screen = stepScreen(page, step.name);
    const next = screen.locator('[part="next"]');
    if (step.parts.length > 0) {
      for (const part of step.parts) {
        const where = partLocator(screen, part);
        if (part.type === 'age') await setAgeWithPointer(where, pointer);
        else if (part.type === 'search') await pickPerfumesWithPointer(where, pointer);
        else if (part.input) {
          for (const index of choiceIndexes(part)) await activate(where.locator('label.choice, label.rating-choice').nth(index), pointer);
        }
      }
    } else if (step.type === 'age') {
      await setAgeWithPointer(screen, pointer);
    } else if (step.type === 'search') {
      await pickPerfumesWithPointer(screen, pointer);
    } else if (step.input) {
      for (const index of choiceIndexes(step)) await activate(screen.locator('label.choice').nth(index), pointer);
      if (autoAdvances(step)) return;
    } else if (step.type === 'cta') {
      return;
    }
    await activate(next, pointer);
  });
}

/** Presses Tab (Shift+Tab when `backwards`) until `wanted` is focused on `stepName`'s screen. */
export async function tabTo(page: Page, what: string, wanted: (element: FocusedElement) => boolean,
  { backwards = false, stepName }: { backwards?: boolean; stepName?: string } = {}): Promise<FocusedElement> {
  const trail: string[] = [];
  for (let i = 0; i < MAX_TABS; i += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const element = await focused(page);
    if (stepName && element.step !== stepName && element.step !== null) throw new Error(`the quiz left "${stepName}" while tabbing`);
    if (wanted(element)) return element;
    trail.push(describeFocus(element));
  }
  throw new Error(`${what} never got the focus; Tab went through:\n  ${trail.join('\n  ')}`);
}

const isNext = (name: string) => (element: FocusedElement) => element.part === 'next' && element.step === name;

async function assertFocus(page: Page, what: string, wanted: (element: FocusedElement) => boolean): Promise<FocusedElement> {
  const element = await focused(page);
  assert.ok(wanted(element), `${what} should have the focus, not ${describeFocus(element)}`);
  return element;
}

async function setAgeWithKeyboard(page: Page, name: string): Promise<void> {
  const isCombobox = (label: string) => (element: FocusedElement) => element.role === 'combobox' && element.step === name && element.name === label;
  await tabTo(page, 'the Year dropdown', isCombobox('Year'), { stepName: name });
  const yearBefore = (await focused(page)).text;
  await page.keyboard.press('Enter');
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const year = await assertFocus(page, 'the Year dropdown, after choosing', isCombobox('Year'));
  assert.notEqual(year.text, yearBefore, 'ArrowDown + Enter chose another year');

  await page.keyboard.press('Tab');
  const monthBefore = (await assertFocus(page, 'the Month dropdown', isCombobox('Month'))).text;
  await page.keyboard.press(' ');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  const month = await assertFocus(page, 'the Month dropdown, after choosing', isCombobox('Month'));
  assert.notEqual(month.text, monthBefore, 'Space, ArrowDown, Space chose another month');

  // Shift+Tab goes back to the year; Tab returns to the month.
  await page.keyboard.press('Shift+Tab');
  assert.equal((await focused(page)).text, year.text, 'Shift+Tab returns to the Year dropdown');
  await page.keyboard.press('Tab');
  assert.equal((await focused(page)).text, month.text, 'Tab goes on to the Month dropdown');
}

async function answerChoicesWithKeyboard(page: Page, step: StepInfo): Promise<void> {
  const isChoice = (element: FocusedElement) => element.tag === 'input' && element.step === step.name;
  await tabTo(page, `the first choice of "${step.name}"`, isChoice, { stepName: step.name });
  if (step.input === 'checkbox') {
    await page.keyboard.press(' ');
    await page.keyboard.press('Tab');
    await assertFocus(page, 'the second checkbox', (element) => element.type === 'checkbox');
    await page.keyboard.press(' ');
    await page.keyboard.press('Enter');
    return;
  }
  // Arrows only select (no auto-advance); Space confirms an auto-advancing choice, Enter the others.
  const moves = step.type === 'range' ? 3 : 1;
  for (let i = 0; i < moves; i += 1) await page.keyboard.press(step.type === 'range' ? 'ArrowRight' : 'ArrowDown');
  assert.equal((await stepInfo(page))?.name, step.name, 'arrow keys alone do not move on');
  await page.keyboard.press(autoAdvances(step) ? ' ' : 'Enter');
}

/** One step of a screen of several: its choices by keyboard, without moving on (Next follows). */
async function answerPartWithKeyboard(page: Page, screenName: string, part: PartInfo): Promise<void> {
  const isChoice = (element: FocusedElement) => element.tag === 'input' && element.question === part.name;
  await tabTo(page, `the first choice of "${part.name}"`, isChoice, { stepName: screenName });
  if (part.input === 'checkbox') {
    await page.keyboard.press(' ');
    await page.keyboard.press('Tab');
    await assertFocus(page, 'the second checkbox', (element) => element.type === 'checkbox');
    await page.keyboard.press(' ');
    return;
  }
  const scale = part.type === 'range' || part.type === 'rating';
  for (let i = 0; i < (scale ? 3 : 1); i += 1) await page.keyboard.press(scale ? 'ArrowRight' : 'ArrowDown');
  assert.equal((await stepInfo(page))?.name, screenName, 'a choice on a screen of several does not move on');
}

async function pickPerfumesWithKeyboard(page: Page, name: string): Promise<void> {
  await tabTo(page, 'the perfume search box', (element) => element.role === 'combobox' && element.step === name, { stepName: name });
  const screen = stepScreen(page, name);
  for (const [index, query] of PICKER_QUERIES.entries()) {
    await page.keyboard.type(query, { delay: 20 });
    await screen.locator('[role="option"]').first().waitFor({ state: 'visible' });
    await page.keyboard.press('ArrowDown');
    if (index > 0) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await screen.locator('.picker-slot.filled').nth(index).waitFor();
    await assertFocus(page, 'the search box, after a choice', (element) => element.role === 'combobox');
  }
  assert.equal(await screen.locator('.picker-slot.filled').count(), PICKER_QUERIES.length, 'the picker shows the chosen perfumes');
}

/**
 * Walks the quiz with the keyboard alone: Tab/Shift+Tab between controls, arrows and Space in
 * the choice groups, Enter/Space in the dropdowns, typing + ArrowDown + Enter in the picker, Enter on
 * Next. After every move to a new step the focus must be on that step's heading.
 */
export function walkWithKeyboard(page: Page, options: WalkOptions = {}): Promise<string[]> {
  let first = true;
  return walk(page, options, async (step, { interrupted }) => {
    // After a timer moved the quiz on mid-action, a key pressed meanwhile may have moved the focus on too.
    if (!first && !interrupted && step.type !== 'cta') {
      await assertFocus(page, `the heading of "${step.name}"`, (element) => element.part === 'heading' && element.step === step.name);
    }
    first = false;
    if (step.type === 'cta') return;
    if (step.parts.length > 0) {
      for (const part of step.parts) {
        if (part.type === 'age') await setAgeWithKeyboard(page, step.name);
        else if (part.type === 'search') await pickPerfumesWithKeyboard(page, step.name);
        else if (part.input) await answerPartWithKeyboard(page, step.name, part);
      }
    } else if (step.type === 'age') await setAgeWithKeyboard(page, step.name);
    else if (step.type === 'search') await pickPerfumesWithKeyboard(page, step.name);
    else if (step.input) {
      await answerChoicesWithKeyboard(page, step);
      return;
    }
    await tabTo(page, `Next on "${step.name}"`, isNext(step.name), { stepName: step.name });
    await page.keyboard.press('Enter');
  });
}

/** Waits for variant A's description and returns its line numbers (`01`, `02`, …). */
export async function descriptionNumbers(page: Page, timeout = 15_000): Promise<string[]> {
  const numbers = page.locator('fragrance-quiz [data-section="ai-results"] .ai-lines .ai-number');
  await numbers.first().waitFor({ timeout });
  return (await numbers.allTextContents()).map((text) => text.trim());
}

/**
 * Holds the analysis's first request (POST /quiz-meta) until `release()` is called, so the results
 * screen (`cta`) stays long enough to be checked; it otherwise goes by in a fraction of a second.
 */
export async function holdAnalysis(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/quiz-meta', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The steps shown so far, in order, from the element's `fq-step-change` events (see recordQuizEvents). */
export async function stepsShown(page: Page): Promise<string[]> {
  return (await quizEvents(page, 'fq-step-change')).map((event) => String(event.detail['stepName']));
}
