import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { localizeDocument } from '../../../src/content/localize.ts';
import { STAGING_STEPS } from '../quiz-steps.ts';
import { EN_GB_STEPS, FR_CA_STEPS } from './quiz-steps.ts';
import { translatedQuiz, translationMetadata } from './translate.ts';

const base = { _id: 'quiz-main', steps: STAGING_STEPS };

describe('the seed quiz in French and British English', () => {
  it('translates every step and every option into French', () => {
    const french = localizeDocument(base, translatedQuiz(base, 'fr-CA', FR_CA_STEPS));
    for (const step of french.steps) {
      const original = STAGING_STEPS.find((candidate) => candidate._key === step._key)!;
      if (original.heading) assert.notEqual(step.heading, original.heading, `${step.name}'s heading`);
      for (const [index, item] of (step.items ?? []).entries()) {
        if (!/^\d$/.test(item.text)) assert.ok(FR_CA_STEPS[step.name]?.items?.[item.value], `${step.name}: ${item.value} has a French text`);
        assert.equal(item.value, original.items![index]!.value, 'answers stay language-neutral');
      }
    }
  });

  it('sets French typography', () => {
    const french = translatedQuiz(base, 'fr-CA', FR_CA_STEPS);
    const almost = french.steps.find((step) => step._key === 'step-almostthere');
    assert.equal(almost?.heading, 'Presque terminé\u202f!');
  });

  it('spells British English the British way and keeps the rest', () => {
    const british = localizeDocument(base, translatedQuiz(base, 'en-GB', EN_GB_STEPS));
    const heading = (name: string) => british.steps.find((step) => step.name === name)?.heading;
    assert.equal(heading('colors'), 'Which colours do you love?');
    assert.equal(heading('gender'), 'How do you identify?');
  });

  it('refuses a translation of a step the quiz does not have', () => {
    assert.throws(() => translatedQuiz(base, 'fr-CA', { nosuchstep: { heading: 'x' } }), /nosuchstep/);
  });

  it('links the base and its translations the way the Studio plugin does', () => {
    const metadata = translationMetadata('quiz-main', 'en-US', ['fr-CA', 'en-GB']);
    assert.deepEqual(metadata.translations.map((entry) => [entry._key, entry.value._ref]),
      [['en-US', 'quiz-main'], ['fr-CA', 'quiz-main__i18n_fr-CA'], ['en-GB', 'quiz-main__i18n_en-GB']]);
  });
});
