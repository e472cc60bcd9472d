import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Profile } from '../contract/profile-fields.ts';
import { UNANSWERED, profileFixture } from '../contract/profile-fixture.ts';
import { DatasetStore } from './content/datasets.ts';
import type { SanityDocument } from './content/datasets.ts';
import { PROFILE_FIELDS } from '../contract/profile-fields.ts';
import { QuizOptions, checkProfileOptions, optionFieldsOf, optionTextIn, stepOptionsOf } from './quiz-options.ts';

const { single: SINGLE_OPTION_FIELDS, multiple: MULTIPLE_OPTION_FIELDS } = optionFieldsOf(PROFILE_FIELDS);
import { testConfig } from './test-support/app.ts';

function quiz(id: string, steps: unknown[]): SanityDocument {
  return { _id: id, _type: 'quiz', name: id, steps };
}
const step = (id: string, items: unknown[]) => ({ _key: id, id, name: id, type: 'select', items });
const item = (text: unknown, value: unknown) => ({ _key: String(value), text, value });

const DOCS: SanityDocument[] = [
  { _id: 'other', _type: 'marketing' },
  quiz('first', [
    step('gender', [item('Female', 'female'), item('Male', 'male')]),
    step('appeals', [item('Beaches', 'beach'), item('', 'desert'), item('Numbers', 7), { broken: true }, null]),
    step('color_these_you_love1', [item('black', '#000000')]),
    { id: 'no-items', name: 'x', type: 'transition' },
  ]),
  quiz('second', [step('gender', [item('Robot', 'robot')])]),
];

describe('quiz options', () => {
  it('maps the steps of the first quiz to their item values and texts', () => {
    const options = stepOptionsOf(DOCS);
    assert.deepEqual([...(options.get('gender')?.entries() ?? [])], [['female', 'Female'], ['male', 'Male']]);
    assert.deepEqual([...(options.get('appeals')?.entries() ?? [])], [['beach', 'Beaches'], ['desert', 'desert'], ['7', 'Numbers']]);
    assert.equal(options.has('no-items'), false);
    assert.equal(stepOptionsOf(null).size, 0);
    assert.equal(stepOptionsOf([]).size, 0);
  });

  it('accepts values of the matching step and empty answers; reports every other value with its path', () => {
    const options = stepOptionsOf(DOCS);
    const good: Profile = profileFixture({ gender: 'male', appeals: ['beach', '7'], color_these_you_love1: ['#000000'] }, UNANSWERED);
    assert.deepEqual(checkProfileOptions(good, options), []);
    assert.deepEqual(checkProfileOptions(profileFixture({}, UNANSWERED), options), [], 'an empty profile is fine');
    const bad = profileFixture({
      gender: 'robot', // an option of the second quiz only
      appeals: ['beach', 'female', ''],
      country_spend: 'x', // no such step in this quiz
      color_these_you_love1: ['#000'],
      when_like_wear_fragrance: ['daytime'],
    }, UNANSWERED);
    assert.deepEqual(checkProfileOptions(bad, options, '/results/0').map((d) => d.path), [
      '/results/0/gender',
      '/results/0/country_spend',
      '/results/0/appeals/1',
      '/results/0/appeals/2',
      '/results/0/when_like_wear_fragrance/0',
      '/results/0/color_these_you_love1/0',
    ]);
    const [gender, country] = checkProfileOptions(bad, options);
    assert.match(gender?.message ?? '', /options of the quiz step "gender"/);
    assert.match(country?.message ?? '', /no step "country_spend"/);
  });

  it('checks the option-valued fields of the contract', () => {
    assert.deepEqual([...SINGLE_OPTION_FIELDS], ['gender', 'country_spend', 'country_part_did_live']);
    assert.deepEqual([...MULTIPLE_OPTION_FIELDS], [
      'appeals', 'scent_type_typically_prefer', 'when_like_wear_fragrance',
      'color_these_you_love1', 'color_these_you_love2', 'color_these_you_love3', 'color_these_you_love4',
    ]);
  });

  it('gives the display text of a value, with the default text for unknown ones', () => {
    const options = stepOptionsOf(DOCS);
    assert.equal(optionTextIn(options, 'gender', 'female'), 'Female');
    assert.equal(optionTextIn(options, 'appeals', '7'), 'Numbers');
    assert.equal(optionTextIn(options, 'appeals', 'big-city_life'), 'big city life');
  });

  it('reads the dataset lazily, caches per documents array and re-reads after a reload', () => {
    let documents: SanityDocument[] | null = DOCS;
    let reads = 0;
    class Store extends DatasetStore {
      override get(): SanityDocument[] | null {
        reads += 1;
        return documents;
      }
    }
    const quizOptions = new QuizOptions(new Store('/nowhere'), 'staging');
    assert.equal(reads, 0);
    const first = quizOptions.current();
    assert.equal(quizOptions.current(), first, 'same documents, same options');
    assert.equal(quizOptions.optionText('gender', 'male'), 'Male');
    documents = [quiz('new', [step('gender', [item('Other', 'other')])])];
    assert.notEqual(quizOptions.current(), first);
    assert.equal(quizOptions.check(profileFixture({ gender: 'male' }, UNANSWERED)).length, 1);
    assert.equal(quizOptions.check(profileFixture({ gender: 'other' }, UNANSWERED)).length, 0);
    documents = null;
    assert.equal(quizOptions.check(profileFixture({ gender: 'other' }, UNANSWERED)).length, 1);
    assert.ok(reads >= 5);
  });

  it('finds every checked field in the shipped staging quiz', () => {
    const config = testConfig();
    const options = new QuizOptions(new DatasetStore(config.contentDir), config.contentDataset).current();
    for (const field of [...SINGLE_OPTION_FIELDS, ...MULTIPLE_OPTION_FIELDS]) {
      assert.ok((options.get(field)?.size ?? 0) > 0, `staging has options for ${field}`);
    }
  });
});
