/** The host page's `#MainContent` is hidden while the quiz takes over, and restored afterwards. */
import { parseHash } from '../core/navigation.ts';
const HIDDEN_MARK = 'data-fragrance-quiz-hidden';

export function setHostContentHidden(hidden: boolean): void {
  const main = document.getElementById('MainContent');
  if (!main) return;
  if (hidden && !main.hidden) {
    main.hidden = true;
    main.setAttribute(HIDDEN_MARK, '');
  } else if (!hidden && main.hasAttribute(HIDDEN_MARK)) {
    main.hidden = false;
    main.removeAttribute(HIDDEN_MARK);
  }
}

/** Whether the hash names a quiz screen (a step or the recommendation), which hides `#MainContent`. */
export function quizOwnsHash(hash: string): boolean {
  const route = parseHash(hash);
  return route.kind === 'recommendation' || (route.kind === 'step' && route.quizName !== null);
}
