/**
 * The picker's search: finds what people type. Name and brand are searched together, word by word, in
 * any order ("dior sauvage", "tom ford oud"), ignoring case and accents ("ecorce" finds "Écorce"), and
 * forgiving a typo in a longer word ("channel no 5"). Results agree with the plain reference search in
 * `__fixtures__/reference-search.ts`; this index is fast at 100,000 perfumes and built page by page.
 *
 * Every word of the query must match a word of the perfume's name or brand: equal, a word starting with
 * it, a word containing it (3 letters or more), or within one edit (two for words of 8 letters or more;
 * words of 4 letters or more; never in numbers). Ranking (docs/decisions.md "Perfume picker"): names starting with the
 * query's first word, then other exact or prefix matches, then matches inside words, then typo matches;
 * within each tier the most popular first (the catalogue's `votes`), then catalogue order.
 *
 * The index keeps each distinct word once with the perfumes holding it, so a query scans the words
 * (thousands) rather than the perfumes (up to 100,000).
 */
import type { Fragrance } from './types.ts';

const COMBINING_MARKS = /\p{M}+/gu;
const WHITESPACE = /\s+/gu;
/** Printable ASCII, no leading, trailing or double spaces: only lowercasing is needed. */
const SIMPLE_ASCII = /^(?:[\x21-\x7e]+(?: [\x21-\x7e]+)*)?$/;
const WORD_BREAK = /[^\p{L}\p{N}]+/u;
/** Plain ASCII text (no accents, no "N°"): split without normalising. */
const ASCII_TEXT = /^[\x20-\x7e]*$/;
const ASCII_WORD_BREAK = /[^a-z0-9]+/;
/** "N°5", "Nº 19": the number sign reads "no". */
const NUMBER_SIGN = /(?<![\p{L}\p{N}])n\s*[°º]\s*/gu;

/**
 * Lowercases, strips diacritics (NFD then combining marks removed: "Chloé" → "chloe"), trims and
 * collapses runs of whitespace to one space.
 */
export function normalizeForSearch(text: string): string {
  // Fast path for the common case: printable ASCII with single inner spaces.
  if (SIMPLE_ASCII.test(text)) return text.toLowerCase();
  return text.toLowerCase().normalize('NFD').replace(COMBINING_MARKS, '').replace(WHITESPACE, ' ').trim();
}

/** The words of a text as the search compares them: normalised, split on anything but letters and digits. */
export function searchWords(text: string): string[] {
  const out: string[] = [];
  // Catalogue names repeat their words (brands, "Eau de Parfum"): each space-separated part is worked out once.
  for (const part of text.split(' ')) {
    let words = PART_WORDS.get(part);
    if (words === undefined) {
      words = wordsOfPart(part);
      if (PART_WORDS.size >= PART_CACHE_MAX) PART_WORDS.clear();
      PART_WORDS.set(part, words);
    }
    for (const word of words) out.push(word);
  }
  return out;
}

const PART_WORDS = new Map<string, readonly string[]>();
const PART_CACHE_MAX = 50_000;

function wordsOfPart(part: string): readonly string[] {
  const words = ASCII_TEXT.test(part)
    ? part.toLowerCase().split(ASCII_WORD_BREAK)
    : normalizeForSearch(part).replace(NUMBER_SIGN, 'no ').split(WORD_BREAK);
  return words.filter((word) => word !== '');
}

/** How well a query word matches a catalogue word: higher is better, 0 is no match. */
export const Quality = { None: 0, Typo: 1, Inside: 2, Prefix: 3, Exact: 4 } as const;
export type Quality = (typeof Quality)[keyof typeof Quality];

/** Edits allowed for a typo in a query word of this length: none under 4 letters, 2 from 8. */
export function typosAllowed(length: number): number {
  return length < 4 ? 0 : length < 8 ? 1 : 2;
}

/** Rows of the edit-distance table, reused (words are short; longer ones grow them). */
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)];

/** Optimal string alignment distance (insert, delete, substitute, swap neighbours), capped at `max` + 1. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if ((rows[0] as Int32Array).length <= b.length) rows = [0, 1, 2].map(() => new Int32Array(b.length * 2 + 1));
  let before = rows[0] as Int32Array;
  let previous = rows[1] as Int32Array;
  let current = rows[2] as Int32Array;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cost = ai === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  return Math.min(previous[b.length] as number, max + 1);
}

/** The letters of a word as bits (a–z and 0–9 folded onto 32 bits): a cheap test before a distance. */
export function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i++) mask |= 1 << (word.charCodeAt(i) % 32);
  return mask;
}

function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * How a query word matches a catalogue word: equal, a prefix, inside it (3 letters or more), or within
 * the typos allowed, of the whole word or of its start (a word still being typed).
 */
