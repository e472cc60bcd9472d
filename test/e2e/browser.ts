/** Chromium for the end-to-end suites, and what a test reads from the page (through the shadow root). */
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/browser.ts';

export const DESKTOP = { viewport: { width: 1280, height: 800 } } satisfies BrowserContextOptions;
export const PHONE = {
  viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true,
} satisfies BrowserContextOptions;

/** `extraArgs`: more Chromium switches, e.g. a host resolver rule for a second local origin. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

export interface Session {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors so far (a journey ends with none). */
  pageErrors: string[];
  close(): Promise<void>;
}

/** A fresh context (no storage, no cache) with one page; page errors are collected. */
export async function openSession(browser: Browser, options: BrowserContextOptions = DESKTOP): Promise<Session> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors, close: () => context.close() };
}

/**
 * One journey in a fresh context: runs `run`, then checks the page threw nothing uncaught. On failure
 * a screenshot is saved and its path added to the error.
 */
export async function journey(browser: Browser, options: BrowserContextOptions, run: (session: Session) => Promise<void>): Promise<void> {
  const session = await openSession(browser, options);
  try {
    await run(session);
    assert.deepEqual(session.pageErrors, [], 'the page threw no uncaught errors');
  } catch (error) {
    const shot = join(tmpdir(), `fq-e2e-failure-${Date.now()}.png`);
    const saved = await session.page.screenshot({ path: shot }).then(() => true, () => false);
    if (saved && error instanceof Error) error.message += `\n(screenshot of the page: ${shot})`;
    throw error;
  } finally {
    await session.close();
  }
}

/** The element's shadow-DOM screen: the step name, `recommendation`, `error`, `loading` or null. */
export function screenOf(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const root = document.querySelector('fragrance-quiz')?.shadowRoot;
    if (!root) return null;
    const step = root.querySelector<HTMLElement>('.step-screen');
    if (step) return step.dataset['step'] ?? null;
    if (root.querySelector('.recommendation')) return 'recommendation';
    if (root.querySelector('[part="error"]')) return 'error';
    return root.querySelector('.status') ? 'loading' : null;
  });
}

export async function waitForScreen(page: Page, name: string, timeout = 15_000): Promise<void> {
  try {
    await page.waitForFunction((wanted) => {
      const root = document.querySelector('fragrance-quiz')?.shadowRoot;
      if (!root) return false;
      if (wanted === 'recommendation') return root.querySelector('.recommendation') !== null;
      return root.querySelector<HTMLElement>('.step-screen')?.dataset['step'] === wanted;
    }, name, { timeout, polling: 50 });
  } catch {
    throw new Error(`waiting for "${name}": the quiz shows "${await screenOf(page)}" at ${page.url()}`);
  }
}

/** Waits until the screen is no longer `name` (returns the new one). */
export async function waitForScreenChange(page: Page, name: string, timeout = 15_000): Promise<string> {
  try {
    await page.waitForFunction((from) => {
      const root = document.querySelector('fragrance-quiz')?.shadowRoot;
      if (!root) return false;
      const step = root.querySelector<HTMLElement>('.step-screen')?.dataset['step'];
      return step ? step !== from : root.querySelector('.recommendation') !== null && from !== 'recommendation';
    }, name, { timeout, polling: 50 });
  } catch {
    throw new Error(`the quiz stayed on "${name}" for ${timeout} ms (${page.url()})`);
  }
  return (await screenOf(page)) ?? 'none';
}

export interface FocusedElement {
  tag: string;
  role: string | null;
  part: string | null;
  type: string | null;
  /** aria-label, else the text of the aria-labelledby elements. */
  name: string;
  text: string;
  /** The step screen holding it (named by its first step), if any. */
  step: string | null;
  /** The step (of the screen's several) holding it, if any. */
  question: string | null;
  /** The recommendation section holding it, if any. */
  section: string | null;
  inQuiz: boolean;
}

/** The focused element, followed into the element's shadow root. */
export function focused(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    let element = document.activeElement;
    let inQuiz = false;
    while (element?.shadowRoot?.activeElement) {
      if (element.tagName === 'FRAGRANCE-QUIZ') inQuiz = true;
      element = element.shadowRoot.activeElement;
    }
    const html = element as HTMLElement | null;
    const root = html?.getRootNode() as Document | ShadowRoot | undefined;
    const labelledBy = (html?.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean)
      .map((id) => root?.getElementById(id)?.textContent?.trim() ?? '').join(' ');
    return {
      tag: html?.tagName.toLowerCase() ?? 'none',
      role: html?.getAttribute('role') ?? null,
      part: html?.getAttribute('part') ?? null,
      type: html?.getAttribute('type') ?? null,
      name: html?.getAttribute('aria-label') ?? labelledBy,
      text: (html?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80),
      step: html?.closest<HTMLElement>('.step-screen')?.dataset['step'] ?? null,
      question: html?.closest<HTMLElement>('.screen-part, .rating-row, .step-screen')?.dataset['step'] ?? null,
      section: html?.closest<HTMLElement>('section[data-section]')?.dataset['section'] ?? null,
      inQuiz,
    };
  });
}

export function describeFocus(element: FocusedElement): string {
  return `<${element.tag}${element.role ? ` role=${element.role}` : ''}${element.part ? ` part=${element.part}` : ''}> "${element.name || element.text}"`
    + `${element.step ? ` on ${element.step}` : ''}${element.section ? ` in ${element.section}` : ''}`;
}

