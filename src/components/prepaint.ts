/**
 * The first step painted by the element's entry, in plain DOM, as soon as the quiz's content is in and
 * before the app's code has arrived (docs/performance.md "The first step before the app"): the same
 * markup the app renders for it (./StepScreen.tsx, ../questions/TransitionStep.tsx, ./NavBar.tsx; a
 * browser test compares the two), under the element's own stylesheets. The app's first screen other than
 * "loading" replaces it in the same frame (./Router.tsx), and until then the app's own nodes stay hidden
 * behind it (src/styles/base.ts). Only a text interstitial is painted this way: a step with answers or a
 * picture would show controls or a box that do nothing until the app runs. Its Next is a plain link to the
 * next step's URL, which the app opens when it starts. Its words are the content's own (the quiz's
 * interface texts): without them it paints nothing, as the code's catalogue is not in the entry.
 */
import { quizOwnsHash } from '../core/hash-route.ts';
import { groupScreens, nextScreenUrl, screenProgress } from '../core/screens.ts';
import { visibleSteps } from '../core/step-paths.ts';
import type { Quiz, Step } from '../core/types.ts';

export const PREPAINT_ATTRIBUTE = 'data-prepaint';
const HEADING_ID = 'fq-prepaint-heading';

type Attributes = Record<string, string>;

function h(tag: string, attributes: Attributes, ...children: (Node | string | null)[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child !== null) element.append(child);
  return element;
}

const NAV_WORDS = ['next', 'navigationLabel', 'progressLabel', 'stepCount', 'progressComplete'] as const;
type NavWords = Record<(typeof NAV_WORDS)[number], string>;

/** The bar's words from the content, or null when one is missing. */
function navWords(quiz: Quiz): NavWords | null {
  const texts = quiz.interfaceText ?? {};
  return NAV_WORDS.every((field) => typeof texts[field] === 'string' && texts[field]) ? texts as NavWords : null;
}

/** The step the app would show first on this URL, when the entry can paint it; null otherwise. */
export function prepaintableStep(quiz: Quiz, hash: string): Step | null {
  if (quizOwnsHash(hash) || !navWords(quiz)) return null;
  const step = visibleSteps(quiz.steps)[0];
  if (!step || step.type !== 'transition' || !step.heading || step.image?.url || step.imageUrl) return null;
  return step;
}

/** Its width through the CSSOM, as React sets it: a store's policy may forbid style attributes. */
function progressFill(progress: number): HTMLElement {
  const fill = h('div', { class: 'progress-fill' });
  fill.style.width = `${progress}%`;
  return fill;
}

/** A text's `{placeholders}` filled (small whole numbers: the digits every supported locale writes). */
const fill = (text: string, values: Record<string, number>) => text.replace(/\{(\w+)\}/g, (whole, name: string) => String(values[name] ?? whole));

function navBar(steps: readonly Step[], words: NavWords): HTMLElement {
  const screens = groupScreens(steps);
  const count = fill(words.stepCount, { step: 1, count: screens.length });
  const progress = screenProgress(screens, 0);
  return h('nav', { class: 'nav-bar light', part: 'nav', 'aria-label': words.navigationLabel },
    h('div', { class: 'nav-inner' },
      h('div', { class: 'nav-status' },
        h('span', { class: 'nav-count', 'aria-hidden': 'true' }, count),
        h('div', {
          class: 'progress', part: 'progress', role: 'progressbar', 'aria-label': words.progressLabel,
          'aria-valuemin': '0', 'aria-valuemax': '100', 'aria-valuenow': String(progress),
          'aria-valuetext': `${count}, ${fill(words.progressComplete, { progress })}`,
        }, progressFill(progress))),
      h('div', { class: 'nav-next-slot' },
        h('a', { href: `#${nextScreenUrl(screens, 0)}`, role: 'link', tabindex: '0', class: 'nav-link nav-next', part: 'next' },
          words.next, h('span', { class: 'nav-arrow', 'aria-hidden': 'true' }, ' >'))),
      h('div', { class: 'nav-back-slot' })));
}

/** The first step's screen, as the app renders it (without the picture it fades in after its first paint). */
export function prepaintScreen(quiz: Quiz, step: Step): HTMLElement {
  const steps = visibleSteps(quiz.steps);
  return h('div', { class: 'step-screen step-transition', [PREPAINT_ATTRIBUTE]: '' },
    h('section', { class: 'step-section', part: 'step', 'aria-labelledby': HEADING_ID },
      h('header', { class: 'step-header' },
        h('h2', { id: HEADING_ID, part: 'heading', tabindex: '-1' }, step.heading ?? ''),
        step.subHeading ? h('p', { class: 'sub-heading', part: 'sub-heading' }, step.subHeading) : null),
      h('div', { class: 'transition-step' }, step.text ? h('p', { class: 'step-text' }, step.text) : null)),
    navBar(steps, navWords(quiz) ?? { next: '', navigationLabel: '', progressLabel: '', stepCount: '', progressComplete: '' }));
}

/**
 * Paints the first step into `host`'s shadow root (attached here, with `sheets`), unless the app or
 * another painting got there first or the step is not one the entry paints. Returns whether it painted.
 */
export function prepaintFirstStep(host: HTMLElement, quiz: Quiz, sheets: readonly CSSStyleSheet[], locale?: string): boolean {
  if (host.shadowRoot || customElements.get(host.localName)) return false;
  const step = prepaintableStep(quiz, location.hash);
  if (!step) return false;
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [...sheets];
  const screen = prepaintScreen(quiz, step);
  // The shopper's language, as the app's root says it (src/FragranceQuizApp.tsx).
  if (locale) screen.lang = locale;
  root.append(screen);
  return true;
}

/**
 * The app's own screen is in: the painted one goes (in the same frame). Focus on one of its parts (a
 * keyboard shopper quick to the Next link) moves to the same part of the app's screen.
 */
export function removePrepaint(root: ShadowRoot | null): void {
  // Not `:scope >`: in a shadow root's querySelector it matches nothing.
  const painted = root && [...root.children].find((child) => child.hasAttribute(PREPAINT_ATTRIBUTE));
  if (!root || !painted) return;
  const focusedPart = painted.contains(root.activeElement) ? root.activeElement?.getAttribute('part') : null;
  painted.remove();
  if (focusedPart) root.querySelector<HTMLElement>(`[part="${focusedPart}"]`)?.focus({ preventScroll: true });
}
