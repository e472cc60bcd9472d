/**
 * Hostile JSON *text* fragments. Text, not values: deep nesting would overflow JSON.stringify in the
 * test itself, and `__proto__` keys, duplicate keys and invalid JSON only exist as text.
 */
import fc from 'fast-check';

export const NASTY_STRINGS: readonly string[] = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', 'a\udc00b', '\ufeff', '\u202e', '\uffff', '🙂'.repeat(60),
  '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)',
  "' OR '1'='1' --", "'; DROP TABLE quiz_meta; --", '$where', '{"$gt":""}', '{{7*7}}', '${7*7}',
  '../../../etc/passwd', '%00', '%', 'null', 'undefined', 'NaN', '-1', '1e309', '__proto__', 'constructor',
  '*[_type=="quiz"]', 'female ', 'FEMALE', 'female\u0000', 'x'.repeat(201), 'ā'.repeat(150),
];

/** Text that is not JSON at all, or JSON that many parsers accept and this one must not. */
export const INVALID_JSON: readonly string[] = [
  'NaN', 'undefined', "'single'", '[1,]', '{"a":1,}', '01', '0x10', '"unterminated', '{', ']', '//c\n1',
  'True', '{"a" 1}', '{a:1}', '\u0000', '"\\x41"', '"\\u12"', '[1 2]', '{"a":1}{"b":2}', '+1', '.5',
];

/** Keys a well-meaning object merge would turn into prototype pollution, and other odd keys. */
export const NASTY_KEYS: readonly string[] = [
  '__proto__', 'constructor', 'prototype', '\\u005f_proto__', '$where', '', 'toString', 'hasOwnProperty',
  '\\u0000', '\\ud800', 'a'.repeat(1000), 'results', 'id', 'created_at',
];

const json = (value: unknown) => JSON.stringify(value);

const deepArrays = fc.integer({ min: 30, max: 30_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth));
const deepObjects = fc.integer({ min: 30, max: 12_000 }).map((depth) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth));
const hugeString = fc.integer({ min: 300, max: 100_000 }).map((length) => json('x'.repeat(length)));
const hugeArray = fc.tuple(fc.integer({ min: 21, max: 25_000 }), fc.constantFrom('"female"', '1', 'null', '{}'))
  .map(([length, item]) => `[${Array.from({ length }, () => item).join(',')}]`);
const protoObjects = fc.constantFrom(
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"\\u005f_proto__":{"polluted":true}}',
  '{"__proto__":null}',
  '[{"__proto__":{"isAdmin":true}}]',
);
const numbers = fc.constantFrom(
  '1e999', '-1e999', '-0', '0.1e-400', '123456789012345678901234567890', '9007199254740993', '1.0', '1.5',
  '-1', '1900.5', '2101', '1e2', '4', '5', '2147483648', '-2147483649',
);

/** One hostile JSON fragment (or not-JSON text): the value a mutation puts somewhere in a body. */
export const hostileFragment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...NASTY_STRINGS).map(json), weight: 4 },
  { arbitrary: fc.string({ maxLength: 40 }).map(json), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map(json), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }).map(json), weight: 3 },
  { arbitrary: numbers, weight: 2 },
  { arbitrary: fc.constantFrom('true', 'false', 'null', '{}', '[]', '[[]]', '""'), weight: 2 },
  { arbitrary: fc.constantFrom(...INVALID_JSON), weight: 2 },
  { arbitrary: deepArrays, weight: 1 },
  { arbitrary: deepObjects, weight: 1 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: hugeArray, weight: 1 },
  { arbitrary: protoObjects, weight: 2 },
);

export const hostileKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NASTY_KEYS),
  fc.string({ maxLength: 12 }).map((key) => json(key).slice(1, -1)),
);
