import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { ageAnswerLabel, monthNumber } from './age-answer.ts';
import { completeAnswers } from './__fixtures__/quiz.ts';

describe('monthNumber / ageAnswerLabel', () => {
  it('monthNumber', () => {
    assert.equal(monthNumber('December'), '12');
    assert.equal(monthNumber('march'), '3');
    assert.equal(monthNumber(4), '4');
    assert.equal(monthNumber('4'), '4');
    assert.equal(monthNumber(''), null);
    assert.equal(monthNumber(null), null);
    assert.equal(monthNumber(Number.NaN), null);
  });
  it('ageAnswerLabel gives "year/month-number" for tracking', () => {
    assert.equal(ageAnswerLabel({ year: 1990, month: 'January' }), '1990/1');
    assert.equal(ageAnswerLabel({ year: '1975', month: 'october' }), '1975/10');
    assert.equal(ageAnswerLabel({ year: 1975, month: 11 }), '1975/11');
    assert.equal(ageAnswerLabel(completeAnswers()), '1990/3');
    assert.equal(ageAnswerLabel({ year: 1975 }), '');
    assert.equal(ageAnswerLabel(null), '');
    fc.assert(fc.property(fc.anything(), (value) => typeof ageAnswerLabel(value) === 'string'));
  });
});
