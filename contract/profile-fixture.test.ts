import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PROFILE_FIELDS, SCENT_FAMILIES, fieldsOfKind, requiredFields, type Profile } from './profile-fields.ts';
import { SAMPLE_ANSWERS, UNANSWERED, answersFor, profileFixture } from './profile-fixture.ts';

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

test('answersFor: the stored answers of a profile, one option alone where the step takes one', () => {
  const profile = profileFixture({ favorite_fragrances: [{ id: 'p1', family: 'Floral', subFamily: 'Rose' }] });
  const answers = answersFor(profile, (step) => step === 'gender' || step === 'color_these_you_love3');
  assert.equal(answers['year'], 1990);
  assert.equal(answers['gender'], 'female');
  assert.deepEqual(answers['appeals'], ['beach', 'big-city']);
  assert.equal(answers['color_these_you_love3'], '#000000', 'a single-answer step');
  assert.equal(answers['loyal_scent_play_the_field'], '1', 'a scale as its stored digits');
  assert.equal(answers['woody_scent_notes'], '5');
  assert.deepEqual(answers['favorite_fragrances'], [{ id: 'p1', family: 'Floral', sub_family: 'Rose' }]);
  for (const field of requiredFields(PROFILE_FIELDS).filter((name) => name !== 'age')) {
    assert.ok(PROFILE_FIELDS[field as keyof typeof PROFILE_FIELDS].step in answers, `${field} answered`);
  }
  assert.deepEqual(answersFor(profileFixture({}, UNANSWERED)), Object.fromEntries(
    fieldsOfKind(PROFILE_FIELDS, 'scale', 'count').map((field) => [field, String(profileFixture({}, UNANSWERED)[field as keyof Profile])]),
  ), 'a skipped quiz: only the scales and counts, at their defaults');
});
