/**
 * The line under the results: `Loading...`, `No items found`, a failed page with its retry, or a hint
 * when only the best matches are listed.
 */
import type { CatalogueStatus } from '../../stores/catalogue.ts';

interface PickerStatusProps {
  status: CatalogueStatus;
  /** The debounced search has run on the text shown and found nothing. */
  noMatches: boolean;
  /** Set when more perfumes match than the list shows. */
  shownLimit: number | null;
  onRetry: () => void;
}

/** "1,000". Not toLocaleString: its first call loads number formatting data, a long task. */
function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function PickerStatus({ status, noMatches, shownLimit, onRetry }: PickerStatusProps) {
  if (status === 'error') {
    return (
      <div className="picker-error" role="alert">
        <span>Some perfumes could not be loaded.</span>
        <button type="button" className="button secondary picker-retry" onClick={onRetry}>Try again</button>
      </div>
    );
  }
  if (status !== 'ready') return <p className="picker-status">Loading...</p>;
  if (noMatches) return <p className="picker-status">No items found</p>;
  if (shownLimit !== null) {
    return <p className="picker-status">Showing the first {thousands(shownLimit)} matches. Type more to narrow the list.</p>;
  }
  return null;
}
