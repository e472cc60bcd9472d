import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { toPayload } from './payload.ts';
import { completeAnswers } from './__fixtures__/quiz.ts';
import { isPlainObject } from './answers.ts';
import { MONTHS } from './constants.ts';

describe('toPayload', () => {
  it('transforms a complete quiz into the exact payload', () => {
    const { year: _year, month: _month, favorite_fragrances: _favourites, ...copied } = completeAnswers();
    assert.equal(copied['perfumes_usual_rotation'], '3', 'answers copied as stored');
    assert.deepEqual(toPayload(completeAnswers()), {
      ...copied,
      age: { year: '1990', month: '3' },
      yob: '1990',
      mob: '3',
      favorite_fragrances: [
        { fragrance: { id: 'chanel-no-5', value: 'No 5', image: '', family: 'Floral', subFamily: 'Aldehyde' } },
        { fragrance: { id: 'chloe-chloe', value: 'Chloé Eau de Parfum', image: '', family: 'Floral', subFamily: '' } },
      ],
    });
  });

  it('maps every month name, case-insensitively, to its number', () => {
    MONTHS.forEach((name, i) => {
      const expected = String(i + 1);
      assert.deepEqual(toPayload({ year: '1985', month: name }), { age: { year: '1985', month: expected }, yob: '1985', mob: expected });
      assert.equal(toPayload({ year: 1985, month: name.toUpperCase() }).mob, expected);
      assert.equal(toPayload({ year: 1985, month: ` ${name.toLowerCase()} ` }).mob, expected);
    });
  });

  it('keeps numeric months as they are, as strings', () => {
    assert.deepEqual(toPayload({ year: 2001, month: 7 }), { age: { year: '2001', month: '7' }, yob: '2001', mob: '7' });
    assert.deepEqual(toPayload({ year: '2001', month: '07' }), { age: { year: '2001', month: '07' }, yob: '2001', mob: '07' });
  });

  it('needs both year and month for the age fields, and never copies year or month', () => {
    assert.deepEqual(toPayload({ year: 1990 }), {});
    assert.deepEqual(toPayload({ month: 'January' }), {});
    assert.deepEqual(toPayload({ year: '', month: 'January', gender: 'Male' }), { gender: 'Male' });
    assert.deepEqual(toPayload({ year: 1990, month: null }), {});
    assert.deepEqual(toPayload({ year: [1990], month: 'May' }), {});
  });

  it('computed age wins over an answer stored under "age"', () => {
    assert.deepEqual(toPayload({ age: 'x', year: 1990, month: 'May' }), { age: { year: '1990', month: '5' }, yob: '1990', mob: '5' });
    assert.deepEqual(toPayload({ age: 'x' }), { age: 'x' });
  });

  it('drops favourite fragrances without a string id and omits an empty list', () => {
    assert.deepEqual(
      toPayload({
        favorite_fragrances: [
          { value: 'No id' },
          { id: 42, value: 'Numeric id' },
          { id: '', value: 'Empty id' },
          null,
          'x',
          { id: 'ok', value: 'Kept', image: 7, brand: 'B', family: 'Woody', subFamily: 'Spicy', extra: 1 },
        ],
      }),
      { favorite_fragrances: [{ fragrance: { id: 'ok', value: 'Kept', image: '', family: 'Woody', subFamily: 'Spicy' } }] },
    );
    assert.deepEqual(toPayload({ favorite_fragrances: [{ value: 'No id' }] }), {});
    assert.deepEqual(toPayload({ favorite_fragrances: [] }), {});
    assert.deepEqual(toPayload({ favorite_fragrances: 'chanel' }), {});
  });

  it('omits null, false, undefined and empty strings; keeps everything else as is', () => {
    const list = ['a'];
    const payload = toPayload({ a: null, b: false, c: undefined, d: '', e: 0, f: true, g: ' ', h: [], i: list });
    assert.deepEqual(payload, { e: 0, f: true, g: ' ', h: [], i: ['a'] });
    assert.equal(payload['i'], list);
  });

  it('gives {} for anything that is not a plain object', () => {
    for (const value of [null, undefined, 0, 'x', true, [], [{ year: 1990 }], new Date(), new Map(), () => 1]) {
      assert.deepEqual(toPayload(value), {});
    }
  });

  it('skips prototype-pollution keys', () => {
    const input = JSON.parse('{"__proto__":{"polluted":true},"constructor":"c","gender":"Male"}') as unknown;
    const payload = toPayload(input);
    assert.deepEqual(payload, { gender: 'Male' });
    assert.equal(Object.getPrototypeOf(payload), Object.prototype);
    assert.equal((Object.prototype as Record<string, unknown>)['polluted'], undefined);
  });

  it('survives a throwing getter', () => {
    const input = { gender: 'Male' };
    Object.defineProperty(input, 'boom', { enumerable: true, get: () => { throw new Error('boom'); } });
    assert.deepEqual(toPayload(input), {});
  });

  it('never throws and always returns a plain object (fc.anything, fc.jsonValue)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.jsonValue(), fc.object()), (value) => {
        const payload = toPayload(value);
        assert.ok(isPlainObject(payload));
        assert.equal(Object.getPrototypeOf(payload), Object.prototype);
        assert.ok(!('year' in payload && Object.hasOwn(payload, 'year')));
        assert.ok(!Object.hasOwn(payload, 'month'));
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps every value it copies non-empty (random answer-like objects)', () => {
    const valueArb = fc.oneof(fc.constantFrom(null, false, undefined, '', 0, true), fc.string(), fc.array(fc.string()));
    fc.assert(
      fc.property(fc.dictionary(fc.string(), valueArb), (answers) => {
        const payload = toPayload(answers);
        for (const [key, value] of Object.entries(payload)) {
          assert.ok(value !== null && value !== false && value !== undefined && value !== '', key);
        }
      }),
    );
  });
});
