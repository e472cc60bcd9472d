import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PROFILE_FIELDS, SCENT_FAMILIES, requiredFields } from './profile-fields.ts';
import { SAMPLE_ANSWERS, profileFixture } from './profile-fixture.ts';

test('the answered profile has every field, every rating, the sample choices and palette colours', () => {
  const profile = profileFixture();
  assert.deepEqual(Object.keys(profile).sort(), Object.keys(PROFILE_FIELDS).sort());
  for (const { field } of SCENT_FAMILIES) assert.equal(profile[field], SAMPLE_ANSWERS[field]);
  assert.equal(profile.gender, 'female');
  assert.deepEqual(profile.appeals, ['beach', 'big-city']);
  assert.deepEqual(profile.color_these_you_love1, ['#000000', '#7BB0FF']);
  assert.deepEqual(profile.favorite_fragrances, []);
});

test('the unanswered profile: nothing chosen or rated, every scale at its middle option', () => {
  const profile = profileFixture({}, { answered: false });
  assert.deepEqual(Object.keys(profile).sort(), requiredFields(PROFILE_FIELDS).sort(), 'no rating present');
  assert.deepEqual(profile.age, { year: null });
  assert.equal(profile.gender, '');
  assert.deepEqual(profile.when_like_wear_fragrance, []);
  assert.deepEqual(
    [profile.in_extroverted_point, profile.often_wear_fragrance, profile.subtle_strong_scrent, profile.loyal_scent_play_the_field, profile.perfumes_usual_rotation],
    [2, 2, 2, 0, 0],
  );
});

test('choices and overrides', () => {
  const profile = profileFixture({ woody_scent_notes: 1 }, { choices: (field) => [`${field}-a`, `${field}-b`, `${field}-c`] });
  assert.equal(profile.gender, 'gender-a');
  assert.deepEqual(profile.color_these_you_love3, ['color_these_you_love3-a', 'color_these_you_love3-b']);
  assert.equal(profile.woody_scent_notes, 1);
});
