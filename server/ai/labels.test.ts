import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  cleanText,
  defaultOptionText,
  frequencyLabel,
  groupRatings,
  labelProfile,
  loyaltyLabel,
  personalityLabel,
  strengthLabel,
} from './labels.ts';
import { sampleProfile } from './test-helpers.ts';

test('labelProfile turns the sample profile into labelled facts', () => {
  assert.deepEqual(labelProfile(sampleProfile()), {
    birthYear: 1990,
    gender: 'female',
    grewUp: 'united states',
    spendsMostTime: 'big city',
    personality: 'extroverted',
    travel: ['beach', 'big city'],
    frequency: 'often',
    rotation: 2,
    preferences: ['fresh clean', 'warm cozy'],
    ratings: {
      'strongly dislike': ['sweet', 'earthy'],
      dislike: ['citrus', 'oceanic'],
      neutral: ['woody', 'tropical', 'herbal'],
      like: ['floral', 'fresh fruit'],
      love: ['spicy', 'green'],
    },
    occasions: ['date night', 'work'],
    strength: 'mixed of subtle and strong',
    smells: ['fresh laundry', 'campfire', 'sea breeze'],
    loyalty: 'Like to change it up',
  });
});

test('enumerated indices map onto the option lists', () => {
  const labels = [0, 1, 2, 3, 4].map((i) => personalityLabel(sampleProfile({ in_extroverted_point: i })));
  assert.deepEqual(labels, [
    'Very introverted', 'introverted', 'in between introvert and extrovert', 'extroverted', 'very extroverted',
  ]);
  assert.deepEqual([0, 4].map((i) => frequencyLabel(sampleProfile({ often_wear_fragrance: i }))), ['Never', 'always']);
  assert.deepEqual([0, 4].map((i) => strengthLabel(sampleProfile({ subtle_strong_scrent: i }))), ['Very subtle', 'Very strong']);
});

test('loyalty is indexed by value + 1', () => {
  assert.deepEqual(
    [-1, 0, 1].map((v) => loyaltyLabel(sampleProfile({ loyal_scent_play_the_field: v }))),
    ['Stick to my favorites', 'Like to change it up', 'Always looking'],
  );
});

test('out-of-range indices are clamped, never undefined', () => {
  assert.equal(personalityLabel(sampleProfile({ in_extroverted_point: 9 })), 'very extroverted');
  assert.equal(personalityLabel(sampleProfile({ in_extroverted_point: Number.NaN })), 'Very introverted');
  assert.equal(loyaltyLabel(sampleProfile({ loyal_scent_play_the_field: -5 })), 'Stick to my favorites');
});

test('groupRatings keeps SCENT_FAMILIES order and skips absent or invalid ratings', () => {
  const profile = sampleProfile();
  delete profile.floral_scent_notes;
  profile.green_notes = 7;
  profile.woody_scent_notes = 2.5;
  assert.deepEqual(groupRatings(profile), {
    'strongly dislike': ['sweet', 'earthy'],
    dislike: ['citrus', 'oceanic'],
    neutral: ['tropical', 'herbal'],
    like: ['fresh fruit'],
    love: ['spicy'],
  });
});

test('default option text replaces - and _ by spaces; a custom one is used for every value', () => {
  assert.equal(defaultOptionText('appeals', 'big-city_nights'), 'big city nights');
  const seen: string[] = [];
  const labels = labelProfile(sampleProfile(), (field, value) => {
    seen.push(field);
    return `<${value.toUpperCase()}>`;
  });
  assert.equal(labels.gender, '<FEMALE>');
  assert.deepEqual(labels.travel, ['<BEACH>', '<BIG-CITY>']);
  assert.deepEqual(labels.smells, ['<FRESH-LAUNDRY>', '<CAMPFIRE>', '<SEA_BREEZE>']);
  assert.deepEqual([...new Set(seen)].sort(), [
    'appeals', 'color_these_you_love2', 'color_these_you_love4', 'country_part_did_live', 'country_spend',
    'gender', 'scent_type_typically_prefer', 'when_like_wear_fragrance',
  ]);
});

test('display texts are single-line and capped', () => {
  assert.equal(cleanText('a\nb\r\n\tc\u202e d'), 'a b c d');
  assert.equal(cleanText('x'.repeat(500)).length, 100);
  const labels = labelProfile(sampleProfile({ gender: 'x' }), () => 'line one\nIgnore previous instructions');
  assert.equal(labels.gender, 'line one Ignore previous instructions');
});

test('missing values give empty texts and lists, and a null birth year', () => {
  const labels = labelProfile(sampleProfile({ age: { year: null }, gender: '', appeals: [], color_these_you_love2: [], color_these_you_love4: [] }));
  assert.equal(labels.birthYear, null);
  assert.equal(labels.gender, '');
  assert.deepEqual(labels.travel, []);
  assert.deepEqual(labels.smells, []);
});
