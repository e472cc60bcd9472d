import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token.ts';

describe('unsubscribe tokens', () => {
  const id = '0b7e6a52-1c1f-4c39-9a3e-3b0f5f1d2a10';
  it('a signed token names its opt-in; altered, foreign or malformed ones name none', () => {
    const token = signUnsubscribe('key-1', id);
    assert.equal(verifyUnsubscribe('key-1', token), id);
    assert.equal(verifyUnsubscribe('key-2', token), null, 'another key');
    assert.equal(verifyUnsubscribe('key-1', token.replace(id, '1b7e6a52-1c1f-4c39-9a3e-3b0f5f1d2a10')), null, 'another id');
    for (const bad of [undefined, '', id, `${id}.`, '.abc', 'x'.repeat(300), 42]) assert.equal(verifyUnsubscribe('key-1', bad), null, String(bad));
  });
});
