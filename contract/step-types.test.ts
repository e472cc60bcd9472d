import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STEP_TYPES } from './content-documents.ts';
import { STEP_TYPE_CONTENT, STEP_TYPE_REGISTRY, holdsAnswer, stepTypeIn, storedStepTypes } from './step-types.ts';

describe('the step-type registry', () => {
  it('names each type by its stored value in lowercase, which the content documents list', () => {
    assert.deepEqual(Object.keys(STEP_TYPE_CONTENT), Object.keys(STEP_TYPE_REGISTRY));
    for (const [type, spec] of Object.entries(STEP_TYPE_CONTENT)) assert.equal(spec.stored.toLowerCase(), type);
    assert.deepEqual(STEP_TYPES, storedStepTypes(STEP_TYPE_CONTENT));
  });

  it('finds a stored type in any case and nothing it does not declare', () => {
    assert.equal(stepTypeIn(STEP_TYPE_REGISTRY, 'Landing'), 'landing');
    assert.equal(stepTypeIn(STEP_TYPE_REGISTRY, 'SELECT'), 'select');
    assert.equal(stepTypeIn(STEP_TYPE_REGISTRY, 'hologram'), undefined);
    assert.equal(stepTypeIn(STEP_TYPE_REGISTRY, 'constructor'), undefined);
  });

  it('says which steps hold an answer: image cards do, an image without items does not', () => {
    assert.equal(holdsAnswer(STEP_TYPE_REGISTRY, 'color', 0), true);
    assert.equal(holdsAnswer(STEP_TYPE_REGISTRY, 'image', 3), true);
    assert.equal(holdsAnswer(STEP_TYPE_REGISTRY, 'image', 0), false);
    assert.equal(holdsAnswer(STEP_TYPE_REGISTRY, 'cta', 0), false);
    assert.equal(holdsAnswer(STEP_TYPE_REGISTRY, 'toString', 0), false);
  });
});
