import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SCENT_FAMILIES } from '../../contract/profile-fields.ts';
import {
  CATALOGUE_FAMILY_WEIGHTS,
  CATALOGUE_SUB_FAMILY_WEIGHTS,
  FAMILY_FIELDS,
  FAMILY_SHARE,
  SUB_FAMILY_SHARE,
  cosine,
  dominantFamily,
  emptyVector,
  familyLabel,
  perfumeVector,
  toVector,
  vectorSum,
} from './family-map.ts';

const CATALOGUE = resolve(import.meta.dirname, '../../data/fragrances.json');

test('every mapping row names only quiz families and sums to 1', () => {
  for (const table of [CATALOGUE_FAMILY_WEIGHTS, CATALOGUE_SUB_FAMILY_WEIGHTS]) {
    for (const [key, row] of Object.entries(table)) {
      for (const field of Object.keys(row)) assert.ok((FAMILY_FIELDS as readonly string[]).includes(field), `${key}: ${field}`);
      const sum = Object.values(row).reduce((a, b) => a + b, 0);
      assert.ok(Math.abs(sum - 1) < 1e-9, `${key} sums to ${sum}`);
    }
  }
  assert.equal(FAMILY_SHARE + SUB_FAMILY_SHARE, 1);
});

test('documented examples: Oriental → warm spicy + sweet; Chypre → mostly earthy/mossy', () => {
  assert.deepEqual(CATALOGUE_FAMILY_WEIGHTS['Oriental'], { warm_spicy_scent_notes: 0.7, sweet_edible_notes: 0.3 });
  const chypre = perfumeVector('Chypre', '');
  assert.equal(dominantFamily(chypre), 'earthy_mossy_notes');
  assert.equal(chypre.earthy_mossy_notes, 0.6);
  assert.equal(chypre.woody_scent_notes, 0.2);
});

test('family and sub-family combine 0.65 / 0.35; a lone known value counts fully', () => {
  const v = perfumeVector('Floral', 'Fruity');
  assert.ok(Math.abs(v.floral_scent_notes - 0.65) < 1e-9);
  assert.ok(Math.abs(v.fresh_fruit_notes - 0.35 * 0.6) < 1e-9);
  assert.ok(Math.abs(vectorSum(v) - 1) < 1e-9);
  assert.equal(perfumeVector('', 'Aquatic').aquatic_ocean_notes, 1);
  assert.equal(perfumeVector('Leather', 'Unheard Of').woody_scent_notes, 0.5);
});

test('unknown or empty values map to nothing; lookup ignores case and spacing', () => {
  assert.equal(vectorSum(perfumeVector('', '')), 0);
  assert.equal(vectorSum(perfumeVector('Marine Gourmand Thing', 'Nope')), 0);
  assert.equal(vectorSum(perfumeVector(undefined, null)), 0);
  assert.deepEqual(perfumeVector('  woody ', 'WOODY   musk'), perfumeVector('Woody', 'Woody Musk'));
});

test('every family and sub-family value in the shipped catalogue is mapped', () => {
  const items = JSON.parse(readFileSync(CATALOGUE, 'utf8')) as Array<{ family: string; sub_family: string }>;
  assert.ok(items.length > 0, 'the shipped catalogue is empty');
  const families = new Set(items.map((i) => i.family).filter((f) => f !== ''));
  const subFamilies = new Set(items.map((i) => i.sub_family).filter((f) => f !== ''));
  for (const f of families) assert.ok(f in CATALOGUE_FAMILY_WEIGHTS, `family ${f} unmapped`);
  for (const s of subFamilies) assert.ok(s in CATALOGUE_SUB_FAMILY_WEIGHTS, `sub_family ${s} unmapped`);
  for (const i of items) {
    if (i.family === '' && i.sub_family === '') continue;
    assert.ok(Math.abs(vectorSum(perfumeVector(i.family, i.sub_family)) - 1) < 1e-9);
  }
});

test('dominant family: highest weight, ties by SCENT_FAMILIES order', () => {
  assert.equal(dominantFamily(toVector({ woody_scent_notes: 0.5, citrus_scent_notes: 0.5 })), 'woody_scent_notes');
  assert.equal(dominantFamily(toVector({ green_notes: 0.4, earthy_mossy_notes: 0.6 })), 'earthy_mossy_notes');
  assert.equal(dominantFamily(emptyVector()), SCENT_FAMILIES[0].field);
});

test('cosine: 1 for parallel, 0 for disjoint or empty vectors', () => {
  const a = toVector({ woody_scent_notes: 0.8, earthy_mossy_notes: 0.2 });
  const b = toVector({ woody_scent_notes: 0.4, earthy_mossy_notes: 0.1 });
  assert.ok(Math.abs(cosine(a, b) - 1) < 1e-9);
  assert.equal(cosine(a, toVector({ citrus_scent_notes: 1 })), 0);
  assert.equal(cosine(a, emptyVector()), 0);
});

test('toVector drops negative and non-finite weights; labels come from SCENT_FAMILIES', () => {
  const v = toVector({ woody_scent_notes: -1, citrus_scent_notes: Number.NaN, green_notes: 0.3 });
  assert.equal(v.woody_scent_notes, 0);
  assert.equal(v.citrus_scent_notes, 0);
  assert.equal(v.green_notes, 0.3);
  assert.equal(familyLabel('warm_spicy_scent_notes'), 'spicy');
  assert.equal(familyLabel('aquatic_ocean_notes'), 'oceanic');
});
