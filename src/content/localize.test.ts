import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { localizeDocument } from './localize.ts';

const base = {
  _id: 'quiz-main', name: 'Fragrance Finder',
  steps: [
    { _key: 'step-gender', id: 'gender', name: 'gender', heading: 'How do you identify?', subHeading: 'Just to learn.',
      labelRange: ['Never', 'Always'],
      items: [{ _key: 'g-f', text: 'Female', value: 'female' }, { _key: 'g-m', text: 'Male', value: 'male' }] },
    { _key: 'step-age', id: 'age', name: 'age', heading: 'When were you born?' },
  ],
};

describe('a translated document over its base', () => {
  it('shows the translation\'s text where it has one and the base text elsewhere', () => {
    const french = {
      _id: 'quiz-main__i18n_fr-CA', language: 'fr-CA', name: 'renamed',
      steps: [{ _key: 'step-gender', heading: 'Comment vous identifiez-vous ?', subHeading: '  ', labelRange: ['Jamais'],
        items: [{ _key: 'g-m', text: 'Homme', value: 'homme' }] }],
    };
    const shown = localizeDocument(base, french);
    assert.equal(shown.steps[0]!.heading, 'Comment vous identifiez-vous ?');
    assert.equal(shown.steps[0]!.subHeading, 'Just to learn.', 'an empty translation falls back');
    assert.deepEqual(shown.steps[0]!.labelRange, ['Jamais', 'Always']);
    assert.deepEqual(shown.steps[0]!.items.map((item) => [item.text, item.value]), [['Female', 'female'], ['Homme', 'male']]);
    assert.equal(shown.steps[1]!.heading, 'When were you born?', 'a step the translation lacks stays');
    assert.equal(shown.name, 'Fragrance Finder', 'identity fields are never translated');
    assert.equal(shown._id, 'quiz-main');
  });

  it('keeps the base structure whatever the translation holds', () => {
    assert.deepEqual(localizeDocument(base, { steps: 'nonsense' }), base);
    assert.deepEqual(localizeDocument(base, undefined), base);
    assert.equal(localizeDocument(base, { steps: [{ _key: 'step-new', heading: 'Extra' }] }).steps.length, 2);
  });
});
