/**
 * The element's own box, set before anything renders so the host page does not shift when the quiz
 * loads or moves between steps: a block that reserves `--fq-min-height` (docs/embedding.md). A host
 * page's own rule for `fragrance-quiz` wins over this `:host` rule.
 */
export const MIN_HEIGHT_DEFAULT = '560px';

export const hostReservation = `:host{display:block;min-height:var(--fq-min-height,${MIN_HEIGHT_DEFAULT})}`;
