/**
 * The element's own box, set before anything renders so the host page does not shift when the quiz
 * loads or moves between steps: a block that reserves `--fq-min-height` (docs/embedding.md). A host
 * page's own rule for `fragrance-quiz` wins over this `:host` rule.
 */
/**
 * The first screen's height, so the reservation matches it at every breakpoint (a screen fills the
 * viewport up to 860 px, never less than 560 px; src/styles/quiz.ts gives every screen this height at least).
 */
export const MIN_HEIGHT_DEFAULT = 'max(560px, min(100svh, 860px))';

export const hostReservation = `:host{display:block;min-height:var(--fq-min-height,${MIN_HEIGHT_DEFAULT})}`;
