import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { median } from './median.ts';

describe('median', () => {
  it('takes the middle run of an odd count, whatever the order', () => {
    assert.equal(median([1.77, 0.97, 1.4]), 1.4);
  });

  it('averages the two middle runs of an even count', () => {
    assert.equal(median([4, 1, 3, 2]), 2.5);
  });

  it('leaves out a failed run (NaN) rather than counting it', () => {
    assert.equal(median([Number.NaN, 0.9, 1.1, 1]), 1);
  });

  it('is NaN when no run finished', () => {
    assert.ok(Number.isNaN(median([])));
    assert.ok(Number.isNaN(median([Number.NaN, Number.POSITIVE_INFINITY])));
  });
});
