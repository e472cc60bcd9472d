/** Helpers for the quiz browser tests (test/browser/quiz-*.test.ts): arriving, acting like a shopper. */
import { WAIT_MS, waitUntil } from './wait.ts';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { STORAGE_KEYS } from '../../src/core/constants.ts';
import type { Answers, Step } from '../../src/core/types.ts';
import { $steps } from '../../src/stores/navigation.ts';
import type { FragranceQuizElement } from '../../elements/fragrance-quiz.ts';
import { mountQuiz, shadow, waitFor } from './fixtures.ts';

export const ANSWERS_KEY = STORAGE_KEYS.answers;

/**
 * Puts the page where a shopper would arrive: `answers` in browser storage (an object, or raw text
 * to test corruption) and the hash route `#{path}` (null: no hash at all). The stores of a previous
 * test may still be mounted (nanostores keeps them a moment after the last listener leaves), so the
 * `storage` and `hashchange` events a browser fires for such changes are dispatched too.
 */
export function arrive(path: string | null, answers?: Answers | string): void {
  localStorage.clear();
  const raw = answers === undefined ? null : typeof answers === 'string' ? answers : JSON.stringify(answers);
  if (raw !== null) localStorage.setItem(ANSWERS_KEY, raw);
  window.dispatchEvent(new StorageEvent('storage', { key: ANSWERS_KEY, newValue: raw }));
  history.replaceState(null, '', `${location.pathname}${location.search}${path === null ? '' : `#${path}`}`);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/** Arrives at `path` with `answers` and mounts the element; resolves once a step screen shows. */
export async function openQuiz(path: string | null, answers?: Answers | string): Promise<FragranceQuizElement> {
  // One quiz per page, as on a store page: an element left from earlier in the same test goes.
  for (const earlier of document.querySelectorAll('fragrance-quiz')) earlier.remove();
  arrive(path, answers);
  const el = await mountQuiz();
  await waitFor(el, '.step-screen');
  return el;
}

export function stepName(el: Element): string | null {
  return shadow(el).querySelector<HTMLElement>('.step-screen')?.dataset['step'] ?? null;
}

/** Waits until step `name` shows and the URL says so (`hash: false` skips the URL check). */
export async function waitForStep(el: Element, name: string, { timeout = WAIT_MS, hash = true } = {}): Promise<void> {
  await waitUntil(
    () => stepName(el) === name && (!hash || location.hash === `#/${name}`),
    `waiting for step "${name}" (showing "${stepName(el) ?? 'none'}", hash "${location.hash}")`,
    { timeout },
  );
}

const nextFrame = () => new Promise<void>((done) => requestAnimationFrame(() => done()));

/** The topmost element at a point, looking inside shadow roots. */
function deepElementFromPoint(x: number, y: number): Element | null {
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/** Until every picture of `target`'s screen has loaded or failed (one that arrives late can move the target), or `deadline`. */
async function imagesLoaded(target: Element, deadline: number): Promise<void> {
  const root = target.getRootNode() as Document | ShadowRoot;
  const pending = [...root.querySelectorAll('img')].filter((image) => !image.complete);
  if (pending.length === 0) return;
  const settled = Promise.all(pending.map((image) => new Promise((done) => {
    image.addEventListener('load', done, { once: true });
    image.addEventListener('error', done, { once: true });
  })));
  await Promise.race([settled, new Promise((done) => setTimeout(done, Math.max(0, deadline - performance.now())))]);
}

/** How long a click waits for its target to stop moving and be the topmost element at its middle. */
const SETTLE_MS = 3000;

/**
 * A real mouse click in the middle of `target` (scrolled into view first). On a busy machine a screen
 * may still be settling (fonts, images, a scroll) between measuring and clicking, and a click there
 * lands beside the target: so the click waits until the screen's pictures have loaded, then until the
 * target holds still for a frame and is what the pointer would hit.
 */
export async function click(target: Element): Promise<void> {
  const deadline = performance.now() + SETTLE_MS;
  await imagesLoaded(target, deadline);
  let rect = target.getBoundingClientRect();
  for (;;) {
    target.scrollIntoView({ block: 'center', inline: 'center' });
    await nextFrame();
    const now = target.getBoundingClientRect();
    const still = now.x === rect.x && now.y === rect.y && now.width === rect.width && now.height === rect.height;
    rect = now;
    const hit = deepElementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    if ((still && hit !== null && target.contains(hit)) || performance.now() > deadline) break;
  }
  await sendMouse({ type: 'click', position: [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)] });
}

export async function clickAt(x: number, y: number): Promise<void> {
  await sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] });
}

