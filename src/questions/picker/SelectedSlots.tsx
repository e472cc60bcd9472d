/** The four selected-slot tiles (docs/behaviour.md "Perfume picker"), each filled one with its delete button. */
import { memo, type Ref } from 'react';
import { MAX_PERFUME_SELECTIONS } from '../../core/constants.ts';
import type { Fragrance } from '../../core/types.ts';
import { useWords } from '../../components/useWords.ts';
import { EN_PICKER } from '../../i18n/en-picker.ts';
import { PerfumeSummary } from './PerfumeSummary.tsx';

interface SelectedSlotsProps {
  selected: readonly Fragrance[];
  onRemove: (item: Fragrance) => void;
  /** Focus lands here when the fourth choice disables the input. */
  groupRef: Ref<HTMLDivElement>;
}

function CrossIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

export const SelectedSlots = memo(function SelectedSlots({ selected, onRemove, groupRef }: SelectedSlotsProps) {
  const { words, say } = useWords(EN_PICKER);
  const slots = Array.from({ length: MAX_PERFUME_SELECTIONS }, (_, i) => selected[i]);
  return (
    <div ref={groupRef} className="picker-slots" role="group" aria-label={words.yourPerfumes} tabIndex={-1}>
      <ul className="picker-slot-list">
        {slots.map((item, i) => item ? (
          <li key={item.id} className="picker-slot filled">
            <PerfumeSummary item={item} showFamily={false} />
            <button type="button" className="picker-slot-remove" aria-label={say('removePerfume', { name: item.value })} onClick={() => onRemove(item)}>
              <CrossIcon />
            </button>
          </li>
        ) : (
          <li key={`empty-${i}`} className="picker-slot">
            <span className="picker-slot-number" aria-hidden="true">{i + 1}</span>
            <span className="visually-hidden">{say('emptySlot', { number: i + 1 })}</span>
          </li>
        ))}
      </ul>
    </div>
  );
});
