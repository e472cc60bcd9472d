/**
 * `loading="lazy"` on `<fragrance-quiz>` (docs/embedding.md "Host page vitals"): the entry holds
 * back the app's code and content until the quiz is about to be seen, so a store page whose app block sits
 * below the fold spends its first seconds of bandwidth on its own content. The wait ends when the element
 * comes within one and a half screens of the viewport, or when the URL moves to a quiz screen (a link into the
 * quiz). Without the attribute, or on a page opened on a quiz screen, nothing waits.
 */
import { quizOwnsHash } from './hash-route.ts';

/**
 * How far ahead of the viewport the load starts (IntersectionObserver `rootMargin`): one and a half
 * screens, about the 1250 px at which Chromium starts loading a lazy image on a fast connection, so
 * the first step is usually in before the shopper scrolls to it.
 */
export const LAZY_LOAD_MARGIN = '150% 0px';
/** A `performance` mark set when the wait starts: something a test or a developer's profiler can see. */
export const LAZY_WAIT_MARK = 'fragrance-quiz:waiting-until-near';

type Observer = Pick<IntersectionObserver, 'observe' | 'disconnect'>;

/** What the wait uses of the page; a test passes its own. */
export interface LazyStartWindow {
  location: { hash: string };
  addEventListener(type: 'hashchange', listener: () => void): void;
  removeEventListener(type: 'hashchange', listener: () => void): void;
  IntersectionObserver: new (callback: (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void, options: IntersectionObserverInit) => Observer;
  performance: { mark(name: string): unknown };
}

/**
 * The wait before the app loads for `element`, or null when it loads at once. Null, not a resolved
 * promise, so the eager path asks for the code in the same task, without a microtask in between.
 */
export function lazyStart(element: Element | null, page: LazyStartWindow = window): Promise<void> | null {
  if (!element || element.getAttribute('loading')?.trim().toLowerCase() !== 'lazy') return null;
  if (quizOwnsHash(page.location.hash)) return null;
  return new Promise((start) => {
    const done = () => {
      observer.disconnect();
      page.removeEventListener('hashchange', onHashChange);
      start();
    };
    const onHashChange = () => {
      if (quizOwnsHash(page.location.hash)) done();
    };
    const observer = new page.IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) done();
    }, { rootMargin: LAZY_LOAD_MARGIN });
    observer.observe(element);
    page.addEventListener('hashchange', onHashChange);
    page.performance.mark(LAZY_WAIT_MARK);
  });
}
