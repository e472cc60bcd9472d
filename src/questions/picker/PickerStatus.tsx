/**
 * The line under the results: `Loading...`, `No items found`, a failed page with its retry, or a hint
 * when only the best matches are listed.
 */
import { useWords } from '../../components/useWords.ts';
import { EN_PICKER } from '../../i18n/en-picker.ts';
import type { CatalogueStatus } from '../../stores/catalogue.ts';

interface PickerStatusProps {
  status: CatalogueStatus;
  /** The debounced search has run on the text shown and found nothing. */
  noMatches: boolean;
  /** Set when more perfumes match than the list shows. */
  shownLimit: number | null;
  onRetry: () => void;
}

export function PickerStatus({ status, noMatches, shownLimit, onRetry }: PickerStatusProps) {
  const { words, say } = useWords(EN_PICKER);
  if (status === 'error') {
    return (
      <div className="picker-error" role="alert">
        <span>{words.pickerFailed}</span>
        <button type="button" className="button secondary picker-retry" onClick={onRetry}>{words.retry}</button>
      </div>
    );
  }
  if (status !== 'ready') return <p className="picker-status">{words.pickerLoading}</p>;
  if (noMatches) return <p className="picker-status">{words.pickerNoMatches}</p>;
  if (shownLimit !== null) {
    return <p className="picker-status">{say('pickerShowingFirst', { count: shownLimit })}</p>;
  }
  return null;
}
