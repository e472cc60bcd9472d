/**
 * The picker's search index: the results and order of the plain reference search in
 * `__fixtures__/reference-search.ts`, fast at 100,000
 * perfumes and built page by page as the catalogue loads.
 *
 * Ranking (docs/results-experience.md): names starting with the query, then names containing it, then
 * perfumes whose brand alone matches; within each tier the most popular first (the catalogue's
 * `votes`), then catalogue order. "chanel" thus lists the famous No 5 before rarely voted flankers.
 *
 * Every normalised name is kept in one string, each preceded by a newline (normalised text never
 * holds one, so no match can span two names). The engine's native `indexOf` then jumps from match to
 * match instead of the loop visiting every name: names starting with the query are the matches of
 * "\n" + query; the others are the remaining matches of the query itself.
 */
import type { Fragrance } from './types.ts';

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
  /** For each item, its popularity: `votes` when a finite number above 0, else 0. */
  readonly popularity: Float64Array;
}

export interface CatalogueSearchIndex extends SearchIndex {
  /** "\n" + name for every item, in catalogue order. */
  readonly haystack: string;
  /** Where each item's name starts in `haystack` (just after its newline); strictly increasing. */
  readonly nameStarts: Uint32Array;
  /** Raw brand → its index in `brands`, so a new page reuses the brands already seen. */
  readonly brandIds: ReadonlyMap<string, number>;
}

export const EMPTY_CATALOGUE_INDEX: CatalogueSearchIndex = {
  items: [], names: [], brands: [], brandOf: new Uint32Array(0), popularity: new Float64Array(0), haystack: '', nameStarts: new Uint32Array(0), brandIds: new Map(),
};

/** An item's popularity: its `votes` when that is a finite number above 0, else 0. */
export function popularityOf(item: Fragrance): number {
  const votes = item.votes;
  return typeof votes === 'number' && Number.isFinite(votes) && votes > 0 ? votes : 0;
}

/** `index` plus the items of one more page; nothing already indexed is normalised again. */
export function extendCatalogueIndex(index: CatalogueSearchIndex, added: readonly Fragrance[]): CatalogueSearchIndex {
  const before = index.items.length;
  const total = before + added.length;
  const names = index.names.slice();
  const brands = index.brands.slice();
  const brandIds = new Map(index.brandIds);
  const brandOf = new Uint32Array(total);
  brandOf.set(index.brandOf);
  const nameStarts = new Uint32Array(total);
  nameStarts.set(index.nameStarts);
  const popularity = new Float64Array(total);
  popularity.set(index.popularity);
  const parts: string[] = [];
  let position = index.haystack.length;
  for (let k = 0; k < added.length; k++) {
    const item = added[k] as Fragrance;
    const name = normalizeForSearch(typeof item.value === 'string' ? item.value : '');
    names.push(name);
    parts.push(name);
    nameStarts[before + k] = position + 1;
    position += name.length + 1;
    const rawBrand = typeof item.brand === 'string' ? item.brand : '';
    let id = brandIds.get(rawBrand);
    if (id === undefined) {
      id = brands.length;
      brands.push(normalizeForSearch(rawBrand));
      brandIds.set(rawBrand, id);
    }
    brandOf[before + k] = id;
    popularity[before + k] = popularityOf(item);
  }
  const haystack = added.length === 0 ? index.haystack : `${index.haystack}\n${parts.join('\n')}`;
  return { items: index.items.concat(added), names, brands, brandOf, popularity, haystack, nameStarts, brandIds };
}

export function buildCatalogueIndex(items: readonly Fragrance[]): CatalogueSearchIndex {
  return extendCatalogueIndex(EMPTY_CATALOGUE_INDEX, items);
}

