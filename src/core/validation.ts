/** Perfume picker rules and catalogue search (spec §2 "Search step", §5 "Perfume picker"). */
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

const COMBINING_MARKS = /\p{M}+/gu;
const WHITESPACE = /\s+/gu;
/** Printable ASCII, no leading, trailing or double spaces: only lowercasing is needed. */
const SIMPLE_ASCII = /^(?:[\x21-\x7e]+(?: [\x21-\x7e]+)*)?$/;

/**
 * Lowercases, strips diacritics (NFD then combining marks removed: "Chloé" → "chloe"), trims and
 * collapses runs of whitespace to one space.
 */
export function normalizeForSearch(text: string): string {
  // Fast path for the common case: printable ASCII with single inner spaces.
  if (SIMPLE_ASCII.test(text)) return text.toLowerCase();
  return text.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '').replace(WHITESPACE, ' ').trim();
}

/** A catalogue prepared for searching; build once per catalogue with `buildSearchIndex`. */
export interface SearchIndex {
  readonly items: readonly Fragrance[];
  /** Normalised `value` of each item. */
  readonly names: readonly string[];
  /** Distinct normalised brands. */
  readonly brands: readonly string[];
  /** For each item, its index into `brands`. */
  readonly brandOf: Uint32Array;
}

export function buildSearchIndex(items: readonly Fragrance[]): SearchIndex {
  const names: string[] = new Array<string>(items.length);
  const brands: string[] = [];
  const brandIds = new Map<string, number>();
  const brandOf = new Uint32Array(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    names[i] = normalizeForSearch(typeof item?.value === 'string' ? item.value : '');
    const rawBrand = typeof item?.brand === 'string' ? item.brand : '';
    let id = brandIds.get(rawBrand);
    if (id === undefined) {
      id = brands.length;
      brands.push(normalizeForSearch(rawBrand));
      brandIds.set(rawBrand, id);
    }
    brandOf[i] = id;
  }
  return { items, names, brands, brandOf };
}

/**
 * Case- and accent-insensitive substring search. Name matches come first (names starting with the
 * query before the others), then items whose brand alone matches; catalogue order within each tier.
 * A blank query, or a limit ≤ 0, gives []. `limit` defaults to no limit.
 */
export function search(index: SearchIndex, query: string, limit = Infinity): Fragrance[] {
  const q = normalizeForSearch(query);
  const max = Number.isNaN(limit) ? Infinity : Math.floor(limit);
  if (q === '' || max <= 0) return [];

  const brandMatches = new Uint8Array(index.brands.length);
  for (let b = 0; b < index.brands.length; b++) {
    if ((index.brands[b] ?? '').includes(q)) brandMatches[b] = 1;
  }

  const starts: number[] = [];
  const contains: number[] = [];
  const brandOnly: number[] = [];
  const { names, brandOf } = index;
  for (let i = 0; i < names.length; i++) {
    const at = (names[i] ?? '').indexOf(q);
    if (at === 0) {
      starts.push(i);
      if (starts.length >= max) break;
    } else if (at > 0) {
      if (starts.length + contains.length < max) contains.push(i);
    } else if (brandMatches[brandOf[i] ?? 0] === 1) {
      if (starts.length + contains.length + brandOnly.length < max) brandOnly.push(i);
    }
  }

  const out: Fragrance[] = [];
  for (const tier of [starts, contains, brandOnly]) {
    for (const i of tier) {
      if (out.length >= max) return out;
      const item = index.items[i];
      if (item) out.push(item);
    }
  }
  return out;
}

/** Convenience wrapper: builds the index and searches it (use `buildSearchIndex` + `search` for repeated queries). */
export function searchCatalogue(items: readonly Fragrance[], query: string, limit?: number): Fragrance[] {
  if (normalizeForSearch(query) === '') return [];
  return search(buildSearchIndex(items), query, limit);
}
