/** Shared helpers for the browser tests: mounting the element and waiting for React's output. */
import { fixture, html } from '@open-wc/testing';
import { WAIT_MS, waitUntil } from './wait.ts';
import '../../elements/fragrance-quiz.ts';
import type { FragranceQuizElement } from '../../elements/fragrance-quiz.ts';

declare global {
  interface Window {
    __FQ_TEST_API__: string;
  }
}

export const API = window.__FQ_TEST_API__;

export function resetPage(): void {
  localStorage.clear();
  history.replaceState(null, '', location.pathname + location.search);
  document.getElementById('MainContent')?.remove();
}

export async function mountQuiz(attributes: { dataset?: string; version?: string; apiHost?: string } = {}): Promise<FragranceQuizElement> {
  // One quiz per page, as on a store page: an element left from earlier in the same test goes first
  // (a second one would show the one-quiz notice instead of a quiz).
  for (const earlier of document.querySelectorAll('fragrance-quiz')) earlier.remove();
  const el = await fixture<FragranceQuizElement>(html`<fragrance-quiz
    api-host=${attributes.apiHost ?? API}
    dataset=${attributes.dataset ?? 'staging'}
    version=${attributes.version ?? ''}
  ></fragrance-quiz>`);
  return el;
}

export function shadow(el: Element): ShadowRoot {
  const root = el.shadowRoot;
  if (!root) throw new Error('no shadow root');
  return root;
}

/** React 19 renders asynchronously: wait for a selector inside the shadow root. */
export async function waitFor<T extends Element = HTMLElement>(el: Element, selector: string, timeout = WAIT_MS): Promise<T> {
  await waitUntil(() => shadow(el).querySelector(selector), `waiting for ${selector}`, { timeout });
  return shadow(el).querySelector(selector) as T;
}

export async function waitForText(el: Element, selector: string, text: string | RegExp, timeout = WAIT_MS): Promise<HTMLElement> {
  await waitUntil(() => {
    const found = shadow(el).querySelector(selector)?.textContent ?? '';
    return typeof text === 'string' ? found.includes(text) : text.test(found);
  }, `waiting for ${selector} to contain ${String(text)}`, { timeout });
  return shadow(el).querySelector(selector) as HTMLElement;
}
