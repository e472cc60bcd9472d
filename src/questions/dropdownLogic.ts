/**
 * Pure logic of the age picker's dropdowns (select-only combobox): where the open list goes, which
 * option a key or typed text moves to, and how far to scroll the list to show an option.
 */
import { DROPDOWN_VIEWPORT_MARGIN_PX } from '../core/constants.ts';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Placement {
  top: number;
  left: number;
  width: number;
  maxHeight: number;
  side: 'below' | 'above';
}

export interface PlacementOptions {
  /** Space kept free between the list and every window edge. */
  margin?: number;
  /** Space between the trigger and the list. */
  gap?: number;
  /** The list never grows taller than this, even with room to spare. */
  preferredMaxHeight?: number;
  /** The list is at least this wide (when the window allows), even under a narrow trigger. */
  minWidth?: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * Places the list under the trigger, or above it when there is less room below than the list
 * needs and more room above; keeps it `margin` px inside the window on every side by clamping it
 * horizontally and capping its height. `contentHeight` is the list's full height (all options).
 * Coordinates are the window's (as from `getBoundingClientRect`).
 */
export function placeListbox(trigger: Box, contentHeight: number, viewport: { width: number; height: number }, options: PlacementOptions = {}): Placement {
  const { margin = DROPDOWN_VIEWPORT_MARGIN_PX, gap = 4, preferredMaxHeight = 280, minWidth = 0 } = options;
  const width = Math.max(0, Math.min(Math.max(trigger.width, minWidth), viewport.width - 2 * margin));
  const left = clamp(trigger.left, margin, viewport.width - margin - width);

  const wanted = Math.min(contentHeight, preferredMaxHeight);
  const triggerBottom = trigger.top + trigger.height;
  const roomBelow = viewport.height - margin - (triggerBottom + gap);
  const roomAbove = trigger.top - gap - margin;
  const side = roomBelow >= wanted || roomBelow >= roomAbove ? 'below' : 'above';
  const room = Math.max(side === 'below' ? roomBelow : roomAbove, 0);
  // A trigger scrolled (partly) out of the window still gets a list inside it.
  const maxHeight = Math.max(0, Math.min(wanted, room > 0 ? room : viewport.height - 2 * margin));
  const top = side === 'below' ? triggerBottom + gap : trigger.top - gap - maxHeight;
  return { top: clamp(top, margin, viewport.height - margin - maxHeight), left, width, maxHeight, side };
}

/** The option index a navigation key moves to from `current` in a list of `count`, or null. */
export function indexForKey(key: string, current: number, count: number, pageSize = 10): number | null {
  if (count === 0) return null;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown': return Math.min(current + 1, last);
    case 'ArrowUp': return Math.max(current - 1, 0);
    case 'Home': return 0;
    case 'End': return last;
    case 'PageDown': return Math.min(current + pageSize, last);
    case 'PageUp': return Math.max(current - pageSize, 0);
    default: return null;
  }
}

/**
 * Type-ahead: the first option (searching forward from `current`, wrapping) whose label starts with
 * `query`. A single character starts after `current`, so pressing `j` again cycles January, June,
 * July; a longer query starts at `current`, so typing on ("19", "198", "1985") keeps refining.
 * A repeated single character ("jjj") cycles like one. null when nothing matches.
 */
export function typeaheadIndex(labels: readonly string[], query: string, current: number): number | null {
  if (labels.length === 0 || query === '') return null;
  const text = query.toLowerCase();
  const repeated = [...text].every((char) => char === text[0]);
  const search = (needle: string, start: number): number | null => {
    for (let step = 0; step < labels.length; step++) {
      const index = (start + step) % labels.length;
      if ((labels[index] ?? '').toLowerCase().startsWith(needle)) return index;
    }
    return null;
  };
  const from = Math.max(current, 0);
  const after = current < 0 ? 0 : current + 1;
  if (text.length === 1) return search(text, after);
  return search(text, from) ?? (repeated ? search(text.charAt(0), after) : null);
}

/**
 * The list's scrollTop that shows the option at `itemTop` (offset within the list) of `itemHeight`:
 * 'center' puts it in the middle (opening), 'nearest' scrolls as little as possible (moving).
 */
export function revealScrollTop(scrollTop: number, viewHeight: number, itemTop: number, itemHeight: number, mode: 'center' | 'nearest'): number {
  if (mode === 'center') return Math.max(0, Math.round(itemTop - (viewHeight - itemHeight) / 2));
  if (itemTop < scrollTop) return itemTop;
  if (itemTop + itemHeight > scrollTop + viewHeight) return itemTop + itemHeight - viewHeight;
  return scrollTop;
}