export async function press(...keys: string[]): Promise<void> {
  for (const key of keys) await sendKeys({ press: key });
}

export async function type(text: string): Promise<void> {
  await sendKeys({ type: text });
}

/** The answer choice (its `<label>`) whose visible text is `text`. */
export function choice(el: Element, text: string): HTMLLabelElement {
  const labels = [...shadow(el).querySelectorAll<HTMLLabelElement>('label.choice')];
  const found = labels.find((label) => label.querySelector('.choice-text')?.textContent?.trim() === text);
  if (!found) throw new Error(`no choice "${text}" among ${labels.map((l) => `"${l.textContent ?? ''}"`).join(', ')}`);
  return found;
}

export function choiceInput(el: Element, text: string): HTMLInputElement {
  const input = choice(el, text).querySelector('input');
  if (!input) throw new Error(`choice "${text}" has no input`);
  return input;
}

export const nextLink = (el: Element) => shadow(el).querySelector<HTMLAnchorElement>('a[part="next"]') as HTMLAnchorElement;
export const backLink = (el: Element) => shadow(el).querySelector<HTMLAnchorElement>('a[part="back"]');
export const heading = (el: Element) => shadow(el).querySelector<HTMLElement>('h2[part="heading"]');

export function storedAnswers(): Answers {
  return JSON.parse(localStorage.getItem(ANSWERS_KEY) ?? '{}') as Answers;
}

/** The focused element inside the quiz's shadow root, if any. */
export function focused(el: Element): Element | null {
  return shadow(el).activeElement;
}

/** Moves keyboard focus into the step: to its heading (where a navigation puts it), then Tab. */
export async function tabIntoStep(el: Element, tabs = 1): Promise<void> {
  heading(el)?.focus();
  for (let i = 0; i < tabs; i++) await press('Tab');
}

/** The quiz's visible steps, once loaded. */
export function quizSteps(): Step[] {
  return $steps.get();
}

export function quizStep(name: string): Step {
  const found = quizSteps().find((step) => step.name === name);
  if (!found) throw new Error(`no step "${name}"`);
  return found;
}

export interface RecordedCall {
  fn: 'page' | 'track' | 'fbq';
  args: unknown[];
}

/** Installs a fake Segment `window.analytics` and Meta `window.fbq` that record every call. */
export function recordAnalytics(): RecordedCall[] {
  const calls: RecordedCall[] = [];
  window.analytics = {
    page: (...args: unknown[]) => { calls.push({ fn: 'page', args }); },
    track: (...args: unknown[]) => { calls.push({ fn: 'track', args }); },
  };
  window.fbq = (...args: unknown[]) => { calls.push({ fn: 'fbq', args }); };
  return calls;
}

export function removeAnalytics(): void {
  delete window.analytics;
  delete window.fbq;
}

/** Waits for `ms` of real time (timers under test run on the real clock). */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Answers to every step of the seed quiz: `/almostthere` and `/recommendation` stay put with these. */
export { COMPLETE_ANSWERS } from './answers.ts';

/**
 * Holds every POST to the backend until released, so the final step's analysis (another issue's
 * work) cannot move the shopper on while a test looks at that step. Release rejects the held calls.
 */
export function holdBackendPosts(): () => void {
  const realFetch = window.fetch;
  const held: Array<(reason: Error) => void> = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? 'GET').toUpperCase() !== 'POST') return realFetch(input, init);
    return new Promise<Response>((_, reject) => held.push(reject));
  };
  return () => {
    window.fetch = realFetch;
    for (const reject of held.splice(0)) reject(new Error('released by the test'));
  };
}

/** Records console.error calls (still printing them) until restored. */
export function recordConsoleErrors(): { calls: unknown[][]; restore: () => void } {
  const original = console.error;
  const calls: unknown[][] = [];
  console.error = (...args: unknown[]) => {
    calls.push(args);
    original.apply(console, args);
  };
  return { calls, restore: () => { console.error = original; } };
}

/**
 * Makes timers of exactly the given delays fire after `to` ms instead, recording every delay asked
 * for. Only those delays change (the quiz's auto-advance timers), so mocha's, the test helpers' and
 * React's own timers keep the real clock. Restore afterwards.
 */
export function hurryTimers(delays: readonly number[], to: number): { requested: number[]; restore: () => void } {
  const real = window.setTimeout;
  const requested: number[] = [];
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (timeout !== undefined) requested.push(timeout);
    return real(handler, timeout !== undefined && delays.includes(timeout) ? to : timeout, ...args);
  }) as typeof window.setTimeout;
  return { requested, restore: () => { window.setTimeout = real; } };
}
