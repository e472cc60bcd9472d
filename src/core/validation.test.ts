import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { addSelection, isPickerFull, removeSelection } from './validation.ts';
import { buildCatalogueIndex, normalizeForSearch, searchCatalogueIndex, searchWords, wordQuality } from './catalogue-search.ts';
import { MAX_PERFUME_SELECTIONS } from './constants.ts';
import { chanel, chloe, fragrance } from './__fixtures__/quiz.ts';
import type { Fragrance } from './types.ts';

const buildSearchIndex = buildCatalogueIndex;
const search = searchCatalogueIndex;
const searchCatalogue = (items: readonly Fragrance[], query: string, limit?: number) =>
  searchCatalogueIndex(buildCatalogueIndex(items), query, limit);

const ids = (list: readonly Fragrance[]) => list.map((f) => f.id);

describe('picker selections', () => {
  const a = fragrance('a', 'A', 'X');
  const b = fragrance('b', 'B', 'X');
  const c = fragrance('c', 'C', 'X');
  const d = fragrance('d', 'D', 'X');
  const e = fragrance('e', 'E', 'X');

  it('adds up to 4 perfumes', () => {
    let selected: Fragrance[] = [];
    for (const item of [a, b, c, d]) selected = addSelection(selected, item);
    assert.deepEqual(ids(selected), ['a', 'b', 'c', 'd']);
    assert.equal(isPickerFull(selected), true);
    assert.equal(MAX_PERFUME_SELECTIONS, 4);
  });
  it('refuses a fifth perfume, returning the same array', () => {
    const full = [a, b, c, d];
    assert.equal(addSelection(full, e), full);
  });
  it('refuses a duplicate id, returning the same array', () => {
    const selected = [a, b];
    assert.equal(addSelection(selected, { ...a, value: 'Other name' }), selected);
  });
  it('does not mutate its input', () => {
    const selected = [a];
    const next = addSelection(selected, b);
    assert.deepEqual(ids(selected), ['a']);
    assert.deepEqual(ids(next), ['a', 'b']);
    const removed = removeSelection(next, 'a');
    assert.deepEqual(ids(next), ['a', 'b']);
    assert.deepEqual(ids(removed), ['b']);
  });
  it('removes by id; unknown ids return the same array', () => {
    const selected = [a, b, c];
    assert.deepEqual(ids(removeSelection(selected, 'b')), ['a', 'c']);
    assert.equal(removeSelection(selected, 'zzz'), selected);
  });
  it('isPickerFull', () => {
    assert.equal(isPickerFull([]), false);
    assert.equal(isPickerFull([a, b, c]), false);
    assert.equal(isPickerFull([a, b, c, d]), true);
  });
  it('never exceeds 4 nor holds a duplicate under random add/remove sequences', () => {
    const pool = ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6'].map((id) => fragrance(id, id, 'X'));
    const op = fc.record({ add: fc.boolean(), item: fc.constantFrom(...pool) });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        let selected: Fragrance[] = [];
        for (const { add, item } of ops) {
          const before = selected;
          selected = add ? addSelection(selected, item) : removeSelection(selected, item.id);
          assert.ok(selected.length <= MAX_PERFUME_SELECTIONS);
          assert.equal(new Set(ids(selected)).size, selected.length);
          if (add && (before.length >= 4 || before.some((f) => f.id === item.id))) assert.equal(selected, before);
          if (add && selected !== before) assert.equal(selected.at(-1), item);
          if (!add) assert.ok(!selected.some((f) => f.id === item.id));
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('normalizeForSearch', () => {
  it('lowercases and strips diacritics', () => {
    assert.equal(normalizeForSearch('Chloé'), 'chloe');
    assert.equal(normalizeForSearch('HERMÈS Terre d’Hermès'), 'hermes terre d’hermes');
    assert.equal(normalizeForSearch('Crème Brûlée'), 'creme brulee');
    assert.equal(normalizeForSearch('Ünïcödé'), 'unicode');
    assert.equal(normalizeForSearch('İstanbul'), 'istanbul');
  });
  it('trims and collapses whitespace', () => {
    assert.equal(normalizeForSearch('  No   5 \t'), 'no 5');
    assert.equal(normalizeForSearch('   '), '');
  });
});

describe('search', () => {
  const catalogue: Fragrance[] = [
    fragrance('chanel-coco', 'Coco Mademoiselle', 'Chanel', 'Oriental', 'Floral'),
    fragrance('chloe-edp', 'Chloé Eau de Parfum', 'Chloé', 'Floral'),
    chanel,
    fragrance('dior-miss', 'Miss Dior', 'Dior', 'Floral'),
    fragrance('hermes-terre', 'Terre d’Hermès', 'Hermès', 'Woody', 'Spicy'),
    fragrance('ysl-libre', 'Libre', 'Yves Saint Laurent', 'Oriental'),
    fragrance('chloe-nomade', 'Nomade', 'Chloé', 'Chypre'),
    fragrance('dior-sauvage', 'Sauvage', 'Dior', 'Aromatic'),
    fragrance('hermes-un-jardin', 'Un Jardin sur le Nil', 'Hermès', 'Floral'),
    fragrance('armani-chloe-like', 'Si Chloette', 'Armani'),
  ];
  const index = buildSearchIndex(catalogue);

  it('is case-insensitive and accent-insensitive on the name', () => {
    assert.deepEqual(ids(search(index, 'SAUVAGE')), ['dior-sauvage']);
    assert.deepEqual(ids(search(index, 'hermes')), ['hermes-terre', 'hermes-un-jardin']);
    assert.deepEqual(ids(search(index, 'Terre d’HERMÈS')), ['hermes-terre']);
  });
  it('ranks names starting with the query, then other word matches in name or brand, then matches inside words', () => {
    assert.deepEqual(ids(search(index, 'chlo')), ['chloe-edp', 'chloe-nomade', 'armani-chloe-like']);
    assert.deepEqual(ids(search(index, 'dior')), ['dior-miss', 'dior-sauvage']);
    assert.deepEqual(ids(search(index, 'Chanel')), ['chanel-coco', 'chanel-no-5']);
    assert.deepEqual(ids(search(index, 'mad')), ['chanel-coco', 'chloe-nomade']);
  });
  it('keeps catalogue order within a tier', () => {
    // Words starting with "d": "de", "Dior" (name, then brand), "d’Hermès".
    assert.deepEqual(ids(search(index, 'd')), ['chloe-edp', 'dior-miss', 'hermes-terre', 'dior-sauvage']);
  });
  it('returns [] for an empty or blank query', () => {
    assert.deepEqual(search(index, ''), []);
    assert.deepEqual(search(index, '   '), []);
    assert.deepEqual(searchCatalogue(catalogue, ' \n'), []);
  });
  it('returns [] when nothing matches', () => {
    assert.deepEqual(search(index, 'zzz'), []);
  });
  it('applies the limit after ranking', () => {
    assert.deepEqual(ids(search(index, 'chlo', 1)), ['chloe-edp']);
    assert.deepEqual(ids(search(index, 'chlo', 2)), ['chloe-edp', 'chloe-nomade']);
    assert.deepEqual(ids(search(index, 'e', 0)), []);
    assert.deepEqual(ids(search(index, 'e', -3)), []);
    assert.equal(search(index, 'd', 100).length, 4);
  });
  it('trims and collapses whitespace in the query', () => {
    assert.deepEqual(ids(search(index, '  un   jardin ')), ['hermes-un-jardin']);
  });
  it('returns the catalogue objects themselves', () => {
    assert.equal(search(index, 'no 5')[0], chanel);
  });
  it('searchCatalogue is search over a fresh index', () => {
    assert.deepEqual(searchCatalogue(catalogue, 'chlo'), search(index, 'chlo'));
    assert.deepEqual(ids(searchCatalogue([chloe, chanel], 'CHLOE')), ['chloe-chloe']);
  });
  it('tolerates malformed catalogue items', () => {
    const bad = [{ id: 'x', value: 3, brand: null } as unknown as Fragrance, fragrance('ok', 'Okay', 'B')];
    assert.deepEqual(ids(searchCatalogue(bad, 'ok')), ['ok']);
  });

  it('results hold every query word in their name or brand words, and every such item is found', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', 'é', 'E', ' ', 'c', '\u0301', 'İ', 'abc', 'bca'), maxLength: 8 });
    const item = fc.record({ id: fc.uuid(), value: text, image: fc.constant(''), brand: text, family: fc.constant(''), sub_family: fc.constant('') });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), text, fc.option(fc.nat(10), { nil: undefined }), (items, query, limit) => {
        const results = searchCatalogue(items, query, limit);
        const queryWords = searchWords(query);
        if (queryWords.length === 0) assert.deepEqual(results, []);
        const holds = (f: Fragrance) => {
          const words = [...searchWords(f.value), ...searchWords(f.brand)];
          return queryWords.every((q) => words.some((word) => wordQuality(q, word) > 0));
        };
        for (const f of results) assert.ok(holds(f));
        if (queryWords.length > 0) assert.equal(results.length, Math.min(items.filter(holds).length, limit ?? Infinity));
      }),
      { numRuns: 500 },
    );
  });

  it('finds the right items in a 100,000-item index (speed is measured by npm run bench:picker)', () => {
    const brands = ['Chanel', 'Dior', 'Hermès', 'Chloé', 'Guerlain', 'Yves Saint Laurent', 'Tom Ford', 'Byredo'];
    const words = ['Rose', 'Noir', 'Eau', 'Fraîche', 'Oud', 'Ambre', 'Musc', 'Vétiver', 'Bleu', 'Jardin', 'Nuit', 'Cuir'];
    const items: Fragrance[] = Array.from({ length: 100_000 }, (_, i) =>
      fragrance(`p-${i}`, `${words[i % words.length]} ${words[(i * 7) % words.length]} ${i}`, brands[i % brands.length] ?? ''),
    );
    const big = buildSearchIndex(items);
    const target = items[12_345];
    assert.ok(target);
    assert.deepEqual(ids(search(big, normalizeForSearch(target.value).toUpperCase())), ['p-12345']);
    assert.equal(search(big, 'chloe', 10).length, 10);
    assert.equal(search(big, 'chloe').length, 12_500);
  });
});