export interface RecordedEvent {
  name: string;
  detail: Record<string, unknown>;
  defaultPrevented: boolean;
}

/**
 * Records the element's DOM events on `document` from the next page load on (registered after the
 * demo's own listeners, so `defaultPrevented` shows whether the demo cancelled one).
 */
export async function recordQuizEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const names = ['fq-step-change', 'fq-answer', 'fq-complete', 'fq-add-to-cart', 'fq-recommendation-view', 'fq-error'];
    const log: Array<{ name: string; detail: unknown; defaultPrevented: boolean }> = [];
    Object.defineProperty(window, '__fqEvents', { value: log });
    window.addEventListener('DOMContentLoaded', () => {
      for (const name of names) {
        document.addEventListener(name, (event) => {
          log.push({ name, detail: (event as CustomEvent).detail, defaultPrevented: event.defaultPrevented });
        });
      }
    });
  });
}

export function quizEvents(page: Page, name?: string): Promise<RecordedEvent[]> {
  return page.evaluate((wanted) => {
    const log = (window as unknown as { __fqEvents?: RecordedEvent[] }).__fqEvents ?? [];
    return log.filter((event) => !wanted || event.name === wanted);
  }, name);
}

/** Waits for the first `name` event recorded since the page loaded and returns it. */
export async function waitForQuizEvent(page: Page, name: string, timeout = 15_000): Promise<RecordedEvent> {
  try {
    await page.waitForFunction((wanted) => {
      const log = (window as unknown as { __fqEvents?: Array<{ name: string }> }).__fqEvents ?? [];
      return log.some((event) => event.name === wanted);
    }, name, { timeout, polling: 50 });
  } catch {
    const seen = (await quizEvents(page)).map((event) => event.name);
    throw new Error(`no "${name}" event within ${timeout} ms; seen: ${seen.join(', ') || 'none'}`);
  }
  const [event] = await quizEvents(page, name);
  return event as RecordedEvent;
}

/** The element's answers as stored in the browser. */
export function storedAnswers(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('nw_quiz_answers') ?? '{}') as Record<string, unknown>);
}

/** The URL of the chunk with everything the first step needs (its name has a content hash). */
export const FIRST_STEP_CHUNK_URL = /\/chunks\/first-step-[\w-]+\.js$/;

/** Holds the first-step chunk (the app's code) until the returned function is called: a slow connection. */
export async function holdFirstStepChunk(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(FIRST_STEP_CHUNK_URL, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The longest a request is held waiting for the other one (the two are asked for in the same task). */
const HOLD_LIMIT_MS = 20_000;

/** Whether each of two requests was sent while the other was held. */
export interface SideBySide { firstWhileSecondHeld: boolean; secondWhileFirstHeld: boolean }

/**
 * Holds the first request matching `first` until one matching `second` has been sent, and the other way
 * round (each at most HOLD_LIMIT_MS, then it goes on), and fills in the returned record as each goes on:
 * a page that asks for the two side by side sends each while the other is held; one that waits for the
 * first before asking for the second does not, however fast the first arrives. Read it once the page
 * has used both.
 */
export async function holdEachUntilTheOther(page: Page, first: RegExp, second: RegExp): Promise<SideBySide> {
  const seen = { first: false, second: false };
  page.on('request', (request) => {
    seen.first ||= first.test(request.url());
    seen.second ||= second.test(request.url());
  });
  const sideBySide: SideBySide = { firstWhileSecondHeld: false, secondWhileFirstHeld: false };
  const hold = (pattern: RegExp, otherSent: () => boolean, record: keyof SideBySide) => {
    let held = false;
    return page.route(pattern, async (route) => {
      // Later requests of the same kind are not the ones looked at.
      if (!held) {
        held = true;
        const until = Date.now() + HOLD_LIMIT_MS;
        while (!otherSent() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 5));
        sideBySide[record] = otherSent();
      }
      await route.continue();
    });
  };
  await hold(first, () => seen.second, 'secondWhileFirstHeld');
  await hold(second, () => seen.first, 'firstWhileSecondHeld');
  return sideBySide;
}

/**
 * Serves the element's script as built, without the first content answer the server sends in it
 * (server/entry-script.ts), as a server still starting does: the quiz then asks the content API for its
 * first step, and a test can make that request fail or wait.
 */
export async function serveScriptWithoutAnswer(page: Page): Promise<void> {
  await page.route(/\/fragrance-quiz\.js$/, (route) => route.fulfill({
    path: join(import.meta.dirname, '..', '..', 'dist', 'fragrance-quiz.js'),
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*' },
  }));
}

/** Where the visible step screen's heading, text, progress fill and Next are (rounded px). */
export function screenBoxes(page: Page): Promise<Record<string, number[]>> {
  return page.evaluate(() => {
    const root = document.querySelector('fragrance-quiz')!.shadowRoot!;
    const screen = [...root.querySelectorAll('.step-screen')].find((element) => element.getClientRects().length > 0)!;
    return Object.fromEntries(['h2', '.step-text', '.progress-fill', '[part="next"]'].map((selector) => {
      const box = screen.querySelector(selector)!.getBoundingClientRect();
      return [selector, [box.x, box.y, box.width, box.height].map(Math.round)];
    }));
  });
}
