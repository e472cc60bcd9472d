/**
 * Every screen of the product, visited directly: a finished quiz is stored in the browser (as a
 * shopper who answered everything would have it), then each step is opened by its hash, and the
 * recommendation variants after them. Timers are frozen (the automatic advances and the analysis
 * do not move the quiz on) and the analysis's first request is held, so each screen stays put while
 * it is measured.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../src/core/constants.ts';
import { seedAnswers, seedQuizSteps } from '../support/seed.ts';

export interface Screen {
  /** `step "age"`, `recommendation B`… */
  label: string;
  kind: 'step' | 'recommendation';
  name: string;
  /** The step type, or the recommendation variant. */
  type: string;
}

const DESCRIPTION = [
  '- A soft, luminous trail that feels like you on your best day',
  '- Easygoing by morning, quietly magnetic after dark',
  '- Imagine a linen shirt drying in a sea breeze',
  '- Your wild card surprises you, because science cannot always predict desire',
].join('\n');

/** One per screen: its first step (steps sharing a screen heading with the one before are on its screen). */
export const STEP_SCREENS: readonly Screen[] = seedQuizSteps()
  .filter((step) => step.type.toLowerCase() !== 'landing')
  .filter((step, index, steps) => !step.screen || steps[index - 1]?.screen !== step.screen)
  .map((step) => ({ label: `step "${step.name}"`, kind: 'step', name: step.name, type: step.type.toLowerCase() }));

export const RECOMMENDATION_SCREENS: readonly Screen[] = ['A', 'B', 'C']
  .map((variant) => ({ label: `recommendation ${variant}`, kind: 'recommendation', name: 'recommendation', type: variant }));

/** Stores a finished quiz (and, with `theme`, the demo's theme) before the page's scripts run. */
export async function seedFinishedQuiz(context: BrowserContext, theme: 'light' | 'dark' = 'light'): Promise<void> {
  const entries = {
    [STORAGE_KEYS.answers]: JSON.stringify(seedAnswers()),
    [STORAGE_KEYS.gptContent]: DESCRIPTION,
    [STORAGE_KEYS.anonymousId]: JSON.stringify('e2e-anon-id'),
    'fq-demo-theme': theme,
  };
  await context.addInitScript((stored) => {
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  }, entries);
}

/**
 * Every step but the picker opens on a frozen clock; the picker (its search waits on timers) and the
 * results pages on a running one. Playwright's clock belongs to the context, so a context holds screens
 * of one kind only.
 */
type ClockMode = 'frozen' | 'running';
const clockMode = (screen: Screen): ClockMode => (screen.kind === 'step' && screen.type !== 'search' ? 'frozen' : 'running');
const contextModes = new WeakMap<BrowserContext, ClockMode>();

/** What each lazily loaded question type shows once its code is in. */
const LAZY_QUESTION_CONTENT: Partial<Record<string, string>> = {
  age: '.dropdown-trigger',
  search: '.picker input',
  cta: '.cta-step',
  email: '.email-step',
};

/**
 * Opens `screen` (timers frozen on steps, the analysis held) in a new page of `context`, or in `reuse`, a
 * page of it that showed another screen, and resolves with the page once the screen shows with its images
 * and fonts loaded. The caller closes the page. A context takes screens of one clock mode only
 * (`clockMode`): a screen opened after a frozen one inherits stopped timers (the picker would never
 * leave "Loading...").
 *
 * A step after a step in a reused page is reached as a host link reaches it, by the hash (a fifth of the
 * CPU of a whole load), then settled as a first visit shows it: no animation running, nothing focused,
 * the page at its top. Every other screen loads whole.
 */