export function wordQuality(query: string, word: string, queryMask = letterMask(query), wordMask = letterMask(word)): Quality {
  if (word === query) return Quality.Exact;
  if (word.startsWith(query)) return Quality.Prefix;
  if (query.length >= 3 && word.includes(query)) return Quality.Inside;
  // Numbers are never "corrected": "No 19" is not "No 9".
  const max = /\d/.test(query) ? 0 : typosAllowed(query.length);
  if (max === 0 || word.length < query.length - max) return Quality.None;
  // Each edit brings at most one letter the word lacks.
  if (bitCount(queryMask & ~wordMask) > max) return Quality.None;
  if (word.length <= query.length + max && editDistance(query, word, max) <= max) return Quality.Typo;
  if (word.length > query.length && editDistance(query, word.slice(0, query.length), max) <= max) return Quality.Typo;
  return Quality.None;
}

/** Ranking tiers, best first. */
export const TIERS = 4;

/**
 * The tier of a perfume whose every query word matched: 0 when its name starts with a word matching the
 * query's first word exactly or as a prefix and no word needed more, then 1 (all exact or prefix),
 * 2 (a match inside a word), 3 (a typo).
 */
export function tierOf(worst: Quality, nameStarts: boolean): number {
  if (worst >= Quality.Prefix) return nameStarts ? 0 : 1;
  return worst === Quality.Inside ? 2 : 3;
}

/** An item's popularity: its `votes` when that is a finite number above 0, else 0. */
export function popularityOf(item: Fragrance): number {
  const votes = item.votes;
  return typeof votes === 'number' && Number.isFinite(votes) && votes > 0 ? votes : 0;
}

/** Votes above this sort as equal. */
export const POPULARITY_CAP = 2 ** 25 - 1;

/** The word table: each distinct word of names and brands once, with the perfumes holding it. */
interface WordTable {
  words: string[];
  /** Word → its position in `words`. */
  wordIds: Map<string, number>;
  /** For each word, the perfumes holding it, ascending. */
  postings: number[][];
  /** For each word, its letterMask. */
  masks: number[];
  /** Bumped by each extension, so that an index extended twice copies the table instead of sharing it. */
  version: number;
}

/**
 * A catalogue prepared for searching. Extending an index appends to its word table in place (pages come
 * in order); extending an index a second time copies the table first, so no index sees another's pages.
 */
export interface CatalogueSearchIndex {
  readonly items: readonly Fragrance[];
  readonly table: WordTable;
  /** The table's version this index was made with. */
  readonly version: number;
  /** For each perfume, the id of its name's first word, or -1. */
  readonly firstWord: Int32Array;
  /** For each perfume, its popularity (whole votes, capped). */
  readonly popularity: Float64Array;
}

export const EMPTY_CATALOGUE_INDEX: CatalogueSearchIndex = {
  items: [], table: { words: [], wordIds: new Map(), postings: [], masks: [], version: -1 }, version: 0,
  firstWord: new Int32Array(0), popularity: new Float64Array(0),
};

/** The index's own word table: the shared one when nothing else extended it, else a copy of its part. */
function ownTable(index: CatalogueSearchIndex): WordTable {
  const { table, version } = index;
  if (table.version === version) return table;
  const count = index.items.length;
  const postings = table.postings.map((list) => list.filter((position) => position < count));
  const keep = postings.map((list, id) => (list.length > 0 ? id : -1)).filter((id) => id >= 0);
  const words = keep.map((id) => table.words[id] as string);
  return {
    words, wordIds: new Map(words.map((word, id) => [word, id])), postings: keep.map((id) => postings[id] as number[]),
    masks: words.map(letterMask), version,
  };
}

function grow<T extends Int32Array | Float64Array>(array: T, size: number, make: (n: number) => T): T {
  if (array.length >= size) return array;
  const bigger = make(Math.max(size, array.length * 2));
  bigger.set(array);
  return bigger;
}

