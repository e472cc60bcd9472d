import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { localizeDocument } from '../../../src/content/localize.ts';
import { STAGING_STEPS } from '../quiz-steps.ts';
import type { QuizDoc } from '../sanity-types.ts';
import { MAIN_QUIZ } from '../datasets.ts';
import { EN_GB_STEPS, FR_CA_STEPS, type StepTranslations } from './quiz-steps.ts';
import { localizedSteps, translatedDocument, translationMetadata } from './translate.ts';

const translatedQuiz = (locale: 'fr-CA' | 'en-GB', steps: StepTranslations) =>
  translatedDocument(MAIN_QUIZ, { ...MAIN_QUIZ, steps: localizedSteps(MAIN_QUIZ.steps, locale, steps) }, locale) as Partial<QuizDoc> & { steps: QuizDoc['steps'] };

describe('the seed quiz in French and British English', () => {
  it('translates every step and every option into French', () => {
    const french = localizeDocument(MAIN_QUIZ, translatedQuiz('fr-CA', FR_CA_STEPS));
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
    const french = translatedQuiz('fr-CA', FR_CA_STEPS);
    const almost = french.steps.find((step) => step._key === 'step-almostthere');
    assert.equal(almost?.heading, 'Presque terminé\u202f!');
  });

  it('holds only the texts that differ, keyed like the base', () => {
    const british = translatedQuiz('en-GB', EN_GB_STEPS);
    assert.deepEqual(Object.keys(british).sort(), ['_id', '_type', 'language', 'steps']);
    const colours = british.steps.find((step) => step._key === 'step-colors');
    assert.deepEqual(colours, { _key: 'step-colors', _type: 'step', heading: 'Which colours do you love?' });
  });

  it('spells British English the British way and keeps the rest', () => {
    const british = localizeDocument(MAIN_QUIZ, translatedQuiz('en-GB', EN_GB_STEPS));
    const heading = (name: string) => british.steps.find((step) => step.name === name)?.heading;
    assert.equal(heading('colors'), 'Which colours do you love?');
    assert.equal(heading('gender'), 'How do you identify?');
  });

  it('refuses a translation of a step or option the quiz does not have', () => {
    assert.throws(() => localizedSteps(STAGING_STEPS, 'fr-CA', { nosuchstep: { heading: 'x' } }), /nosuchstep/);
    assert.throws(() => localizedSteps(STAGING_STEPS, 'fr-CA', { gender: { items: { robot: 'Robot' } } }), /gender has no option or wording robot/);
    assert.throws(() => localizedSteps(STAGING_STEPS, 'fr-CA', { email: { consentTexts: { 'consent-mars': 'x' } } }), /consent-mars/);
  });

  it('links the base and its translations the way the Studio plugin does', () => {
    const metadata = translationMetadata({ _id: 'quiz-main', _type: 'quiz' }, 'en-US', ['fr-CA', 'en-GB']);
    assert.deepEqual(metadata.schemaTypes, ['quiz']);
    assert.deepEqual(metadata.translations.map((entry) => [entry._key, entry.value._ref]),
      [['en-US', 'quiz-main'], ['fr-CA', 'quiz-main__i18n_fr-CA'], ['en-GB', 'quiz-main__i18n_en-GB']]);
  });
});
