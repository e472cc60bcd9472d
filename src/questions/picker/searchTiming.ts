/**
 * User Timing marks around one search: from the debounced query firing to the list committed to the
 * DOM. `performance.getEntriesByName('fq-search')` holds the latest measure (scripts/bench-picker.ts).
 */
export const SEARCH_START_MARK = 'fq-search-start';
export const SEARCH_RENDERED_MARK = 'fq-search-rendered';
export const SEARCH_MEASURE = 'fq-search';

let pending = false;

function timingAvailable(): boolean {
  return typeof performance !== 'undefined' && typeof performance.mark === 'function';
}

export function markSearchStart(): void {
  if (!timingAvailable()) return;
  performance.clearMarks(SEARCH_START_MARK);
  performance.mark(SEARCH_START_MARK);
  pending = true;
}

/** Call after the commit that shows a search's results; ignored unless a search started. */
export function markSearchRendered(): void {
  if (!pending || !timingAvailable()) return;
  pending = false;
  performance.clearMarks(SEARCH_RENDERED_MARK);
  performance.mark(SEARCH_RENDERED_MARK);
  performance.clearMeasures(SEARCH_MEASURE);
  performance.measure(SEARCH_MEASURE, SEARCH_START_MARK, SEARCH_RENDERED_MARK);
}
