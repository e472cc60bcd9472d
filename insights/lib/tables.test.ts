import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { kitTable } from './tables.ts';

describe('kit scents table', () => {
  const scents = [{ id: 'amber', name: 'Amber Dusk', shipped: 3 }];
  it('says whether the kits are what was written to the Shopify orders or the server\'s computation', () => {
    assert.match(kitTable({ orders: 3, written: 0, scents }).caption, /3 attributed kit orders; kit scents from the server/);
    assert.match(kitTable({ orders: 3, written: 3, scents }).caption, /as written to the Shopify orders\)$/);
    assert.match(kitTable({ orders: 3, written: 2, scents }).caption, /2 as written to the Shopify orders, the rest from the server/);
  });
});
