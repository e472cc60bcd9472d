import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fillTemplate, placeholdersOf, withoutPlaceholders } from './template.ts';

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

describe('withoutPlaceholders', () => {
  const prices = new Set(['price', 'kitPrice', 'credit']);
  it('drops a figure at either end with what joins it', () => {
    assert.equal(withoutPlaceholders('Add to cart · {kitPrice}', prices), 'Add to cart');
    assert.equal(withoutPlaceholders('ADD TO CART - {price}', prices), 'ADD TO CART');
    assert.equal(withoutPlaceholders('{price} – Ajouter au panier', prices), 'Ajouter au panier');
    assert.equal(withoutPlaceholders('Buy {productName} · {price}', prices), 'Buy {productName}');
  });

  it('gives up on a figure inside the sentence, or when nothing is left', () => {
    assert.equal(withoutPlaceholders('Use a {credit} credit for a bottle', prices), null);
    assert.equal(withoutPlaceholders('{price}', prices), null);
  });
});
