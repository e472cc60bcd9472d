/**
 * The perfume picker (docs/behaviour.md "Perfume picker"): an editable combobox with list
 * autocomplete (WAI-ARIA APG pattern) over the fragrance catalogue, four selected-slot tiles and a
 * Skip link. The answer is the array of chosen Fragrance items under the step id.
 * Loaded lazily by Question.tsx, so none of this is in the element's initial bundle.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { MAX_PERFUME_SELECTIONS } from '../core/constants.ts';
import type { Fragrance } from '../core/types.ts';
import { searchCatalogueIndex } from '../core/catalogue-search.ts';
import { addSelection, isPickerFull, removeSelection } from '../core/validation.ts';
import { $answers, setAnswer } from '../stores/answers.ts';
import { $catalogue, loadCatalogue, retryCatalogue } from '../stores/catalogue.ts';
import { advance } from '../stores/flow.ts';
import { useShadowStyles } from '../components/shadowStyles.ts';
import { useWords } from '../components/useWords.ts';
import { EN_PICKER } from '../i18n/en-picker.ts';
import { pickerStyles } from '../styles/picker.ts';
import { PickerStatus } from './picker/PickerStatus.tsx';
import { optionId, ResultList } from './picker/ResultList.tsx';
import { markSearchRendered } from './picker/searchTiming.ts';
import { SelectedSlots } from './picker/SelectedSlots.tsx';
import { selectedFragrances, toAnswerItem } from './picker/selection.ts';
import { useDebouncedQuery } from './picker/useDebouncedQuery.ts';
import { useOutsideClick } from './picker/useOutsideClick.ts';
import type { QuestionProps } from './QuestionProps.ts';

function SearchIcon() {
  return (
    <svg className="picker-search-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function ClearIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

type FocusTarget = 'input' | 'slots' | null;

/**
 * Matches shown at most, best first. Nobody scrolls further (1,000 rows are 100,000 px), and the
 * list's cost grows with its length: a broad query on a big catalogue stays well under a frame.
 */
export const RESULT_LIMIT = 1000;

