/** Perfume picker rules (docs/behaviour.md "Perfume picker"); search is in catalogue-search.ts. */
import { MAX_PERFUME_SELECTIONS } from './constants.ts';
import type { Fragrance } from './types.ts';

/**
 * Adds `item` unless the picker is full or already holds its id; a refusal returns `selected`
 * itself (same array), so callers can compare by identity.
 */
export function addSelection(selected: Fragrance[], item: Fragrance): Fragrance[] {
  if (isPickerFull(selected) || selected.some((entry) => entry.id === item.id)) return selected;
  return [...selected, item];
}

/** Removes the entry with `id`; returns `selected` itself when there is none. */
export function removeSelection(selected: Fragrance[], id: string): Fragrance[] {
  if (!selected.some((entry) => entry.id === id)) return selected;
  return selected.filter((entry) => entry.id !== id);
}

/** Four selections: the search input is disabled. */
export function isPickerFull(selected: readonly Fragrance[]): boolean {
  return selected.length >= MAX_PERFUME_SELECTIONS;
}
