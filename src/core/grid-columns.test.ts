import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { balancedColumns } from './grid-columns.ts';

describe('balancedColumns', () => {
  it('fills the last row of the seed quiz grids', () => {
    assert.equal(balancedColumns(9, 4), 3, '9 colours on a phone: 3 + 3 + 3, not 4 + 4 + 1');
    assert.equal(balancedColumns(9, 9), 9, '9 colours on a wide screen: one row');
    assert.equal(balancedColumns(10, 5), 5, '10 places to grow up: 5 + 5, not 4 + 4 + 2');
    assert.equal(balancedColumns(6, 5), 3, '6 travel pictures: 3 + 3');
    assert.equal(balancedColumns(8, 5), 4, '8 smells: 4 + 4');
    assert.equal(balancedColumns(7, 5), 4, '7 occasions: 4 + 3');
  });

  it('prefers more columns on a tie and never exceeds the items', () => {
    assert.equal(balancedColumns(4, 5), 4);
    assert.equal(balancedColumns(3, 5), 3);
    assert.equal(balancedColumns(2, 2), 2);
    assert.equal(balancedColumns(5, 2), 2);
  });

  it('gives at least one column for odd input', () => {
    assert.equal(balancedColumns(0, 4), 1);
    assert.equal(balancedColumns(3, 0), 1);
    assert.equal(balancedColumns(Number.NaN, 3) >= 1, true);
  });
});
