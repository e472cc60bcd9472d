/**
 * With the translated seed loaded, the server validates answers, labels steps and reads the kit variant
 * from the base quiz exactly as before, even when a translation comes first in the dataset (as a
 * document published later may).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { isBaseDocument } from '../../contract/translations.ts';
import { quizStepsOf } from '../event-steps.ts';
import { KitVariantSource } from '../kit/kit-variants.ts';
import { stepOptionsOf } from '../quiz-options.ts';
import { questionTextsOf } from '../routes/insights-questions.ts';
import { baseQuiz } from './base-quiz.ts';
import type { DatasetStore} from './datasets.ts';
import { parseNdjson, type SanityDocument } from './datasets.ts';

const CONTENT_DIR = join(import.meta.dirname, '..', '..', 'content');
const seed = parseNdjson(readFileSync(join(CONTENT_DIR, 'staging', 'data.ndjson'), 'utf8'), 'staging');
const baseOnly = seed.filter(isBaseDocument);
/** The translations first: a reader taking the first quiz it meets would read French or British texts. */
const translationsFirst = [...seed.filter((document) => !isBaseDocument(document)), ...baseOnly];

describe('server readers of the quiz with translations in the dataset', () => {
  it('the seed does hold translations of the quiz', () => {
    assert.ok(translationsFirst[0]?._type === 'quiz' && translationsFirst[0].language, 'a translated quiz comes first');
  });

  it('takes the base quiz', () => {
    assert.equal(baseQuiz(translationsFirst)?._id, 'quiz-main');
  });

  it('validates answers against the same options, labelled in the base language', () => {
    const options = stepOptionsOf(translationsFirst);
    assert.deepEqual(options, stepOptionsOf(baseOnly));
    assert.equal(options.get('gender')?.get('female'), 'Female');
  });

  it('names steps and insights questions as before', () => {
    assert.deepEqual(quizStepsOf(translationsFirst), quizStepsOf(baseOnly));
    const questions = questionTextsOf(translationsFirst);
    assert.deepEqual(questions, questionTextsOf(baseOnly));
    assert.equal(questions.get('gender')?.heading, 'How do you identify?');
  });

  it('reads the kit variants of base quizzes only', () => {
    const datasets = { get: () => translationsFirst } as unknown as DatasetStore;
    const translatedVariant: SanityDocument = { _id: 'quiz-main__i18n_xx', _type: 'quiz', language: 'fr-CA', quizResult: { shopifyVariantId: '999' } };
    const withStray = { get: () => [translatedVariant, ...translationsFirst] } as unknown as DatasetStore;
    assert.deepEqual([...new KitVariantSource(withStray, 'staging').current()], [...new KitVariantSource(datasets, 'staging').current()]);
    assert.ok(!new KitVariantSource(withStray, 'staging').current().has('999'));
  });
});
