/**
 * One quiz per page: the quiz's state (answers, route, host content) belongs to the page, so a second
 * `<fragrance-quiz>` would silently share it. The first element connected is the page's quiz; any
 * other shows a short notice and says why in the console, and the first keeps working. When the page's
 * quiz leaves the page, the earliest element still showing the notice takes over (its notice goes);
 * with none waiting, the next element connected becomes the page's quiz.
 */

let active: HTMLElement | null = null;
/** Elements showing the notice, in the order they arrived, with how each takes the page over. */
const waiting = new Map<HTMLElement, () => void>();

/**
 * Claims the page for `element`; false when another connected element already has it, and then
 * `takeOver` runs once that element leaves the page (unless `element` left first).
 */
export function claimPage(element: HTMLElement, takeOver: () => void): boolean {
  if (active && active !== element && active.isConnected) {
    waiting.set(element, takeOver);
    return false;
  }
  waiting.delete(element);
  active = element;
  return true;
}

/** `element` left the page: a waiting element stops waiting; the page's quiz hands the page over. */
export function releasePage(element: HTMLElement): void {
  waiting.delete(element);
  if (active !== element) return;
  active = null;
  // A microtask later: an element moved within the page (removed and added again at once) keeps the page.
  queueMicrotask(() => {
    if (active?.isConnected) return;
    for (const [next, takeOver] of waiting) {
      waiting.delete(next);
      if (next.isConnected) {
        takeOver();
        return;
      }
    }
  });
}

/** Removes the notice from a shadow root (`:scope` matches nothing in a shadow root's querySelector). */
export function removeSecondQuizNotice(root: ShadowRoot): void {
  for (const child of [...root.children]) if (child.getAttribute('part') === 'notice') child.remove();
}

export function isPageQuiz(element: HTMLElement): boolean {
  return active === element;
}

export const SECOND_QUIZ_NOTICE = 'This quiz is already open on this page.';

/** Renders the notice in the second element's shadow root and logs why. */
export function showSecondQuizNotice(root: ShadowRoot): void {
  const notice = document.createElement('p');
  notice.setAttribute('part', 'notice');
  notice.setAttribute('role', 'note');
  notice.textContent = SECOND_QUIZ_NOTICE;
  root.replaceChildren(notice);
  console.warn(
    '[fragrance-quiz] Only one <fragrance-quiz> can run on a page (they would share one set of answers and one URL route); ' +
      'this element shows a notice instead. Remove it, or remove the first one before adding another.',
  );
}
