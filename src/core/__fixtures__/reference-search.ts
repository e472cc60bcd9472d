/**
 * The plain, obviously-correct catalogue search the picker's fast index must agree with (a test
 * oracle): name matches first (names starting with the query before the others), then brand-only
 * matches; within each group the most popular first (`votes`), then catalogue order.
 */
import { normalizeForSearch, popularityOf, type SearchIndex } from '../catalogue-search.ts';
import type { Fragrance } from '../types.ts';

export function buildSearchIndex(items: readonly Fragrance[]): SearchIndex {
  const names: string[] = new Array<string>(items.length);
  const brands: string[] = [];
  const brandIds = new Map<string, number>();
  const brandOf = new Uint32Array(items.length);
  const popularity = new Float64Array(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    popularity[i] = item ? popularityOf(item) : 0;
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
  return { items, names, brands, brandOf, popularity };
}

/**
 * Case- and accent-insensitive substring search. Name matches come first (names starting with the
 * query before the others), then items whose brand alone matches; within a tier the most popular
 * first (whole votes; above 2^25 − 1 votes count as equal), then catalogue order.
 * A blank query, or a limit ≤ 0, gives []. `limit` defaults to no limit.
 */
export function search(index: SearchIndex, query: string, limit = Infinity): Fragrance[] {
  const q = normalizeForSearch(query);
  const max = Number.isNaN(limit) ? Infinity : Math.floor(limit);
  if (q === '' || max <= 0) return [];

  const ranked: Array<{ i: number; tier: number; votes: number }> = [];
  const { names, brands, brandOf, popularity } = index;
  for (let i = 0; i < names.length; i++) {
    const at = (names[i] ?? '').indexOf(q);
    const tier = at === 0 ? 0 : at > 0 ? 1 : (brands[brandOf[i] ?? 0] ?? '').includes(q) ? 2 : -1;
    if (tier >= 0) ranked.push({ i, tier, votes: Math.min(2 ** 25 - 1, Math.floor(popularity[i] ?? 0)) });
  }
  ranked.sort((a, b) => a.tier - b.tier || b.votes - a.votes || a.i - b.i);
  return ranked.slice(0, max).map(({ i }) => index.items[i]).filter((item): item is Fragrance => item !== undefined);
}
