import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { dominantFamily, vectorSum } from './family-map.ts';
import {
  appealRule,
  appealVector,
  eveningLean,
  occasionBuckets,
  occasionMatch,
  occasionPhrase,
  scentTypeRule,
  scentTypeVector,
} from './signals.ts';

const SEED_PATH = resolve(import.meta.dirname, '../../content/staging/data.ndjson');

test('occasion buckets by keyword, whatever the case or separators', () => {
  assert.deepEqual([...occasionBuckets('Evenings out')], ['evening']);
  assert.deepEqual([...occasionBuckets('date-night')], ['evening']);
  assert.deepEqual([...occasionBuckets('special_occasions')], ['evening']);
  assert.deepEqual([...occasionBuckets('At work')], ['day']);
  assert.deepEqual([...occasionBuckets('workouts')], ['day']);
  assert.deepEqual([...occasionBuckets('All the time')], ['any']);
  assert.equal(occasionBuckets('on the moon').size, 0);
});

test('occasion match: exact 1, same bucket 0.6, else 0', () => {
  assert.equal(occasionMatch('date night', ['date night', 'weekends']), 1);
  assert.equal(occasionMatch('Date-Night', ['date night']), 1);
  assert.equal(occasionMatch('evenings out', ['date night']), 0.6);
  assert.equal(occasionMatch('daytime', ['date night']), 0);
  assert.equal(occasionMatch('daytime', []), 0);
  assert.equal(occasionMatch('anytime', ['date night']), 0.6);
});

test('evening lean and occasion phrases', () => {
  assert.equal(eveningLean(['evenings out', 'date night']), 1);
  assert.equal(eveningLean(['daytime', 'work']), -1);
  assert.equal(eveningLean(['daytime', 'date night']), 0);
  assert.equal(eveningLean([]), 0);
  assert.equal(occasionPhrase('daytime'), 'daytime wear');
  assert.equal(occasionPhrase('work'), 'workday');
  assert.equal(occasionPhrase('evenings out'), 'evenings out');
});

test('travel places: beach → oceanic, forest → green, desert → spicy; unknown → nothing', () => {
  assert.equal(dominantFamily(appealVector(['beach'])), 'aquatic_ocean_notes');
  assert.equal(dominantFamily(appealVector(['Forests'])), 'green_notes');
  assert.equal(dominantFamily(appealVector(['Deserts'])), 'warm_spicy_scent_notes');
  assert.equal(dominantFamily(appealVector(['Big cities'])), 'woody_scent_notes');
  assert.equal(vectorSum(appealVector(['the moon'])), 0);
  assert.ok(Math.abs(vectorSum(appealVector(['beach', 'desert', 'nowhere'])) - 1) < 1e-9);
});

test('preferred scent types map to families', () => {
  assert.equal(dominantFamily(scentTypeVector(['warm-cozy'])), 'warm_spicy_scent_notes');
  assert.equal(dominantFamily(scentTypeVector(['floral-romantic'])), 'floral_scent_notes');
  assert.equal(dominantFamily(scentTypeVector(['woody-earthy'])), 'woody_scent_notes');
  assert.equal(dominantFamily(scentTypeVector(['sweet-gourmand'])), 'sweet_edible_notes');
  assert.equal(vectorSum(scentTypeVector(['mystery'])), 0);
});

test('every option of the seed quiz for these questions is understood', () => {
  const docs = readFileSync(SEED_PATH, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l) as Record<string, unknown>);
  const quiz = docs.find((d) => d['_type'] === 'quiz') as { steps?: Array<{ id: string; items?: Array<{ value: string }> }> } | undefined;
  const options = (id: string): string[] => {
    const values = quiz?.steps?.find((s) => s.id === id)?.items?.map((i) => i.value) ?? [];
    assert.ok(values.length > 0, `the seed quiz has no options for ${id}`);
    return values;
  };
  for (const value of options('appeals')) assert.ok(appealRule(value), `appeals: ${value}`);
  for (const value of options('when_like_wear_fragrance')) assert.ok(occasionBuckets(value).size > 0, `occasion: ${value}`);
  for (const value of options('scent_type_typically_prefer')) assert.ok(scentTypeRule(value), `scent type: ${value}`);
  const scentOccasions = docs.filter((d) => d['_type'] === 'houseScent').flatMap((d) => (d['occasions'] as string[] | undefined) ?? []);
  assert.ok(scentOccasions.length > 0, 'the seed house scents name no occasions');
  for (const value of scentOccasions) assert.ok(occasionBuckets(value).size > 0, `house scent occasion: ${value}`);
});
