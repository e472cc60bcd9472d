/**
 * How many columns an option grid gets so that its last row is as full as possible: among the counts
 * from about half of `max` (at least 2) up to `max`, the one that leaves the fewest empty places in the last row
 * (the larger one on a tie). 9 colours in at most 4 columns: 3 (3 + 3 + 3), 10 places in at most 5:
 * 5 (5 + 5), 7 occasions in at most 5: 4 (4 + 3). Never more columns than items.
 */
export function balancedColumns(items: number, max: number): number {
  const count = Number.isFinite(items) ? Math.max(1, Math.floor(items)) : 1;
  const most = Number.isFinite(max) ? Math.max(1, Math.min(Math.floor(max), count)) : 1;
  const fewest = Math.min(most, Math.max(2, Math.ceil(most / 2)));
  let best = most;
  let bestEmpty = Number.POSITIVE_INFINITY;
  for (let columns = most; columns >= fewest; columns -= 1) {
    const empty = (columns - (count % columns)) % columns;
    if (empty < bestEmpty) {
      best = columns;
      bestEmpty = empty;
    }
  }
  return best;
}
