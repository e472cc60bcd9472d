import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SCENT_FAMILIES } from '../../contract/profile-fields.ts';
import { kitScentsOf, type KitPick, type KitWords } from './kit-scents.ts';

const pick = (fields: Partial<KitPick>): KitPick => ({
  id: 'house-scent-velvet-hour', name: 'Velvet Hour', reason: 'You love floral scents; this is among our most floral.',
  description: 'Soft petals folded into a warm, lingering glow after dark.', dominantFamily: 'floral_scent_notes',
  intensity: 4, occasions: ['evenings out', 'date night'], seasons: ['fall', 'winter'], ...fields,
});

const WORDS: KitWords = { occasion: (value) => value, family: (field) => SCENT_FAMILIES.find((family) => family.field === field)?.label ?? field, season: (value) => value };

describe('kitScentsOf', () => {
  it('describes each scent by family, character, strength, when and why, in the quiz\'s own occasion words', () => {
    const [view] = kitScentsOf([pick({})], { ...WORDS, occasion: (value) => (value === 'date night' ? 'Date nights' : value) });
    assert.deepEqual(view, {
      key: 'scent-1', family: 'floral', character: 'Soft petals folded into a warm, lingering glow after dark.', intensity: 4,
      occasions: ['evenings out', 'Date nights'], seasons: ['fall', 'winter'], why: 'You love floral scents; this is among our most floral.',
    });
  });

  it('names the family and the seasons in the shopper\'s words', () => {
    const [view] = kitScentsOf([pick({})], { occasion: (value) => value, family: (field) => (field === 'floral_scent_notes' ? 'florale' : field), season: (value) => ({ fall: 'automne', winter: 'hiver' })[value] ?? value });
    assert.deepEqual([view?.family, view?.seasons], ['florale', ['automne', 'hiver']]);
  });

  it('never names a scent of the kit: a text holding any pick\'s name or id is left out', () => {
    const views = kitScentsOf([
      pick({ description: 'Velvet Hour at its best.' }),
      pick({ id: 'house-scent-ember-study', name: 'Ember Study', reason: 'Like VELVET HOUR, but warmer.' }),
    ], WORDS);
    assert.deepEqual(views.map((view) => [view.character, view.why]), [[null, 'You love floral scents; this is among our most floral.'], ['Soft petals folded into a warm, lingering glow after dark.', null]]);
  });

  it('reads an older backend\'s picks (reason only) without inventing anything', () => {
    const [view] = kitScentsOf([{ id: 'a', name: 'A scent', reason: 'Fits your evenings.' }], WORDS);
    assert.deepEqual(view, { key: 'scent-1', family: null, character: null, intensity: null, occasions: [], seasons: [], why: 'Fits your evenings.' });
  });
});
