import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { schedule } from './format.ts';
import { kitTable } from './tables.ts';

describe('kit scents table', () => {
  const scents = [{ id: 'amber', name: 'Amber Dusk', shipped: 3 }];
  it('says whether the kits are what was written to the Shopify orders or the server\'s computation', () => {
    assert.match(kitTable({ orders: 3, written: 0, scents }).caption, /3 attributed kit orders; kit scents from the server/);
    assert.match(kitTable({ orders: 3, written: 3, scents }).caption, /as written to the Shopify orders\)$/);
    assert.match(kitTable({ orders: 3, written: 2, scents }).caption, /2 as written to the Shopify orders, the rest from the server/);
  });
});

describe('a variant\'s schedule in words', () => {
  it('names its status, dates and weight', () => {
    assert.equal(schedule({ status: 'running', weight: 50, start: '2026-11-01T00:00:00Z', stop: null }), 'running since 1 Nov 2026, weight 50');
    assert.equal(schedule({ status: 'running', weight: 5, start: null, stop: '2026-12-24T00:00:00Z' }), 'running until 24 Dec 2026, weight 5');
    assert.equal(schedule({ status: 'scheduled', weight: 25, start: '2026-12-01T00:00:00Z', stop: null }), 'starts 1 Dec 2026, weight 25');
    assert.equal(schedule({ status: 'stopped', weight: 25, start: null, stop: '2026-11-20T00:00:00Z' }), 'stopped 20 Nov 2026');
    assert.equal(schedule({ status: 'paused', weight: 0, start: null, stop: null }), 'paused (weight 0)');
    assert.equal(schedule({ status: 'not in test', weight: 0, start: null, stop: null }), 'not in the test');
    assert.equal(schedule({ status: 'unscheduled', weight: null, start: null, stop: null }), 'set by the page');
  });
});
