import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { buildCatalogueIndex, EMPTY_CATALOGUE_INDEX, extendCatalogueIndex, searchCatalogueIndex } from './catalogue-search.ts';
import type { Fragrance } from './types.ts';
import { buildSearchIndex, search } from './__fixtures__/reference-search.ts';

/** The catalogue the product ships, relative to the repository root (one place to change if it moves). */
const SHIPPED_CATALOGUE = 'data/fragrances.json';
const REPO_ROOT = resolve(import.meta.dirname, '../..');

const item = (id: string, value: string, brand = 'Brand', votes?: number): Fragrance =>
  ({ id, value, brand, image: '', family: '', sub_family: '', ...(votes === undefined ? {} : { votes }) });
const ids = (list: readonly Fragrance[]) => list.map((each) => each.id);

/** Short texts over a tiny alphabet, with case, accents and odd spacing: many overlapping matches. */
const text = fc.array(fc.constantFrom('a', 'b', 'A', 'é', 'E', 'e\u0301', ' ', '  ', '\t', 'ab', 'ß', '\u00a0'), { maxLength: 7 }).map((parts) => parts.join(''));
/** Votes with many ties, and odd figures that count as no votes. */
const votes = fc.option(fc.constantFrom(0, 1, 2, 2.7, 5, 5, 100, -3, NaN, Infinity, 2 ** 26), { nil: undefined });
const catalogue = fc.array(fc.record({ value: text, brand: fc.constantFrom('', 'Abé', 'ABE', 'Bob', 'b a'), votes }), { maxLength: 40 })
  .map((rows) => rows.map((row, i) => item(`id-${i}`, row.value, row.brand, row.votes)));

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

  it('ranks the most popular first within each tier, then catalogue order', () => {
    const index = buildCatalogueIndex([
      item('1', 'Rose Noire', 'Alpha', 10), item('2', 'La Rose', 'Alpha', 500), item('3', 'Oud', 'Rosendo', 7),
      item('4', 'Rosé Wine', 'Beta', 900), item('5', 'Primrose Rose', 'Beta'), item('6', 'Amber', 'Rosendo', 70),
      item('7', 'Rose Absolue', 'Gamma', 10),
    ]);
    assert.deepEqual(ids(searchCatalogueIndex(index, 'rose')), ['4', '1', '7', '2', '5', '6', '3']);
    assert.deepEqual(ids(searchCatalogueIndex(index, 'rose', 2)), ['4', '1']);
  });

  it('agrees with the reference on 100,000 perfumes (speed: npm run bench:picker)', () => {
    const brands = ['Chloé', 'Dior', 'Guerlain', 'Tom Ford', 'Maison Margiela'];
    const words = ['rose', 'noir', 'eau', 'de', 'parfum', 'intense', 'oud', 'blue', 'nuit', 'ambre'];
    const items = Array.from({ length: 100_000 }, (_, i) =>
      item(`p${i}`, `${words[i % 10]} ${words[(i * 7) % 10]} ${i}`, brands[i % brands.length], (i * 7919) % 3001));
    const index = buildCatalogueIndex(items);
    const reference = buildSearchIndex(items);
    for (const query of ['r', 'noir 9', 'dior', 'zzz', 'parfum 12', 'margiela', 'e', '99999']) {
      assert.deepEqual(ids(searchCatalogueIndex(index, query, 1001)), ids(search(reference, query, 1001)), query);
    }
  });
});

describe('the shipped catalogue', () => {
  const shipped = JSON.parse(readFileSync(resolve(REPO_ROOT, SHIPPED_CATALOGUE), 'utf8')) as Fragrance[];
  const index = buildCatalogueIndex(shipped);
  const names = (query: string, limit: number) => searchCatalogueIndex(index, query, limit).map((found) => found.value);

  it('lists a Chanel No 5 among the first 3 results for "chanel"', () => {
    const top = names('chanel', 3);
    assert.ok(top.some((name) => /^chanel no 5\b/i.test(name)), `first 3: ${top.join(' | ')}`);
  });

  it('puts famous perfumes first for a name prefix', () => {
    assert.equal(names('dior', 1)[0], 'Dior Addict');
    assert.equal(names('la vie', 1)[0], 'La Vie Est Belle');
  });
});
