/**
 * A custom dropdown following the WAI-ARIA "select-only combobox" pattern: focus stays on the
 * combobox, `aria-activedescendant` points at the option being browsed, and the choice is made with
 * Enter, Space, Tab or a click. The open list lives in the top layer (popover) so no ancestor's
 * overflow clips it, and it is placed by `placeListbox` to stay inside the window.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { indexForKey, placeListbox, revealScrollTop, typeaheadIndex } from './dropdownLogic.ts';

/** Narrow triggers (two side by side on a phone) still get a list wide enough to read. */
const MIN_LIST_WIDTH_PX = 176;
export const TYPEAHEAD_RESET_MS = 600;

interface DropdownProps {
  label: string;
  options: readonly string[];
  /** -1 when nothing is chosen. */
  selectedIndex: number;
  /** Shown when the stored value is not one of the options. */
  fallbackText?: string;
  onSelect: (index: number) => void;
}

function showList(list: HTMLElement): void {
  try {
    if (typeof list.showPopover === 'function' && !list.matches(':popover-open')) list.showPopover();
  } catch {
    // Without the popover API the list is still shown, as a fixed-position element.
  }
}

function hideList(list: HTMLElement): void {
  try {
    if (typeof list.hidePopover === 'function' && list.matches(':popover-open')) list.hidePopover();
  } catch {
    // Already hidden or detached.
  }
}

function positionList(list: HTMLElement, trigger: HTMLElement): void {
  const root = document.documentElement;
  const borders = list.offsetHeight - list.clientHeight;
  const place = placeListbox(trigger.getBoundingClientRect(), list.scrollHeight + borders,
    { width: root.clientWidth, height: root.clientHeight }, { minWidth: MIN_LIST_WIDTH_PX });
  list.style.top = `${place.top}px`;
  list.style.left = `${place.left}px`;
  list.style.width = `${place.width}px`;
  list.style.maxHeight = `${place.maxHeight}px`;
  list.dataset['side'] = place.side;
  // Outside the top layer a transformed or contained ancestor can offset "fixed": correct for it.
  const actual = list.getBoundingClientRect();
  if (Math.abs(actual.top - place.top) > 0.5) list.style.top = `${2 * place.top - actual.top}px`;
  if (Math.abs(actual.left - place.left) > 0.5) list.style.left = `${2 * place.left - actual.left}px`;
}

export function Dropdown({ label, options, selectedIndex, fallbackText = '', onSelect }: DropdownProps) {
  const labelId = useId();
  const listId = useId();
  const comboRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActiveState] = useState(Math.max(selectedIndex, 0));
  // Keys can arrive faster than React re-renders; handlers read the latest index from here.
  const activeRef = useRef(active);
  const scrollMode = useRef<'center' | 'nearest'>('center');
  const typed = useRef({ text: '', timer: 0 });

  const optionId = (index: number) => `${listId}-option-${index}`;
  const setActive = (index: number) => {
    activeRef.current = index;
    setActiveState(index);
  };
  const openList = (index: number) => {
    scrollMode.current = 'center';
    setActive(Math.min(Math.max(index, 0), options.length - 1));
    setOpen(true);
  };
  const moveTo = (index: number) => {
    scrollMode.current = 'nearest';
    setActive(index);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) comboRef.current?.focus();
  };
  const commit = (index: number, returnFocus = true) => {
    close(returnFocus);
    if (index !== selectedIndex && index >= 0 && index < options.length) onSelect(index);
  };

  useLayoutEffect(() => {
    const list = listRef.current;
    const trigger = comboRef.current;
    if (!open || !list || !trigger) return;
    showList(list);
    const place = () => positionList(list, trigger);
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, { capture: true });
      hideList(list);
    };
  }, [open]);

  useLayoutEffect(() => {
    const list = listRef.current;
    const option = list?.children[active] as HTMLElement | undefined;
    if (!open || !list || !option) return;
    const itemTop = option.getBoundingClientRect().top - list.getBoundingClientRect().top - list.clientTop + list.scrollTop;
    list.scrollTop = revealScrollTop(list.scrollTop, list.clientHeight, itemTop, option.offsetHeight, scrollMode.current);
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    // composedPath() sees through shadow roots: a click on the host page and a click elsewhere in
    // the quiz both close the list; clicks on the trigger or the list itself do not.
    const onPointerDown = (event: PointerEvent) => {
      const path = event.composedPath();
      if ((comboRef.current && path.includes(comboRef.current)) || (listRef.current && path.includes(listRef.current))) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  useEffect(() => () => window.clearTimeout(typed.current.timer), []);

  const typeahead = (char: string) => {
    const state = typed.current;
    window.clearTimeout(state.timer);
    state.text += char;
    state.timer = window.setTimeout(() => { state.text = ''; }, TYPEAHEAD_RESET_MS);
    const match = typeaheadIndex(options, state.text, open ? activeRef.current : selectedIndex);
    if (match === null) return;
    if (open) moveTo(match);
    else openList(match);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key } = event;
    if (event.altKey && (key === 'ArrowDown' || key === 'ArrowUp')) {
      event.preventDefault();
      if (!open && key === 'ArrowDown') openList(selectedIndex);
      else if (open && key === 'ArrowUp') commit(activeRef.current);
      return;
    }
    if (!open) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ') {
        event.preventDefault();
        openList(selectedIndex);
        return;
      }
      if (key === 'Home' || key === 'End') {
        event.preventDefault();
        openList(key === 'Home' ? 0 : options.length - 1);
        return;
      }
    } else {
      const next = indexForKey(key, activeRef.current, options.length);
      if (next !== null) {
        event.preventDefault();
        moveTo(next);
        return;
      }
      if (key === 'Enter' || (key === ' ' && typed.current.text === '')) {
        event.preventDefault();
        commit(activeRef.current);
        return;
      }
      if (key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        close(true);
        return;
      }
      if (key === 'Tab') {
        commit(activeRef.current, false);
        return;
      }
    }
    if (key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      typeahead(key);
    }
  };

  return (
    <div className="dropdown">
      {/* Not a <label>: a combobox div is not labelable; a click still moves focus to it. */}
      <span className="dropdown-label" id={labelId} onClick={() => comboRef.current?.focus()}>{label}</span>
      <div
        ref={comboRef}
        className="dropdown-trigger"
        part="dropdown"
        role="combobox"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-controls={listId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-activedescendant={open ? optionId(active) : undefined}
        onClick={() => (open ? close(false) : openList(selectedIndex))}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      >
        <span className="dropdown-value">{options[selectedIndex] ?? fallbackText}</span>
        <span className="dropdown-chevron" aria-hidden="true" />
      </div>
      <div
        ref={listRef}
        id={listId}
        className={open ? 'dropdown-list open' : 'dropdown-list'}
        part="dropdown-list"
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        popover="manual"
        // Keeps focus on the combobox while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((text, index) => {
          const classes = ['dropdown-option'];
          if (open && index === active) classes.push('active');
          if (index === selectedIndex) classes.push('current');
          return (
            <div
              key={text}
              id={optionId(index)}
              className={classes.join(' ')}
              role="option"
              aria-selected={open ? index === active : index === selectedIndex}
              onClick={() => commit(index)}
            >
              {text}
            </div>
          );
        })}
      </div>
    </div>
  );
}
