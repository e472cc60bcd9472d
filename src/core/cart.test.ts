import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CART_STORAGE_KEY, MAX_CART_TOKEN_LENGTH, parseCartToken, readCartToken } from './cart.ts';

function storageWith(value: string | null): Pick<Storage, 'getItem'> {
  return { getItem: (key) => (key === CART_STORAGE_KEY ? value : null) };
}

describe('parseCartToken', () => {
  it('reads the token field of the cart entry', () => {
    assert.deepEqual(parseCartToken('{"token":"c1-abc123","item_count":2}'), { ok: true, value: 'c1-abc123' });
    assert.deepEqual(parseCartToken('{"token":"  spaced  "}'), { ok: true, value: 'spaced' });
  });

  it('gives an empty token when there is no entry or no usable token', () => {
    for (const raw of [null, undefined, '', '   ', '{}', '{"token":42}', '{"token":null}', '[{"token":"x"}]', '"token"', '7', 'null', '{"token":""}']) {
      assert.deepEqual(parseCartToken(raw), { ok: true, value: '' }, String(raw));
    }
  });

  it('drops tokens the backend would reject: too long, NUL, unpaired surrogates', () => {
    assert.deepEqual(parseCartToken(JSON.stringify({ token: 'x'.repeat(MAX_CART_TOKEN_LENGTH) })), { ok: true, value: 'x'.repeat(MAX_CART_TOKEN_LENGTH) });
    assert.deepEqual(parseCartToken(JSON.stringify({ token: 'x'.repeat(MAX_CART_TOKEN_LENGTH + 1) })), { ok: true, value: '' });
    assert.deepEqual(parseCartToken(JSON.stringify({ token: 'a\u0000b' })), { ok: true, value: '' });
    assert.deepEqual(parseCartToken('{"token":"a\\ud800b"}'), { ok: true, value: '' });
    assert.deepEqual(parseCartToken(JSON.stringify({ token: 'flower-💐' })), { ok: true, value: 'flower-💐' });
  });

  it('reports an entry that is not JSON', () => {
    const result = parseCartToken('{not json');
    assert.equal(result.ok, false);
  });

  it('does not let a __proto__ key smuggle a token in', () => {
    assert.deepEqual(parseCartToken('{"__proto__":{"token":"evil"}}'), { ok: true, value: '' });
  });
});

describe('readCartToken', () => {
  it('reads from the given storage', () => {
    assert.equal(readCartToken(storageWith('{"token":"abc"}')), 'abc');
    assert.equal(readCartToken(storageWith(null)), '');
  });

  it('logs and returns an empty token for garbage, never throws', (t) => {
    const error = t.mock.method(console, 'error', () => undefined);
    assert.equal(readCartToken(storageWith('garbage{')), '');
    assert.equal(error.mock.callCount(), 1);
    const throwing: Pick<Storage, 'getItem'> = { getItem: () => { throw new Error('SecurityError'); } };
    assert.equal(readCartToken(throwing), '');
  });
});
