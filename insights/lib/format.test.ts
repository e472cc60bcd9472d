import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseCsv, toCsv } from './csv.ts';
import { difference, duration, interval, NOT_ENOUGH_DATA, percent, revenue } from './format.ts';
import { familyLabel } from './tables.ts';

describe('insights formatting', () => {
  it('writes shares, intervals, differences, durations and revenue as the page shows them', () => {
    assert.equal(percent(0.74074), '74.1 %');
    assert.equal(percent(null), '—');
    assert.equal(interval({ low: 0.150452, high: 0.260855 }), '15.0 – 26.1 %');
    assert.equal(difference({ difference: 0.1, z: 2.159, pValue: 0.030846 }, false, true), '10.0 points higher (p = 0.031)');
    assert.equal(difference({ difference: -0.05, z: -1, pValue: 0.0004 }, false, true), '5.0 points lower (p < 0.001)');
    assert.equal(difference(null, false, false), NOT_ENOUGH_DATA);
    assert.equal(difference(null, true, true), '—');
    assert.equal(duration(360), '6 min 0 s');
    assert.equal(duration(42.4), '42 s');
    assert.equal(revenue([{ currency: 'EUR', amount: '2455.90' }, { currency: 'USD', amount: '5.00' }]), '€2,455.90 + $5.00');
    assert.equal(familyLabel('warm_spicy_scent_notes'), 'spicy');
  });

  it('CSV: quotes what needs quoting, defuses formulas, and parses back to the same cells', () => {
    const table = { data: { columns: ['Name', 'Count'], rows: [['Eau "de" Parfum, 50 ml', 1024], ['=HYPERLINK("x")', '-3'], ['rate', 0.1 + 0.2], ['none', null]] } };
    const csv = toCsv(table);
    assert.equal(csv.split('\r\n')[1], '"Eau ""de"" Parfum, 50 ml",1024', 'numbers stay machine-readable');
    assert.deepEqual(parseCsv(csv), [['Name', 'Count'], ['Eau "de" Parfum, 50 ml', '1024'], ["'=HYPERLINK(\"x\")", "'-3"], ['rate', '0.3'], ['none', '']]);
  });
});