/** `index` plus the items of one more page; nothing already indexed is read again. */
export function extendCatalogueIndex(index: CatalogueSearchIndex, added: readonly Fragrance[]): CatalogueSearchIndex {
  if (added.length === 0) return index;
  const before = index.items.length;
  const total = before + added.length;
  const table = ownTable(index);
  const copied = table !== index.table;
  const { words, wordIds, postings, masks } = table;
  // A copied table renumbers words: the first words of the earlier perfumes are looked up again.
  const firstWord = copied ? new Int32Array(Math.max(total, index.firstWord.length)) : grow(index.firstWord, total, (n) => new Int32Array(n));
  if (copied) {
    for (let i = 0; i < before; i++) {
      const old = index.firstWord[i] as number;
      firstWord[i] = old < 0 ? -1 : wordIds.get(index.table.words[old] as string) ?? -1;
    }
  }
  const popularity = grow(index.popularity, total, (n) => new Float64Array(n));
  const idOf = (word: string): number => {
    let id = wordIds.get(word);
    if (id === undefined) {
      id = words.length;
      words.push(word);
      wordIds.set(word, id);
      postings.push([]);
      masks.push(letterMask(word));
    }
    return id;
  };
  for (let k = 0; k < added.length; k++) {
    const item = added[k] as Fragrance;
    const position = before + k;
    const nameWords = searchWords(typeof item.value === 'string' ? item.value : '');
    const brandWords = searchWords(typeof item.brand === 'string' ? item.brand : '');
    firstWord[position] = nameWords.length > 0 ? idOf(nameWords[0] as string) : -1;
    for (const word of new Set([...nameWords, ...brandWords])) (postings[idOf(word)] as number[]).push(position);
    popularity[position] = Math.min(POPULARITY_CAP, Math.floor(popularityOf(item)));
  }
  table.version += 1;
  return { items: index.items.concat(added), table, version: table.version, firstWord, popularity };
}

export function buildCatalogueIndex(items: readonly Fragrance[]): CatalogueSearchIndex {
  return extendCatalogueIndex(EMPTY_CATALOGUE_INDEX, items);
}

/** Best quality of the current query word per perfume, reused across searches (cleared after each). */
let best = new Uint8Array(0);
/** Worst of the best qualities so far per perfume (0: not a candidate). */
let worst = new Uint8Array(0);

/**
 * Exactly `search(index, query, limit)` of the reference: perfumes whose name and brand hold every word
 * of the query, by tier, then the most popular, then catalogue order. A query without a letter or digit,
 * or a limit ≤ 0, gives [].
 */
export function searchCatalogueIndex(index: CatalogueSearchIndex, query: string, limit = Infinity): Fragrance[] {
  const queryWords = [...new Set(searchWords(query))];
  const max = Number.isNaN(limit) ? Infinity : Math.floor(limit);
  const count = index.items.length;
  if (queryWords.length === 0 || max <= 0 || count === 0) return [];
  if (best.length < count) {
    best = new Uint8Array(count);
    worst = new Uint8Array(count);
  }
  let candidates: number[] = [];
  let firstQualities = new Uint8Array(0);
  try {
    const { words, postings, masks } = index.table;
    queryWords.forEach((queryWord, j) => {
      const qualities = new Uint8Array(words.length);
      const touched: number[] = [];
      const queryMask = letterMask(queryWord);
      words.forEach((word, id) => {
        const quality = wordQuality(queryWord, word, queryMask, masks[id]);
        if (quality === Quality.None) return;
        qualities[id] = quality;
        for (const position of postings[id] as number[]) {
          if (position >= count) break;
          if (j > 0 && worst[position] === 0) continue;
          if ((best[position] as number) === 0) touched.push(position);
          if (quality > (best[position] as number)) best[position] = quality;
        }
      });
      if (j === 0) {
        firstQualities = qualities;
        for (const position of touched) worst[position] = best[position] as number;
        candidates = touched;
      } else {
        for (const position of candidates) {
          const quality = best[position] as number;
          worst[position] = quality === 0 ? 0 : Math.min(worst[position] as number, quality);
        }
        candidates = candidates.filter((position) => worst[position] !== 0);
      }
      for (const position of touched) best[position] = 0;
    });

    const tiers: number[][] = Array.from({ length: TIERS }, () => []);
    for (const position of candidates) {
      const first = index.firstWord[position] as number;
      const nameStarts = first >= 0 && (firstQualities[first] as number) >= Quality.Prefix;
      (tiers[tierOf(worst[position] as Quality, nameStarts)] as number[]).push(position);
    }
    const out: Fragrance[] = [];
    for (const tier of tiers) {
      if (out.length >= max) break;
      for (const position of byPopularity(index, tier)) {
        if (out.length >= max) break;
        const item = index.items[position];
        if (item) out.push(item);
      }
    }
    return out;
  } finally {
    for (const position of candidates) worst[position] = 0;
  }
}

/** Room for catalogue positions in a sort key (up to 2^27 items): (cap − votes) × span + position. */
const POSITION_SPAN = 2 ** 27;

/** Positions re-ordered most popular first, ties in catalogue order, with one numeric typed-array sort. */
function byPopularity({ popularity }: CatalogueSearchIndex, positions: readonly number[]): number[] {
  const keys = new Float64Array(positions.length);
  for (let k = 0; k < positions.length; k++) {
    const i = positions[k] as number;
    keys[k] = (POPULARITY_CAP - (popularity[i] as number)) * POSITION_SPAN + i;
  }
  keys.sort();
  const out = new Array<number>(keys.length);
  for (let k = 0; k < keys.length; k++) out[k] = (keys[k] as number) % POSITION_SPAN;
  return out;
}
