/**
 * Shared by the recommendation browser tests: a completed quiz in storage, the page opened at
 * `#/recommendation`, a fake analytics.js, and crafted content-service answers.
 * Importing this file must not load any `/src/recommendation/` module (see recommendation-lazy.test.ts).
 */
import { waitUntil } from '../support/wait.ts';
import { STORAGE_KEYS } from '../../src/core/constants.ts';
import type { Answers } from '../../src/core/types.ts';
import { $analysis, INITIAL_ANALYSIS } from '../../src/stores/analysis.ts';
import { $answers } from '../../src/stores/answers.ts';
import type { FragranceQuizElement } from '../../elements/fragrance-quiz.ts';
import { mountQuiz, resetPage, shadow } from '../support/fixtures.ts';
import { COMPLETE_ANSWERS } from './analysis-fixtures.ts';

export { COMPLETE_ANSWERS };

/** Seed content (content/src/quiz-steps.ts): the kit and the sampler. */
export const KIT_VARIANT_ID = '44890123456789';
export const SAMPLER_VARIANT_ID = '44890123456790';
export const ANON_ID = 'anon-7f3a';

export const DESCRIPTION = [
  '- A quiet confidence that lingers after you leave the room',
  '',
  '- Soft and bright, never loud',
  '   ',
  'Like a sunlit walk on the first warm day of spring',
  '- Your wild card: science cannot always predict desire',
].join('\n');

export interface OpenOptions {
  /** The element's `version` attribute. */
  version?: string;
  /** Appended to `#/recommendation`, e.g. `?version=B`. */
  query?: string;
  answers?: Answers;
  /** `localStorage['gpt_content']`; null leaves it absent. */
  description?: string | null;
  /** The analysis already finished in this page session (no retry starts). */
  analysed?: boolean;
  apiHost?: string;
  /** Adds the host page's `<main id="MainContent">`. */
  withMainContent?: boolean;
}

/** Stores a completed quiz (and a description), goes to `#/recommendation` and mounts the element. */
export async function openRecommendation(options: OpenOptions = {}): Promise<FragranceQuizElement> {
  const { version = '', query = '', answers = COMPLETE_ANSWERS, description = DESCRIPTION, analysed = true } = options;
  resetPage();
  if (options.withMainContent) {
    const main = document.createElement('main');
    main.id = 'MainContent';
    document.body.append(main);
  }
  localStorage.setItem(STORAGE_KEYS.answers, JSON.stringify(answers));
  localStorage.setItem(STORAGE_KEYS.anonymousId, JSON.stringify(ANON_ID));
  if (description !== null) localStorage.setItem(STORAGE_KEYS.gptContent, description);
  $answers.set({ ...answers });
  $analysis.set({ ...INITIAL_ANALYSIS, loaded: analysed });
  location.hash = `#/recommendation${query}`;
  return mountQuiz({ version, ...(options.apiHost ? { apiHost: options.apiHost } : {}) });
}

/**
 * Waits until the recommendation page (not its loading fallback) is rendered, and a moment more:
 * React runs passive effects (tracking, focus) just after the DOM shows.
 */
export async function waitForPage(el: Element, timeout = 10000): Promise<HTMLElement> {
  await waitUntil(() => shadow(el).querySelector('.recommendation [data-section="faq"]'), 'recommendation page did not render', { timeout });
  await new Promise(requestAnimationFrame);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return shadow(el).querySelector('.recommendation') as HTMLElement;
}

export function sectionsOf(page: Element): string[] {
  return [...page.querySelectorAll(':scope > section')].map((section) => section.getAttribute('data-section') ?? '');
}

export function text(node: Element | null | undefined): string {
  return (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export interface FakeAnalytics {
  pages: Array<{ name: string; properties: Record<string, unknown> }>;
  tracks: Array<{ event: string; properties: Record<string, unknown> }>;
  remove(): void;
}

/** A Segment-like `window.analytics` that records its calls. */
export function fakeAnalytics(): FakeAnalytics {
  const fake: FakeAnalytics = {
    pages: [],
    tracks: [],
    remove: () => {
      delete window.analytics;
    },
  };
  window.analytics = {
    page: (name, properties = {}) => fake.pages.push({ name, properties }),
    track: (event, properties = {}) => fake.tracks.push({ event, properties }),
  };
  return fake;
}

/** Makes content queries whose GROQ contains `match` fail at the network level, until restored. */
export function failContentQuery(match: string): () => void {
  const original = XMLHttpRequest.prototype.open;
  const deadUrl = URL.createObjectURL(new Blob(['']));
  URL.revokeObjectURL(deadUrl);
  function open(this: XMLHttpRequest, method: string, url: string | URL, async = true, user?: string | null, password?: string | null) {
    const target = new URL(String(url), location.href);
    const isQuery = target.pathname.includes('/data/query/') && (target.searchParams.get('query') ?? '').includes(match);
    return original.call(this, method, isQuery ? deadUrl : url, async, user, password);
  }
  XMLHttpRequest.prototype.open = open as typeof XMLHttpRequest.prototype.open;
  return () => {
    XMLHttpRequest.prototype.open = original;
  };
}

/**
 * `@sanity/client` talks through XMLHttpRequest in browsers (get-it), so crafted content answers are
 * fed there: a content query whose GROQ contains `match` is answered with `{result}` instead.
 */
export function craftContentQuery(match: string, result: unknown): () => void {
  const original = XMLHttpRequest.prototype.open;
  const blobUrl = URL.createObjectURL(new Blob([JSON.stringify({ result, ms: 1, query: match })], { type: 'application/json' }));
  function open(this: XMLHttpRequest, method: string, url: string | URL, async = true, user?: string | null, password?: string | null) {
    const target = new URL(String(url), location.href);
    const isQuery = target.pathname.includes('/data/query/') && (target.searchParams.get('query') ?? '').includes(match);
    return original.call(this, method, isQuery ? blobUrl : url, async, user, password);
  }
  XMLHttpRequest.prototype.open = open as typeof XMLHttpRequest.prototype.open;
  return () => {
    XMLHttpRequest.prototype.open = original;
    URL.revokeObjectURL(blobUrl);
  };
}
