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
const text = fc.array(fc.constantFrom('a', 'b', 'A', 'é', 'E', 'e\u0301', ' ', '  ', '\t', 'ab', 'ß', '\u00a0', 'abba', 'baab', 'abab', '-', 'n°'), { maxLength: 7 }).map((parts) => parts.join(''));
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
        }),
      { numRuns: 3000 },
    );
  });

  it('ranks names starting with the first word, other word matches, matches inside words, then typos', () => {
    const index = buildCatalogueIndex([
      item('1', 'Rose Noire', 'Alpha'), item('2', 'La Rose', 'Alpha'), item('3', 'Oud', 'Rosendo'),
      item('4', 'Rosé Wine', 'Beta'), item('5', 'Primrose', 'Beta'), item('6', 'Amber', 'Rosendo'), item('7', 'Rise', 'Beta'),
    ]);
    assert.deepEqual(ids(searchCatalogueIndex(index, 'ROSE')), ['1', '4', '2', '3', '6', '5', '7']);
    assert.deepEqual(ids(searchCatalogueIndex(index, 'rose', 3)), ['1', '4', '2']);
    assert.deepEqual(ids(searchCatalogueIndex(index, 'ros', 0)), []);
    assert.deepEqual(ids(searchCatalogueIndex(index, '  ')), []);
    assert.deepEqual(ids(searchCatalogueIndex(index, '- ’')), []);
    assert.deepEqual(ids(searchCatalogueIndex(index, 'noire la')), [], 'every word must match the same perfume');
  });

  it('ranks the most popular first within each tier, then catalogue order', () => {
    const index = buildCatalogueIndex([
      item('1', 'Rose Noire', 'Alpha', 10), item('2', 'La Rose', 'Alpha', 500), item('3', 'Oud', 'Rosendo', 7),
      item('4', 'Rosé Wine', 'Beta', 900), item('5', 'Primrose Rose', 'Beta'), item('6', 'Amber', 'Rosendo', 70),
      item('7', 'Rose Absolue', 'Gamma', 10),
    ]);
    assert.deepEqual(ids(searchCatalogueIndex(index, 'rose')), ['4', '1', '7', '2', '6', '3', '5']);
    assert.deepEqual(ids(searchCatalogueIndex(index, 'rose', 2)), ['4', '1']);
  });

  it('finds what people type: name and brand together, any order, typos, case and accents', () => {
    const index = buildCatalogueIndex([
      item('no5', 'Chanel No 5 Eau de Parfum', 'Chanel', 9000), item('no19', 'Chanel N°19', 'Chanel', 2000),
      item('coco', 'Coco Mademoiselle', 'Chanel', 8000), item('sauvage', 'Sauvage', 'Dior', 12000),
      item('eau-sauvage', 'Eau Sauvage', 'Christian Dior', 2300), item('oud-wood', 'Oud Wood', 'Tom Ford', 2563),
      item('oud-fleur', 'Oud Fleur', 'Tom Ford', 395), item('black-orchid', 'Black Orchid', 'Tom Ford', 9000),
      item('armaf-oud', 'Oud', 'Armaf', 66), item('br540', 'Baccarat Rouge 540', 'Maison Francis Kurkdjian', 1195),
      item('burberry', 'Body Crystal Baccarat', 'Burberry', 14), item('ecorce', 'Écorce Sauvage', 'Maison Lumière', 3),
      item('menage', 'Agent Provocateur Ménage à Trois', 'Agent Provocateur', 24),
    ]);
    const top = (query: string, n = 1) => ids(searchCatalogueIndex(index, query, n));
    assert.deepEqual(top('channel no 5'), ['no5']);
    assert.deepEqual(top('chanel no 19'), ['no19'], '"N°19" reads "No 19"');
    assert.deepEqual(top('dior sauvage', 2), ['sauvage', 'eau-sauvage']);
    assert.deepEqual(top('sauvage dior', 2), ['sauvage', 'eau-sauvage'], 'word order is free');
    assert.deepEqual(top('tom ford oud', 3), ['oud-wood', 'oud-fleur']);
    assert.deepEqual(top('baccarat', 2), ['br540', 'burberry']);
    assert.deepEqual(top('ecorce'), ['ecorce']);
    assert.deepEqual(top('ÉCORCE'), ['ecorce']);
    assert.deepEqual(top('menage a trois'), ['menage']);
    assert.deepEqual(top('kurkdjian'), ['br540'], 'brand words alone');
    assert.deepEqual(top('bacarat rouge'), ['br540'], 'one typo in a long word');
    assert.deepEqual(top('mademoiselel'), ['coco'], 'two typos in a word of 8 letters or more');
    assert.deepEqual(top('oud', 3), ['oud-wood', 'oud-fleur', 'armaf-oud'], 'names starting with it, most popular first');
    assert.deepEqual(top('dio'), ['sauvage'], 'a word being typed');
    assert.deepEqual(top('xyz'), []);
  });

  it('agrees with the reference on 100,000 perfumes (speed: npm run bench:picker)', () => {
    const brands = ['Chloé', 'Dior', 'Guerlain', 'Tom Ford', 'Maison Margiela'];
    const words = ['rose', 'noir', 'eau', 'de', 'parfum', 'intense', 'oud', 'blue', 'nuit', 'ambre'];
    const items = Array.from({ length: 100_000 }, (_, i) =>
      item(`p${i}`, `${words[i % 10]} ${words[(i * 7) % 10]} ${i}`, brands[i % brands.length], (i * 7919) % 3001));
    const index = buildCatalogueIndex(items);
    const reference = buildSearchIndex(items);
    for (const query of ['r', 'noir 9', 'dior', 'zzz', 'parfum 12', 'margiela', 'e', '99999', 'chloe nior', 'guerlian rose', 'maison intens']) {
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

  it('finds the perfumes shoppers name, however they type them', () => {
    assert.match(names('channel no 5', 1)[0] ?? '', /^Chanel No 5\b/);
    assert.match(names('dior sauvage', 1)[0] ?? '', /Sauvage/);
    assert.match(names('tom ford oud', 1)[0] ?? '', /Oud Wood/);
    assert.match(names('baccarat', 1)[0] ?? '', /^Baccarat Rouge 540/);
    assert.match(names('menage a trois', 1)[0] ?? '', /Ménage à Trois/);
    assert.match(names('kurkdjian baccarat', 1)[0] ?? '', /^Baccarat Rouge 540/);
  });
});
