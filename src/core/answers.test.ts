import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { canProceed, hasAnswer, hasAnyAnswer, isEmptyAnswer, isPlainObject, parseStoredAnswers } from './answers.ts';
import { chanel, completeAnswers, makeStep } from './__fixtures__/quiz.ts';

describe('isEmptyAnswer', () => {
  it('treats null, undefined, false, empty string and empty array as empty', () => {
    for (const value of [null, undefined, false, '', []]) assert.equal(isEmptyAnswer(value), true, String(value));
  });
  it('treats everything else as an answer, 0 and whitespace included', () => {
    for (const value of [0, '0', ' ', true, 'x', ['a'], [chanel], {}, 1990]) {
      assert.equal(isEmptyAnswer(value), false, JSON.stringify(value));
    }
  });
});

describe('hasAnswer / canProceed', () => {
  const gender = makeStep({ id: 'gender', name: 'Gender', type: 'select' });
  const optional = makeStep({ id: 'appeals', name: 'Travel', type: 'image', canNext: true });
  const age = makeStep({ id: 'age', name: 'Age', type: 'age' });

  it('uses answers[step.id]', () => {
    assert.equal(hasAnswer(gender, { gender: 'Female' }), true);
    assert.equal(hasAnswer(gender, { gender: '' }), false);
    assert.equal(hasAnswer(gender, {}), false);
    assert.equal(hasAnswer(optional, { appeals: [] }), false);
    assert.equal(hasAnswer(optional, { appeals: ['beach'] }), true);
  });
  it('needs both year and month on age steps, whatever the step id holds', () => {
    assert.equal(hasAnswer(age, { year: 1990, month: 'January' }), true);
    assert.equal(hasAnswer(age, { year: '1990', month: '1' }), true);
    assert.equal(hasAnswer(age, { year: 1990 }), false);
    assert.equal(hasAnswer(age, { month: 'January' }), false);
    assert.equal(hasAnswer(age, { age: 'x', year: '', month: 'May' }), false);
  });
  it('lets a step proceed when answered or when canNext is true', () => {
    assert.equal(canProceed(gender, {}), false);
    assert.equal(canProceed(gender, { gender: 'Male' }), true);
    assert.equal(canProceed(optional, {}), true);
    assert.equal(canProceed(age, { year: 1990, month: 'March' }), true);
  });
  it('hasAnyAnswer ignores empty values', () => {
    assert.equal(hasAnyAnswer({}), false);
    assert.equal(hasAnyAnswer({ gender: '', appeals: [], x: null, y: false }), false);
    assert.equal(hasAnyAnswer({ gender: '', year: 1990 }), true);
  });
});

describe('parseStoredAnswers', () => {
  it('gives an empty answer set when nothing is stored', () => {
    assert.deepEqual(parseStoredAnswers(null), { ok: true, value: {} });
  });

  it('round-trips a complete answer set', () => {
    const answers = completeAnswers();
    assert.deepEqual(parseStoredAnswers(JSON.stringify(answers)), { ok: true, value: answers });
  });

  it('accepts strings, numbers, booleans, null and empty arrays', () => {
    const raw = '{"a":"x","b":2,"c":true,"d":false,"e":null,"f":[],"g":["#FFFFFF"]}';
    assert.deepEqual(parseStoredAnswers(raw), {
      ok: true,
      value: { a: 'x', b: 2, c: true, d: false, e: null, f: [], g: ['#FFFFFF'] },
    });
  });

  it('reduces fragrance objects to the catalogue fields, missing text fields becoming empty', () => {
    const raw = JSON.stringify({
      favorite_fragrances: [
        { id: 'a', value: 'Alpha', brand: 'B', family: 'Floral', sub_family: 'Fruity', notes: ['Rose'], rating: 4 },
        { id: 'b', value: 'Beta', image: null },
      ],
    });
    assert.deepEqual(parseStoredAnswers(raw), {
      ok: true,
      value: {
        favorite_fragrances: [
          { id: 'a', value: 'Alpha', image: '', brand: 'B', family: 'Floral', sub_family: 'Fruity' },
          { id: 'b', value: 'Beta', image: '', brand: '', family: '', sub_family: '' },
        ],
      },
    });
  });

  const rejected: Array<[string, string]> = [
    ['not JSON', '{oops'],
    ['empty string', ''],
    ['a top-level array', '[]'],
    ['a top-level string', '"x"'],
    ['top-level null', 'null'],
    ['a number', '42'],
    ['a nested object value', '{"a":{"b":1}}'],
    ['an array of numbers', '{"a":[1,2]}'],
    ['a mixed array', '{"a":["x",{"id":"i","value":"v"}]}'],
    ['nested arrays', '{"a":[["x"]]}'],
    ['an array with null', '{"a":["x",null]}'],
    ['a fragrance without id', '{"f":[{"value":"v"}]}'],
    ['a fragrance with a numeric id', '{"f":[{"id":3,"value":"v"}]}'],
    ['a fragrance without value', '{"f":[{"id":"i"}]}'],
    ['a fragrance with a non-string brand', '{"f":[{"id":"i","value":"v","brand":{}}]}'],
    ['__proto__ at the top', '{"__proto__":{"polluted":true}}'],
    ['constructor at the top', '{"constructor":"x"}'],
    ['prototype at the top', '{"prototype":"x"}'],
    ['__proto__ inside a fragrance', '{"f":[{"id":"i","value":"v","__proto__":{"polluted":true}}]}'],
  ];
  for (const [what, raw] of rejected) {
    it(`rejects ${what} with a message`, () => {
      const result = parseStoredAnswers(raw);
      assert.equal(result.ok, false);
      if (!result.ok) assert.ok(result.error.length > 0);
    });
  }

  it('never pollutes Object.prototype', () => {
    parseStoredAnswers('{"__proto__":{"polluted":true},"a":"b"}');
    assert.equal((Object.prototype as Record<string, unknown>)['polluted'], undefined);
  });

  it('never throws on any string and always returns a Result', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.json()), (raw) => {
        const result = parseStoredAnswers(raw);
        if (result.ok) assert.ok(isPlainObject(result.value));
        else assert.equal(typeof result.error, 'string');
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary JSON values and accepts exactly the plain answer objects it can rebuild', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = parseStoredAnswers(JSON.stringify(value));
        if (result.ok) assert.deepEqual(parseStoredAnswers(JSON.stringify(result.value)), result);
      }),
      { numRuns: 500 },
    );
  });

  it('accepts every well-formed answer object unchanged', () => {
    const key = fc.string().filter((k) => !['__proto__', 'constructor', 'prototype'].includes(k));
    const fragranceArb = fc.record({
      id: fc.string({ minLength: 1 }),
      value: fc.string(),
      image: fc.string(),
      brand: fc.string(),
      family: fc.string(),
      sub_family: fc.string(),
    }, { noNullPrototype: true });
    const valueArb = fc.oneof(
      fc.string(),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => (Object.is(n, -0) ? 0 : n)),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string()),
      fc.array(fragranceArb, { minLength: 1, maxLength: 4 }),
    );
    fc.assert(
      fc.property(fc.dictionary(key, valueArb, { noNullPrototype: true }), (answers) => {
        assert.deepEqual(parseStoredAnswers(JSON.stringify(answers)), { ok: true, value: answers });
      }),
      { numRuns: 300 },
    );
  });

  it('does not throw on deeply nested input', () => {
    const raw = `{"a":${'['.repeat(100000)}${']'.repeat(100000)}}`;
    assert.equal(parseStoredAnswers(raw).ok, false);
  });
});
