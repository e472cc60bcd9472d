/**
 * The picker's listbox: 300 px high, 100 px rows (docs/behaviour.md "Constants"), virtualised so only the rows in view
 * (plus a few) are in the DOM whatever the number of matches. `aria-setsize`/`aria-posinset` tell
 * assistive technology where each rendered option sits in the whole list.
 */
import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, type MouseEvent } from 'react';
import { PICKER_LIST_HEIGHT_PX, PICKER_ROW_HEIGHT_PX } from '../../core/constants.ts';
import type { Fragrance } from '../../core/types.ts';
import { useWords } from '../../components/useWords.ts';
import { EN_PICKER } from '../../i18n/en-picker.ts';
import { PerfumeSummary } from './PerfumeSummary.tsx';

const OVERSCAN_ROWS = 2;

/**
 * The list's height is fixed by the spec, so the visible window is known without measuring: rows render
 * in the very first commit, with no ResizeObserver round trip.
 */
function fixedRect(_: Virtualizer<HTMLDivElement, Element>, report: (rect: { width: number; height: number }) => void) {
  report({ width: 0, height: PICKER_LIST_HEIGHT_PX });
}

export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

interface ResultListProps {
  id: string;
  /** A new query starts the list at its top. */
  query: string;
  label: string;
  results: readonly Fragrance[];
  hidden: boolean;
  active: number;
  isChosen: (item: Fragrance) => boolean;
  onChoose: (item: Fragrance) => void;
}

/** Keeps the focus in the input while a row is clicked, as the combobox pattern expects. */
const keepInputFocus = (event: MouseEvent) => event.preventDefault();

export function ResultList({ id, query, label, results, hidden, active, isChosen, onChoose }: ResultListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const { words } = useWords(EN_PICKER);
  const count = hidden ? 0 : results.length;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => PICKER_ROW_HEIGHT_PX,
    overscan: OVERSCAN_ROWS,
    initialRect: { width: 0, height: PICKER_LIST_HEIGHT_PX },
    observeElementRect: fixedRect,
  });

  // One virtualizer for the picker's life: remounting it per query would cost a forced layout each time.
  const shownQuery = useRef(query);
  useLayoutEffect(() => {
    if (shownQuery.current === query) return;
    shownQuery.current = query;
    if ((virtualizer.scrollOffset ?? 0) > 0) virtualizer.scrollToOffset(0);
  }, [query, virtualizer]);

  useEffect(() => {
    if (active >= 0 && active < count) virtualizer.scrollToIndex(active, { align: 'auto' });
  }, [active, count, virtualizer]);

  return (
    <div
      ref={scrollRef}
      id={id}
      className="picker-list"
      role="listbox"
      aria-label={label}
      aria-multiselectable="true"
      hidden={hidden || results.length === 0}
      style={{ height: Math.min(PICKER_LIST_HEIGHT_PX, results.length * PICKER_ROW_HEIGHT_PX) }}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = results[row.index];
          if (!item) return null;
          const chosen = isChosen(item);
          return (
            <div
              key={row.key}
              id={optionId(id, row.index)}
              role="option"
              aria-selected={chosen}
              aria-setsize={results.length}
              aria-posinset={row.index + 1}
              className={row.index === active ? 'picker-option active' : 'picker-option'}
              style={{ height: PICKER_ROW_HEIGHT_PX, transform: `translateY(${row.start}px)` }}
              onMouseDown={keepInputFocus}
              onClick={() => onChoose(item)}
            >
              <PerfumeSummary item={item} />
              {chosen ? <span className="picker-tag">{words.selectedTag}</span> : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}
