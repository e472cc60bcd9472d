/**
 * When the entry loads the app's code and content (docs/embedding.md "Host page vitals"), from the
 * `loading` attribute of the page's `<fragrance-quiz>`:
 * - `eager`: at once, wherever the element sits;
 * - `lazy`: once the element comes within one and a half screens of the viewport;
 * - absent (or any other value): at once when the element starts on the first screen; otherwise once the
 *   host page has loaded and its first paint is on screen, or the shopper first scrolls, taps or types, or
 *   the element comes that near (into view, for one that starts nearer), whichever is first: a quiz below
 *   the fold leaves the page's first seconds of bandwidth to the store's own content, and is still ready by
 *   the time most shoppers scroll to it.
 * A URL on a quiz screen (a link into the quiz, Back/Forward) ends any wait; a page opened on one waits
 * for nothing.
 */
import { afterNextPaint } from './after-paint.ts';
import { quizOwnsHash } from './hash-route.ts';

/**
 * How far ahead of the viewport counts as near, in screens: about the 1250 px at which Chromium starts
 * loading a lazy image on a fast connection, so the first step is usually in before the shopper scrolls to it.
 */
export const NEAR_SCREENS = 1.5;
/** The same distance as an IntersectionObserver `rootMargin`. */
export const LAZY_LOAD_MARGIN = `${NEAR_SCREENS * 100}% 0px`;
/** A `performance` mark set when a wait starts: something a test or a developer's profiler can see. */
export const LAZY_WAIT_MARK = 'fragrance-quiz:waiting-until-near';

export type LoadingMode = 'eager' | 'lazy' | 'auto';

/** The element's `loading` attribute, read leniently: only `eager` and `lazy` mean something. */
export function loadingMode(element: Element): LoadingMode {
  const value = element.getAttribute('loading')?.trim().toLowerCase();
  return value === 'eager' || value === 'lazy' ? value : 'auto';
}

/**
 * The shopper's first scroll, tap or key ends the host's LCP (Chrome stops looking for a larger paint
 * then), so from that moment the quiz's download costs the host's vitals nothing; it also says the
 * shopper is reading on, toward the quiz.
 */
const SHOPPER_EVENTS = ['scroll', 'pointerdown', 'keydown'] as const;
type PageEvent = 'hashchange' | 'load' | (typeof SHOPPER_EVENTS)[number];

type Observer = Pick<IntersectionObserver, 'observe' | 'disconnect'>;
type PaintObserver = Pick<PerformanceObserver, 'observe' | 'disconnect'>;

/** What the wait uses of the page; a test passes its own. */
export interface LazyStartWindow {
  location: { hash: string };
  document: { readyState: DocumentReadyState };
  innerHeight: number;
  addEventListener(type: PageEvent, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: PageEvent, listener: () => void, options?: EventListenerOptions): void;
  IntersectionObserver: new (callback: (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void, options: IntersectionObserverInit) => Observer;
  performance: { mark(name: string): unknown; getEntriesByName(name: string): unknown[] };
  PerformanceObserver?: {
    new (callback: (list: { getEntriesByName(name: string): unknown[] }) => void): PaintObserver;
    readonly supportedEntryTypes: readonly string[];
  };
}

const FIRST_CONTENTFUL_PAINT = 'first-contentful-paint';

/**
 * Calls `callback` once the page's first contentful paint has reached the screen (at once if it has, or
 * if the browser cannot say). Chrome reports a paint when the frame is presented, which on a busy machine
 * can be tens of ms after the frame's animation callbacks: waiting for frames alone could start a
 * download before the host's first paint counts as done. Returns a cancel function.
 */
function whenFirstPainted(page: LazyStartWindow, callback: () => void): () => void {
  const Observer = page.PerformanceObserver;
  if (page.performance.getEntriesByName(FIRST_CONTENTFUL_PAINT).length > 0 || !Observer?.supportedEntryTypes.includes('paint')) {
    callback();
    return () => {};
  }
  const observer = new Observer((list) => {
    if (list.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) return;
    observer.disconnect();
    callback();
  });
  observer.observe({ type: 'paint', buffered: true });
  return () => observer.disconnect();
}

/** Where the element starts: on the first screen, within `NEAR_SCREENS` of it, or further. */
export type StartPosition = 'in-view' | 'near' | 'far';

/** A hidden element (0 × 0, e.g. in a closed drawer) counts as in view: the page may show it at any time. */
export function startPosition(element: Element, page: Pick<LazyStartWindow, 'innerHeight'>): StartPosition {
  const { top, bottom, width, height } = element.getBoundingClientRect();
  if ((width === 0 && height === 0) || (top < page.innerHeight && bottom > 0)) return 'in-view';
  const margin = page.innerHeight * NEAR_SCREENS;
  return top < page.innerHeight + margin && bottom > -margin ? 'near' : 'far';
}

/**
 * The wait before the app loads for `element`, or null when it loads at once. Null, not a resolved
 * promise, so the eager path asks for the code in the same task, without a microtask in between.
 */
export function lazyStart(element: Element | null, page: LazyStartWindow = window): Promise<void> | null {
  if (!element || quizOwnsHash(page.location.hash)) return null;
  const mode = loadingMode(element);
  if (mode === 'eager') return null;
  // An element added after the page loaded, or one on the first screen: the host is done, or the quiz is
  // part of what the shopper sees first. (Checked in this order: the position costs a layout.)
  if (mode === 'auto' && page.document.readyState === 'complete') return null;
  const position = mode === 'auto' ? startPosition(element, page) : null;
  if (position === 'in-view') return null;
  return new Promise((start) => {
    let cancelPaintWait = () => {};
    const done = () => {
      observer.disconnect();
      page.removeEventListener('hashchange', onHashChange);
      page.removeEventListener('load', onLoad);
      for (const type of SHOPPER_EVENTS) page.removeEventListener(type, done, { capture: true });
      cancelPaintWait();
      start();
    };
    const onHashChange = () => {
      if (quizOwnsHash(page.location.hash)) done();
    };
    // Once the host's first paint is on screen and a frame after `load` has been painted, so the code is
    // never on the path of the host's own first paints.
    const onLoad = () => {
      cancelPaintWait = whenFirstPainted(page, () => { cancelPaintWait = afterNextPaint(done); });
    };
    // Coming near ends the wait; an element that starts near waits until it comes into view.
    const observer = new page.IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    }, { rootMargin: position === 'near' ? '0px' : LAZY_LOAD_MARGIN });
    observer.observe(element);
    page.addEventListener('hashchange', onHashChange);
    if (mode === 'auto') {
      page.addEventListener('load', onLoad);
      for (const type of SHOPPER_EVENTS) page.addEventListener(type, done, { capture: true, passive: true });
    }
    page.performance.mark(LAZY_WAIT_MARK);
  });
}
