/**
 * The element's own stylesheets: the design tokens and shared layout, the quiz's steps, and the box it
 * reserves on the host page. The entry parses them while the app's code downloads and hands them to
 * `defineFragranceQuiz` (elements/quiz-element.ts), so their text travels in the entry's round trip rather
 * than in the first-step chunk and their parsing is done before the first render (docs/performance.md
 * "The critical path of the first step"). The screens loaded later adopt their own (./adopt.ts).
 */
import { hostReservation } from '../../elements/host-style.ts';
import { sheetFor } from './adopt.ts';
import { baseStyles } from './base.ts';
import { quizStyles } from './quiz.ts';

/**
 * In the order they are adopted. The reservation comes last: the tokens' `:host { all: initial }` would
 * undo it, and it holds from the element's connection on, through every screen.
 */
const ELEMENT_STYLES: readonly string[] = [baseStyles, quizStyles, hostReservation];

export function elementSheets(): CSSStyleSheet[] {
  return ELEMENT_STYLES.map(sheetFor);
}