export function SearchQuestion({ step, labelledBy, nextUrl }: QuestionProps) {
  useShadowStyles(pickerStyles);
  const { words, say } = useWords(EN_PICKER);
  const fullText = say('pickerFull', { max: MAX_PERFUME_SELECTIONS });
  useEffect(() => {
    void loadCatalogue();
  }, []);

  const catalogue = useStore($catalogue);
  const answers = useStore($answers);
  const answer = answers[step.id];
  const selected = useMemo(() => selectedFragrances(answer), [answer]);
  const full = isPickerFull(selected);

  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const query = useDebouncedQuery(text);
  const { results, more } = useMemo(() => {
    const found = searchCatalogueIndex(catalogue.index, query, RESULT_LIMIT + 1);
    return found.length > RESULT_LIMIT ? { results: found.slice(0, RESULT_LIMIT), more: true } : { results: found, more: false };
  }, [catalogue.index, query]);
  // The active option belongs to one result list; a new list starts with none.
  const [activeIn, setActiveIn] = useState<{ results: readonly Fragrance[]; index: number }>({ results, index: -1 });
  const active = activeIn.results === results ? activeIn.index : -1;
  const setActive = (index: number) => setActiveIn({ results, index });

  useLayoutEffect(markSearchRendered, [results]);

  const listId = useId();
  const hintId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const slotsRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef<FocusTarget>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'input') inputRef.current?.focus();
    else if (target === 'slots') slotsRef.current?.focus();
  });

  const searching = !full && text.trim() !== '';
  const noMatches = query === text && results.length === 0;
  const showStatus = catalogue.status !== 'ready' || noMatches;
  // The dropdown opens on typing and shows the results, the catalogue's state, or `No items found`.
  const expanded = open && searching && (results.length > 0 || showStatus);
  const listShown = expanded && results.length > 0;
  useOutsideClick(rootRef, expanded, useCallback(() => setOpen(false), []));
  const dropdownRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // On a short window the list could open below the fold or under the sticky bottom bar.
    if (expanded) dropdownRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [expanded]);

  const chosenIds = useMemo(() => new Set(selected.map((item) => item.id)), [selected]);
  const isChosen = useCallback((item: Fragrance) => chosenIds.has(item.id), [chosenIds]);

  function choose(item: Fragrance) {
    const next = addSelection(selected, toAnswerItem(item));
    if (next === selected) {
      setMessage(chosenIds.has(item.id) ? say('alreadySelected', { name: item.value }) : say('pickerTooMany', { max: MAX_PERFUME_SELECTIONS }));
      return;
    }
    setAnswer(step.id, next);
    setMessage('');
    setText('');
    setOpen(false);
    focusNext.current = isPickerFull(next) ? 'slots' : 'input';
  }

  const remove = useCallback((item: Fragrance) => {
    setAnswer(step.id, removeSelection(selected, item.id));
    setMessage('');
    focusNext.current = 'input';
  }, [selected, step.id]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = results.length - 1;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (!searching || last < 0) return;
        if (!listShown) setActive(event.key === 'ArrowDown' ? 0 : last);
        else if (event.key === 'ArrowDown') setActive(Math.min(active + 1, last));
        else setActive(active <= 0 ? last : active - 1);
        return;
      case 'Home':
      case 'End':
        // With an option active these move through the list; otherwise they move the caret.
        if (listShown && active >= 0) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : last);
        }
        return;
      case 'Enter': {
        const item = listShown ? results[active] : undefined;
        if (item) {
          event.preventDefault();
          choose(item);
        }
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  }

  const count = say('selectedCount', { count: selected.length, max: MAX_PERFUME_SELECTIONS });

  return (
    <div className="picker" ref={rootRef}>
      <div className="picker-combobox">
        <div className="picker-field">
          <SearchIcon />
          <input
            ref={inputRef}
            className="picker-input"
            type="text"
            role="combobox"
            placeholder={words.searchPlaceholder}
            autoComplete="off"
            spellCheck={false}
            aria-label={labelledBy ? undefined : words.searchPlaceholder}
            aria-labelledby={labelledBy}
            aria-describedby={hintId}
            aria-autocomplete="list"
            aria-expanded={listShown}
            aria-controls={listId}
            aria-activedescendant={listShown && active >= 0 ? optionId(listId, active) : undefined}
            disabled={full}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onClick={() => setOpen(true)}
          />
          {text ? (
            <button
              type="button"
              className="picker-clear"
              aria-label={words.clearSearch}
              onClick={() => {
                setText('');
                inputRef.current?.focus();
              }}
            >
              <ClearIcon />
            </button>
          ) : null}
        </div>
        {/* Full: the greyed-out box says why, on screen; the status below announces it. */}
        <p id={hintId} className={full ? 'picker-full' : 'visually-hidden'}>
          {full ? fullText : words.searchHint}
        </p>
        <div className="picker-dropdown" ref={dropdownRef} hidden={!expanded}>
          <ResultList
            id={listId}
            query={query}
            label={words.matchingPerfumes}
            results={results}
            hidden={!expanded}
            active={active}
            isChosen={isChosen}
            onChoose={choose}
          />
          <div aria-live="polite">
            {expanded ? <PickerStatus status={catalogue.status} noMatches={noMatches} shownLimit={more ? RESULT_LIMIT : null} onRetry={() => void retryCatalogue()} /> : null}
          </div>
        </div>
      </div>
      <p className="visually-hidden" role="status">{[message, count, full ? fullText : ''].filter(Boolean).join('. ')}</p>
      <SelectedSlots selected={selected} onRemove={remove} groupRef={slotsRef} />
      {nextUrl ? (
        <a
          className="picker-skip"
          href={`#${nextUrl}`}
          onClick={(event) => {
            event.preventDefault();
            advance(true);
          }}
        >
          {words.skip}
        </a>
      ) : null}
    </div>
  );
}

export default SearchQuestion;
