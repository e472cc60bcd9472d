/**
 * The host page's main content (`main-content` attribute, default `#MainContent`) is hidden while the
 * quiz has taken the page over, and shown again whenever no step can render. Rules (docs/embedding.md):
 * - hidden only while the hash names a quiz screen AND the shopper took the quiz over (the page opened
 *   on a quiz hash, a host link into it, or the shopper's own Next/Back/choice); an automatic advance
 *   alone never hides it, so it never shifts the host page;
 * - never an ancestor of the element itself (that would blank the quiz too): a console warning, once;
 * - shown again behind an error, and when the element is removed.
 */
import { atom } from 'nanostores';

const HIDDEN_MARK = 'data-fragrance-quiz-hidden';
export const DEFAULT_MAIN_CONTENT_ID = 'MainContent';

/** The id named by the `main-content` attribute; '' disables hiding. */
export const $mainContentId = atom<string>(DEFAULT_MAIN_CONTENT_ID);

/** Whether the shopper took the quiz over (see above). */
export const $takenOver = atom<boolean>(false);

export function takeOver(): void {
  if (!$takenOver.get()) $takenOver.set(true);
}

/** `main-content` attribute value → id (absent: the default; empty or blank: none). */
export function mainContentIdFrom(attribute: string | null | undefined): string {
  return attribute === null || attribute === undefined ? DEFAULT_MAIN_CONTENT_ID : attribute.trim();
}

let warnedAncestor = false;

function warnAncestorOnce(id: string): void {
  if (warnedAncestor) return;
  warnedAncestor = true;
  console.warn(
    `[fragrance-quiz] #${id} contains the quiz itself, so it is not hidden while a step shows. ` +
      'Set the main-content attribute to the id of the host content beside the quiz, or to "" to turn hiding off.',
  );
}

function showAll(): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[${HIDDEN_MARK}]`)) {
    element.hidden = false;
    element.removeAttribute(HIDDEN_MARK);
  }
}

/** Hides or shows the host's main content; `host` is the quiz element (never hide its ancestor). */
export function setHostContentHidden(hidden: boolean, host: Element | null): void {
  const id = $mainContentId.get();
  const main = hidden && id ? document.getElementById(id) : null;
  if (!main) {
    showAll();
    return;
  }
  if (host && main.contains(host)) {
    showAll();
    warnAncestorOnce(id);
    return;
  }
  for (const element of document.querySelectorAll<HTMLElement>(`[${HIDDEN_MARK}]`)) {
    if (element !== main) {
      element.hidden = false;
      element.removeAttribute(HIDDEN_MARK);
    }
  }
  if (!main.hidden) {
    main.hidden = true;
    main.setAttribute(HIDDEN_MARK, '');
  }
}

/** A screen that failed to render (a lazy chunk that cannot load): the host content comes back. */
export const $screenFailed = atom<boolean>(false);