/** The item whose name holds `position`: the last one starting at or before it. */
function itemAt(nameStarts: Uint32Array, position: number): number {
  let low = 0;
  let high = nameStarts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if ((nameStarts[middle] as number) <= position) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** Marks of the items whose name matched, reused across searches (cleared after each). */
let named = new Uint8Array(0);

/**
 * Exactly `search(index, query, limit)` of the reference: case- and accent-insensitive substring
 * match; names starting with the query, then names containing it, then items whose brand alone
 * matches; the most popular first within each tier, then catalogue order; a blank query or a
 * limit ≤ 0 gives [].
 */
export function searchCatalogueIndex(index: CatalogueSearchIndex, query: string, limit = Infinity): Fragrance[] {
  const q = normalizeForSearch(query);
  const max = Number.isNaN(limit) ? Infinity : Math.floor(limit);
  if (q === '' || max <= 0) return [];
  if (named.length < index.nameStarts.length) named = new Uint8Array(index.nameStarts.length);
  const starts: number[] = [];
  const inner: number[] = [];
  try {
    nameMatches(index, q, starts, inner);
    const out: Fragrance[] = [];
    for (const tier of [starts, inner]) {
      if (out.length >= max) return out;
      take(index, byPopularity(index, tier), max, out);
    }
    if (out.length < max) take(index, byPopularity(index, brandOnlyMatches(index, q)), max, out);
    return out;
  } finally {
    for (const i of starts) named[i] = 0;
    for (const i of inner) named[i] = 0;
  }
}

function take(index: CatalogueSearchIndex, positions: readonly number[], max: number, out: Fragrance[]): void {
  for (const i of positions) {
    if (out.length >= max) return;
    const item = index.items[i];
    if (item) out.push(item);
  }
}

/** Room for catalogue positions in a sort key (up to 2^27 items). */
const POSITION_SPAN = 2 ** 27;
/** Votes above this sort as equal (keys stay exact integers: 2^25 × 2^27 = 2^52). */
const POPULARITY_CAP = 2 ** 25 - 1;

/**
 * `positions` (ascending) re-ordered most popular first, ties in catalogue order. Each becomes one
 * number, (cap − votes) × span + position, so a plain numeric typed-array sort does the work.
 */
function byPopularity({ popularity }: CatalogueSearchIndex, positions: readonly number[]): number[] {
  if (positions.length < 2) return positions.slice();
  const keys = new Float64Array(positions.length);
  let anyVotes = false;
  for (let k = 0; k < positions.length; k++) {
    const i = positions[k] as number;
    const votes = Math.min(POPULARITY_CAP, Math.floor(popularity[i] ?? 0));
    if (votes > 0) anyVotes = true;
    keys[k] = (POPULARITY_CAP - votes) * POSITION_SPAN + i;
  }
  if (!anyVotes) return positions.slice();
  keys.sort();
  const out = new Array<number>(keys.length);
  for (let k = 0; k < keys.length; k++) out[k] = (keys[k] as number) % POSITION_SPAN;
  return out;
}

/** Items whose name holds `q`, in catalogue order: those starting with it, and the others; marks them in `named`. */
function nameMatches({ haystack, nameStarts }: CatalogueSearchIndex, q: string, starts: number[], inner: number[]): void {
  const count = nameStarts.length;
  const head = `\n${q}`;
  for (let at = haystack.indexOf(head); at >= 0; at = haystack.indexOf(head, at + 1)) {
    const i = itemAt(nameStarts, at + 1);
    named[i] = 1;
    starts.push(i);
  }
  for (let at = haystack.indexOf(q); at >= 0;) {
    const i = itemAt(nameStarts, at);
    if (named[i] === 0) {
      named[i] = 1;
      inner.push(i);
    }
    at = i + 1 < count ? haystack.indexOf(q, nameStarts[i + 1] as number) : -1;
  }
}

/** Items whose brand holds `q` and whose name does not (unmarked in `named`), in catalogue order. */
function brandOnlyMatches({ brands, brandOf, nameStarts }: CatalogueSearchIndex, q: string): number[] {
  const brandMatches = new Uint8Array(brands.length);
  let anyBrand = false;
  for (let b = 0; b < brands.length; b++) {
    if ((brands[b] as string).includes(q)) {
      brandMatches[b] = 1;
      anyBrand = true;
    }
  }
  const out: number[] = [];
  if (!anyBrand) return out;
  for (let i = 0; i < nameStarts.length; i++) {
    if (named[i] === 0 && brandMatches[brandOf[i] as number] === 1) out.push(i);
  }
  return out;
}
