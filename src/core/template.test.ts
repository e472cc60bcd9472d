import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fillTemplate, placeholdersOf } from './template.ts';

describe('fillTemplate', () => {
  it('fills every placeholder from the values', () => {
    assert.deepEqual(fillTemplate('Use a {credit} credit for a {size} bottle', { credit: '$25', size: 'full-size' }), { ok: true, text: 'Use a $25 credit for a full-size bottle' });
    assert.deepEqual(fillTemplate('No figures', {}), { ok: true, text: 'No figures' });
  });

  it('never fills half: a placeholder without a value makes it fail, naming the placeholder', () => {
    assert.deepEqual(fillTemplate('{price} and {credit}', { price: '$1' }), { ok: false, missing: 'credit' });
    assert.deepEqual(fillTemplate('{toString}', {}), { ok: false, missing: 'toString' }, 'only own values');
  });

  it('lists the placeholders a template uses', () => {
    assert.deepEqual(placeholdersOf('A {kitCredit} credit, {successRate}'), ['kitCredit', 'successRate']);
  });
});
