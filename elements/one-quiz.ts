/**
 * One quiz per page: the quiz's state (answers, route, host content) belongs to the page, so a second
 * `<fragrance-quiz>` would silently share it. The first element connected is the page's quiz; any
 * other shows a short notice and says why in the console, and the first keeps working. When the page's
 * quiz is removed, the next element connected (a re-added one, or a new one) becomes the page's quiz.
 */

let active: HTMLElement | null = null;

/** Claims the page for `element`; false when another connected element already has it. */
export function claimPage(element: HTMLElement): boolean {
  if (active && active !== element && active.isConnected) return false;
  active = element;
  return true;
}

export function releasePage(element: HTMLElement): void {
  if (active === element) active = null;
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
