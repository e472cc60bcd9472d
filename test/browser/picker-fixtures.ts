/** Helpers for the perfume picker's browser tests: mounting the `favorites` step, typing, counting calls. */
import { waitUntil } from '../support/wait.ts';
import { sendKeys } from '@web/test-runner-commands';
import { CATALOGUE_CACHE_NAME, SEARCH_DEBOUNCE_MS } from '../../src/core/constants.ts';
import type { Answers } from '../../src/core/types.ts';
import { $answers } from '../../src/stores/answers.ts';
import { $catalogue, resetCatalogue } from '../../src/stores/catalogue.ts';
import { redirect } from '../../src/stores/route.ts';
import { holdTimers } from '../support/clock.ts';
import { mountQuiz, resetPage, shadow, waitFor } from '../support/fixtures.ts';
import type { FragranceQuizElement } from '../../elements/fragrance-quiz.ts';

export const STEP_ID = 'favorite_fragrances';
/** Any stored answer makes every step reachable (src/core/navigation.ts resolveStep). */
const SOME_ANSWERS: Answers = { gender: 'female' };

export async function resetPicker(): Promise<void> {
  resetPage();
  resetCatalogue();
  $answers.set({});
  await caches.delete(CATALOGUE_CACHE_NAME);
}

export interface Picker {
  el: FragranceQuizElement;
  root: ShadowRoot;
  input: HTMLInputElement;
}

export async function mountPicker(answers: Answers = SOME_ANSWERS): Promise<Picker> {
  $answers.set(answers);
  redirect('/favorites');
  const el = await mountQuiz();
  const input = await waitFor<HTMLInputElement>(el, 'input[role="combobox"]');
  return { el, root: shadow(el), input };
}

export async function catalogueReady(): Promise<void> {
  await waitUntil(() => $catalogue.get().status === 'ready', 'the catalogue did not load', { timeout: 15000 });
}

/**
 * Runs `keys` with the search debounce held until the last key, then lets it fire once: on a busy
 * machine the pauses between keys can pass 300 ms, and a search of a partial query must not be taken
 * for the results of the whole one.
 */
async function withDebounceHeld(keys: () => Promise<void>): Promise<void> {
  const debounce = holdTimers([SEARCH_DEBOUNCE_MS]);
  try {
    await keys();
  } finally {
    debounce.restore();
  }
  debounce.release();
}

/** Types into the (focused) search input as a shopper would. */
export async function type(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  await withDebounceHeld(() => sendKeys({ type: text }));
}

export async function clearAndType(input: HTMLInputElement, text: string): Promise<void> {
  input.focus();
  input.select();
  await withDebounceHeld(async () => {
    await sendKeys({ press: 'Backspace' });
    if (text) await sendKeys({ type: text });
  });
}

export function options(root: ShadowRoot): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('[role="option"]')];
}

export function optionNames(root: ShadowRoot): string[] {
  return options(root).map((option) => option.querySelector('.picker-name')?.textContent ?? '');
}

export async function waitForOptions(root: ShadowRoot, check: (names: string[]) => boolean = (names) => names.length > 0, what = 'options'): Promise<HTMLElement[]> {
  await waitUntil(() => check(optionNames(root)), `waiting for ${what}; have ${JSON.stringify(optionNames(root).slice(0, 6))}`);
  return options(root);
}

export function dropdown(root: ShadowRoot): HTMLElement {
  const found = root.querySelector<HTMLElement>('.picker-dropdown');
  if (!found) throw new Error('no dropdown');
  return found;
}

export function selectedIds(): string[] {
  const answer = $answers.get()[STEP_ID];
  return Array.isArray(answer) ? answer.map((item) => (typeof item === 'string' ? item : item.id)) : [];
}

export function statusText(root: ShadowRoot): string {
  return root.querySelector('.picker [role="status"]')?.textContent ?? '';
}

/** Wraps `window.fetch` for one test: counts catalogue calls and lets a test hold or fail them. */
export function interceptCatalogue(handle?: (call: number, proceed: () => Promise<Response>) => Promise<Response>) {
  const original = window.fetch;
  const calls: Array<{ start: number; limit: number }> = [];
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!/\/fragrances(\?|$)/.test(url)) return original(input, init);
    calls.push(JSON.parse(String(init?.body ?? '{}')) as { start: number; limit: number });
    const proceed = () => original(input, init);
    return handle ? handle(calls.length, proceed) : proceed();
  };
  return { calls, restore: () => { window.fetch = original; } };
}
