import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { buildCatalogueIndex, EMPTY_CATALOGUE_INDEX, extendCatalogueIndex, searchCatalogueIndex } from './catalogue-search.ts';
import type { Fragrance } from './types.ts';
import { buildSearchIndex, search } from './__fixtures__/reference-search.ts';

const item = (id: string, value: string, brand = 'Brand'): Fragrance => ({ id, value, brand, image: '', family: '', sub_family: '' });
const ids = (list: readonly Fragrance[]) => list.map((each) => each.id);

/** Short texts over a tiny alphabet, with case, accents and odd spacing: many overlapping matches. */
const text = fc.array(fc.constantFrom('a', 'b', 'A', 'é', 'E', 'e\u0301', ' ', '  ', '\t', 'ab', 'ß', '\u00a0'), { maxLength: 7 }).map((parts) => parts.join(''));
const catalogue = fc.array(fc.record({ value: text, brand: fc.constantFrom('', 'Abé', 'ABE', 'Bob', 'b a') }), { maxLength: 40 })
  .map((rows) => rows.map((row, i) => item(`id-${i}`, row.value, row.brand)));

describe('searchCatalogueIndex', () => {
  it('gives exactly what search() gives, for any catalogue split into pages, query and limit', () => {
    fc.assert(
      fc.property(catalogue, fc.array(fc.nat(), { maxLength: 4 }), text, fc.oneof(fc.constant(Infinity), fc.integer({ min: -1, max: 12 }), fc.constant(NaN)),
        (items, cuts, query, limit) => {
          let index = EMPTY_CATALOGUE_INDEX;
          let from = 0;
          for (const cut of [...cuts.map((c) => c % (items.length + 1)).sort((a, b) => a - b), items.length]) {
            index = extendCatalogueIndex(index, items.slice(from, Math.max(from, cut)));
            from = Math.max(from, cut);
          }
          const expected = search(buildSearchIndex(items), query, limit);
          assert.deepEqual(ids(searchCatalogueIndex(index, query, limit)), ids(expected));
          assert.deepEqual(index.names, buildSearchIndex(items).names);
        }),
      { numRuns: 3000 },
    );
  });

  it('ranks starts, then inner matches, then brand-only matches, in catalogue order', () => {
    const index = buildCatalogueIndex([
      item('1', 'Rose Noire', 'Alpha'), item('2', 'La Rose', 'Alpha'), item('3', 'Oud', 'Rosendo'),
      item('4', 'Rosé Wine', 'Beta'), item('5', 'Primrose Rose', 'Beta'), item('6', 'Amber', 'Rosendo'),
    ]);
    assert.deepEqual(ids(searchCatalogueIndex(index, 'ROSE')), ['1', '4', '2', '5', '3', '6']);
    assert.deepEqual(ids(searchCatalogueIndex(index, 'rose', 3)), ['1', '4', '2']);
    assert.deepEqual(ids(searchCatalogueIndex(index, 'ros', 0)), []);
    assert.deepEqual(ids(searchCatalogueIndex(index, '  ')), []);
    assert.deepEqual(ids(searchCatalogueIndex(index, 'noire la')), [], 'no match spans two names');
  });

  it('is fast on 100,000 perfumes', () => {
    const brands = ['Chloé', 'Dior', 'Guerlain', 'Tom Ford', 'Maison Margiela'];
    const words = ['rose', 'noir', 'eau', 'de', 'parfum', 'intense', 'oud', 'blue', 'nuit', 'ambre'];
    const items = Array.from({ length: 100_000 }, (_, i) =>
      item(`p${i}`, `${words[i % 10]} ${words[(i * 7) % 10]} ${i}`, brands[i % brands.length]));
    const index = buildCatalogueIndex(items);
    const reference = buildSearchIndex(items);
    const queries = ['r', 'noir 9', 'dior', 'zzz', 'parfum 12', 'margiela', 'e', '99999'];
    for (const query of queries) assert.deepEqual(ids(searchCatalogueIndex(index, query, 1001)), ids(search(reference, query, 1001)), query);
    const started = performance.now();
    for (let round = 0; round < 5; round++) for (const query of queries) searchCatalogueIndex(index, query, 1001);
    const perQuery = (performance.now() - started) / (5 * queries.length);
    assert.ok(perQuery < 50, `${perQuery.toFixed(2)} ms per query`);
  });
});
