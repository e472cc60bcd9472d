/**
 * The plain, obviously-correct catalogue search the picker's fast index must agree with (a test
 * oracle): name matches first (names starting with the query before the others), then brand-only
 * matches, catalogue order within each group.
 */
import { normalizeForSearch, type SearchIndex } from '../catalogue-search.ts';
import type { Fragrance } from '../types.ts';

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
