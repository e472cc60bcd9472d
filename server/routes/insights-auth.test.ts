import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSessionValue, readCookie, sessionCookie, sessionIsValid, SESSION_TTL_MS, tokenMatches } from './insights-auth.ts';

describe('insights session', () => {
  const token = 'merchant-secret-token';

  it('accepts the token and nothing else', () => {
    assert.equal(tokenMatches(token, token), true);
    assert.equal(tokenMatches(`${token}x`, token), false);
    assert.equal(tokenMatches('', token), false);
    assert.equal(tokenMatches(undefined, token), false);
  });

  it('a session made with the token is valid until it expires, and not under another token', () => {
    const now = 1_800_000_000_000;
    const value = createSessionValue(token, now);
    assert.equal(sessionIsValid(value, token, now + 1000), true);
    assert.equal(sessionIsValid(value, token, now + SESSION_TTL_MS + 1), false);
    assert.equal(sessionIsValid(value, 'rotated-token', now + 1000), false);
  });

  it('a forged or tampered session is refused', () => {
    const now = 1_800_000_000_000;
    const [expiry, mac] = createSessionValue(token, now).split('.') as [string, string];
    assert.equal(sessionIsValid(`${Number(expiry) + 1000}.${mac}`, token, now), false);
    assert.equal(sessionIsValid(`${expiry}.${'A'.repeat(43)}`, token, now), false);
    assert.equal(sessionIsValid('garbage', token, now), false);
    assert.equal(sessionIsValid(undefined, token, now), false);
  });

  it('the cookie is HttpOnly, SameSite=Strict, scoped to /insights, Secure only over https', () => {
    assert.match(sessionCookie('v', false), /^fq_insights=v; Path=\/insights; Max-Age=43200; HttpOnly; SameSite=Strict$/);
    assert.match(sessionCookie('v', true), /; Secure$/);
    assert.equal(readCookie('a=1; fq_insights=abc.def; b=2', 'fq_insights'), 'abc.def');
    assert.equal(readCookie(undefined, 'fq_insights'), undefined);
  });
});
