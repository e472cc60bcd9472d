import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { scentProfileOf, surpriseSafeReasons } from './scent-profile.ts';

const answers = {
  floral_scent_notes: '5',
  warm_spicy_scent_notes: '2',
  woody_scent_notes: '4',
  citrus_scent_notes: '3',
  sweet_edible_notes: '1',
  aquatic_ocean_notes: 5,
  green_notes: 'not a rating',
  subtle_strong_scrent: '3',
  when_like_wear_fragrance: ['work', 'date night'],
};

describe('scentProfileOf', () => {
  it('sorts the rated families into loved and avoided, strongest first', () => {
    const view = scentProfileOf(answers);
    assert.deepEqual(view.loved, ['floral', 'oceanic', 'woody']);
    assert.deepEqual(view.avoided, ['sweet', 'spicy']);
    assert.equal(view.families.length, 11);
    assert.deepEqual(view.families.find((f) => f.field === 'floral_scent_notes'), {
      field: 'floral_scent_notes', label: 'floral', lean: 2, feeling: 'love',
    });
    assert.equal(view.families.find((f) => f.field === 'citrus_scent_notes')?.feeling, 'neutral');
    assert.equal(view.families.find((f) => f.field === 'green_notes')?.lean, null, 'an invalid rating counts as unrated');
  });

  it('reads the strength and the occasions, with the quiz labels', () => {
    const view = scentProfileOf(answers, (value) => (value === 'work' ? 'At work' : value));
    assert.equal(view.strength, 3);
    assert.equal(view.strengthLabel, 'Strong');
    assert.deepEqual(view.occasions, ['At work', 'date night']);
  });

  it('gives empty parts for missing or malformed answers', () => {
    const view = scentProfileOf({ subtle_strong_scrent: '', when_like_wear_fragrance: 'daytime' });
    assert.deepEqual([view.loved, view.avoided, view.strength, view.strengthLabel], [[], [], null, null]);
    assert.deepEqual(view.occasions, ['daytime']);
  });
});

describe('surpriseSafeReasons', () => {
  const picks = [
    { id: 'house-scent-petal-theory', name: 'Petal Theory', reason: 'You love floral scents; this is our most floral scent.' },
    { id: 'house-scent-velvet-hour', name: 'Velvet Hour', reason: 'Like petal theory, but warmer.' },
    { id: 'house-scent-tide', name: 'Tide', reason: 'Close to HOUSE-SCENT-TIDE in spirit.' },
    { id: 'house-scent-moss', name: 'Moss', reason: 'You love floral scents; this is our most floral scent.' },
    { id: 'house-scent-blank', name: 'Blank', reason: '   ' },
  ];

  it('drops reasons that name a picked scent or its id, blanks and repeats', () => {
    assert.deepEqual(surpriseSafeReasons(picks), ['You love floral scents; this is our most floral scent.']);
  });

  it('keeps every distinct reason that names no scent', () => {
    assert.deepEqual(surpriseSafeReasons([
      { id: 'a1', name: 'Alpha', reason: 'Made for your date nights.' },
      { id: 'b2', name: 'Beta', reason: 'Evokes the beach you like to travel to.' },
    ]), ['Made for your date nights.', 'Evokes the beach you like to travel to.']);
  });
});