export async function openScreen(context: BrowserContext, baseUrl: string, screen: Screen, reuse?: Page): Promise<Page> {
  const mode = clockMode(screen);
  const used = contextModes.get(context);
  if (used && used !== mode) throw new Error(`openScreen: ${screen.label} needs a context of its own clock mode (${mode}), not one with ${used} screens`);
  contextModes.set(context, mode);
  const page = reuse ?? await context.newPage();
  const byHash = reuse !== undefined && screen.kind === 'step' && showsStep(reuse, baseUrl);
  if (reuse && !byHash) await page.goto('about:blank');
  if (screen.kind === 'step') {
    if (mode === 'frozen' && !used) {
      // Time stands still once paused: no timer fires while a screen is measured, in every page of the context.
      await page.clock.install();
      await page.clock.pauseAt(Date.now() + 1000);
    }
    if (screen.type === 'cta') await holdAnalysisForever(page);
    const hash = `#/${screen.name.toLowerCase()}`;
    if (byHash) await page.evaluate((next) => { location.hash = next; }, hash);
    else await page.goto(`${baseUrl}/${hash}`);
    await page.locator(`fragrance-quiz .step-screen[data-step="${screen.name}"]`).waitFor({ timeout: 60_000 });
    if (byHash) await settleAsFirstVisit(page);
    // On a frozen clock a step stays as its first frame: its text without the background picture, which
    // follows a frame later (src/stores/decorations.ts). Axe then checks the text's contrast against the
    // theme's own colours, as a shopper sees it before the picture (or if it never loads).
    // Question types whose code loads after the first step (src/questions/lazyQuestions.ts): their content,
    // not the "Loading..." in its place while a directly opened step waits for that code.
    const lazyContent = LAZY_QUESTION_CONTENT[screen.type];
    if (lazyContent) await page.locator(`fragrance-quiz ${lazyContent}`).first().waitFor({ timeout: 60_000 });
  } else {
    await page.goto(`${baseUrl}/#/recommendation?version=${screen.type}`);
    await page.locator(`fragrance-quiz .recommendation[data-variant="${screen.type}"] [data-section="faq"]`).waitFor({ timeout: 60_000 });
    if (screen.type === 'A') await page.locator('fragrance-quiz .ai-lines').waitFor({ timeout: 60_000 });
  }
  await loadAllImages(page);
  return page;
}

const showsStep = (page: Page, baseUrl: string) => page.url().startsWith(`${baseUrl}/#/`) && !page.url().includes('#/recommendation');

/**
 * After a move by the hash: the entrance animation finished, the focus the move gave the heading taken
 * back and the page scrolled to its top, as a step opened by a whole load shows. Exactly one step is on
 * screen (the one it left is gone). Endless animations (a spinner) are not waited for.
 */
async function settleAsFirstVisit(page: Page): Promise<void> {
  const steps = await page.evaluate(async () => {
    const root = document.querySelector('fragrance-quiz')?.shadowRoot;
    const entering = (root?.getAnimations() ?? []).filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(entering.map((animation) => animation.finished.catch(() => null)));
    (root?.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
    return root?.querySelectorAll('.step-screen').length ?? 0;
  });
  if (steps !== 1) throw new Error(`openScreen: ${steps} steps on screen after the move`);
}

/** Makes every picture in the quiz load now (lazy ones too) and waits for them and the fonts. */
export async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const root = document.querySelector('fragrance-quiz')?.shadowRoot;
    const images = [...(root?.querySelectorAll('img') ?? [])];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => (image.complete ? null : new Promise((done) => {
      image.addEventListener('load', done, { once: true });
      image.addEventListener('error', done, { once: true });
    }))));
    await document.fonts.ready;
  });
}

/** Holds the analysis's first request for the whole session, so the results-calculation screen stays. */
export async function holdAnalysisForever(page: Page): Promise<void> {
  await page.route('**/quiz-meta', () => {
    // never answered: the screen under test stays on the analysis
  });
}

/**
 * Opens each of `screens` and runs `check` on it, in one context and page per clock mode (a stored
 * finished quiz, the demo in `theme`, then `prepare`), so that `openScreen` can reach a step by the hash.
 * The contexts are closed whatever `check` does.
 */
export async function eachScreen(
  browser: Browser,
  baseUrl: string,
  options: BrowserContextOptions & { theme?: 'light' | 'dark'; prepare?: (context: BrowserContext) => Promise<void> },
  screens: readonly Screen[],
  check: (page: Page, screen: Screen) => Promise<void>,
): Promise<void> {
  const { theme = 'light', prepare, ...contextOptions } = options;
  const opened = new Map<ClockMode, { context: BrowserContext; page?: Page }>();
  try {
    for (const screen of screens) {
      let entry = opened.get(clockMode(screen));
      if (!entry) {
        entry = { context: await browser.newContext(contextOptions) };
        opened.set(clockMode(screen), entry);
        await seedFinishedQuiz(entry.context, theme);
        await prepare?.(entry.context);
      }
      entry.page = await openScreen(entry.context, baseUrl, screen, entry.page);
      await check(entry.page, screen);
    }
  } finally {
    for (const { context } of opened.values()) await context.close();
  }
}
