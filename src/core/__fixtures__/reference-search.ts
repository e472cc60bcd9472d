/**
 * The plain, obviously-correct catalogue search the picker's fast index must agree with (a test
 * oracle): every perfume, every query word against every word of its name and brand.
 */
import { POPULARITY_CAP, popularityOf, Quality, searchWords, tierOf, wordQuality } from '../catalogue-search.ts';
import type { Fragrance } from '../types.ts';

export interface ReferenceIndex {
  items: readonly Fragrance[];
  nameWords: string[][];
  brandWords: string[][];
}

export function buildSearchIndex(items: readonly Fragrance[]): ReferenceIndex {
  return {
    items,
    nameWords: items.map((item) => searchWords(typeof item.value === 'string' ? item.value : '')),
    brandWords: items.map((item) => searchWords(typeof item.brand === 'string' ? item.brand : '')),
  };
}

/**
 * Perfumes whose name and brand words hold every query word (equal, prefix, inside, or a typo), by tier
 * (tierOf), then the most popular (whole votes, capped), then catalogue order. No query word, or a
 * limit ≤ 0, gives []. `limit` defaults to no limit.
 */
export function search(index: ReferenceIndex, query: string, limit = Infinity): Fragrance[] {
  const queryWords = [...new Set(searchWords(query))];
  const max = Number.isNaN(limit) ? Infinity : Math.floor(limit);
  if (queryWords.length === 0 || max <= 0) return [];
  const ranked: Array<{ i: number; tier: number; votes: number }> = [];
  index.items.forEach((item, i) => {
    const words = [...(index.nameWords[i] ?? []), ...(index.brandWords[i] ?? [])];
    const qualities = queryWords.map((q) => Math.max(0, ...words.map((word) => wordQuality(q, word))));
    const worst = Math.min(...qualities) as Quality;
    if (worst === Quality.None) return;
    const firstName = index.nameWords[i]?.[0];
    const nameStarts = firstName !== undefined && wordQuality(queryWords[0] as string, firstName) >= Quality.Prefix;
    ranked.push({ i, tier: tierOf(worst, nameStarts), votes: Math.min(POPULARITY_CAP, Math.floor(popularityOf(item))) });
  });
  ranked.sort((a, b) => a.tier - b.tier || b.votes - a.votes || a.i - b.i);
  return ranked.slice(0, max).map(({ i }) => index.items[i]).filter((item): item is Fragrance => item !== undefined);
}
