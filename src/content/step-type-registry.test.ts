/**
 * Adding a step type is one entry in contract/step-types.ts (plus its component): this declares such an
 * entry in a copy of the registry and checks that the content check, navigation and the Studio's type list
 * pick it up (docs/architecture.md "Add a question type"), and that the seed's questions block Next.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { PROFILE_FIELDS } from '../../contract/profile-fields.ts';
import { STEP_TYPE_CONTENT, STEP_TYPE_REGISTRY, stepTypeOptions } from '../../contract/step-types.ts';
import type { StepTypeSpec } from '../../contract/step-types.ts';
import { isQuestionStep } from '../core/navigation.ts';
import { normalizeQuiz } from './normalize.ts';

const BASE = 'https://shop.example/';
const SLIDER: StepTypeSpec = { answer: 'always', chunk: 'own' };
/** The registry with one more type. */
const EXTENDED = { ...STEP_TYPE_REGISTRY, slider: SLIDER } as const;
const EXTENDED_CONTENT = { ...STEP_TYPE_CONTENT, slider: { stored: 'Slider', hasItems: true, title: 'Slider (drag to a value)' } } as const;

const quizWith = (type: string) => [{ _id: 'q', name: 'Quiz', steps: [
  { id: 'warmth', name: 'warmth', type, items: [{ _key: 'a', text: 'Cool', value: '0' }, { _key: 'b', text: 'Warm', value: '1' }] },
] }];

describe('a step type declared only in a copy of the registry', () => {
  it('is kept by the content check, which drops it without the entry', () => {
    const extended = normalizeQuiz(quizWith('Slider'), BASE, EXTENDED);
    assert.deepEqual(extended?.problems, []);
    assert.equal(extended?.value.steps[0]?.type, 'slider');
    const plain = normalizeQuiz(quizWith('Slider'), BASE);
    assert.deepEqual(plain?.value.steps, []);
    assert.deepEqual(plain?.problems, ['step "warmth" dropped: unknown type "slider"']);
  });

  it('is a question that blocks Next when required and unanswered', () => {
    const [step] = normalizeQuiz(quizWith('Slider'), BASE, EXTENDED)!.value.steps;
    assert.equal(isQuestionStep(step!, EXTENDED), true);
    assert.equal(isQuestionStep(step!, { ...EXTENDED, slider: { ...SLIDER, answer: 'never' } }), false);
  });

  it('is offered in the Studio with its title and stored value', () => {
    const options = stepTypeOptions(EXTENDED_CONTENT);
    assert.deepEqual(options.at(-1), { value: 'Slider', title: 'Slider (drag to a value)' });
    assert.equal(options.length, stepTypeOptions(STEP_TYPE_CONTENT).length + 1);
  });
});

describe('the seed quiz', () => {
  const documents = readFileSync(new URL('../../content/staging/data.ndjson', import.meta.url), 'utf8')
    .trim().split('\n').map((line) => JSON.parse(line) as { _type: string });
  const steps = normalizeQuiz([documents.find((document) => document._type === 'quiz')], BASE)!.value.steps;
  const readSteps: ReadonlySet<string> = new Set(Object.values(PROFILE_FIELDS).map((field) => field.step));

  it('asks a question in every step a profile field reads, colour swatches included', () => {
    const read = steps.filter((step) => readSteps.has(step.id));
    assert.equal(read.length, readSteps.size);
    assert.ok(read.some((step) => step.type === 'color'));
    for (const step of read) assert.equal(isQuestionStep(step), true, `${step.name} (${step.type})`);
  });
});
