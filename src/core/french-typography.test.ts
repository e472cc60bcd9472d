import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { frenchTypography } from './french-typography.ts';

describe('French typography', () => {
  it('keeps the sign on the line of its word', () => {
    assert.equal(frenchTypography('Presque terminé !'), 'Presque terminé\u202f!');
    assert.equal(frenchTypography('Où avez-vous grandi?'), 'Où avez-vous grandi\u202f?');
    assert.equal(frenchTypography('Taux de réussite : 89 %'), 'Taux de réussite\u00a0: 89\u00a0%');
    assert.equal(frenchTypography('« la science »'), '«\u00a0la science\u00a0»');
  });

  it('is idempotent and leaves links and times alone', () => {
    const once = frenchTypography('Écrivez-nous : https://exemple.ca ; à 10:30 !');
    assert.equal(frenchTypography(once), once);
    assert.match(once, /https:\/\/exemple\.ca/);
    assert.match(once, /10:30/);
  });
});
