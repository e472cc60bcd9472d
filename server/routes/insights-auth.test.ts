import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createSession, readCookie, sessionCookie, sessionOf, SESSION_TTL_MS, tokenMatches, tokenProblem } from './insights-auth.ts';

const createSessionValue = (token: string, now: number) => createSession(token, now).value;
const sessionIsValid = (value: string | undefined, token: string, now: number) => sessionOf(value, token, now) !== null;

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
    const [expiry, id, mac] = createSessionValue(token, now).split('.') as [string, string, string];
    assert.equal(sessionIsValid(`${Number(expiry) + 1000}.${id}.${mac}`, token, now), false);
    assert.equal(sessionIsValid(`${expiry}.${'B'.repeat(22)}.${mac}`, token, now), false, 'another session id');
    assert.equal(sessionIsValid(`${expiry}.${id}.${'A'.repeat(43)}`, token, now), false);
    assert.equal(sessionIsValid(`${expiry}.${mac}`, token, now), false, 'the old cookie format');
    assert.equal(sessionIsValid('garbage', token, now), false);
    assert.equal(sessionIsValid(undefined, token, now), false);
  });

  it('each sign-in is a session of its own', () => {
    const now = 1_800_000_000_000;
    assert.notEqual(createSession(token, now).session.id, createSession(token, now).session.id);
  });

  it('refuses a token shorter than 32 characters, saying how to make one', () => {
    assert.equal(tokenProblem(undefined), null);
    assert.equal(tokenProblem('x'.repeat(32)), null);
    assert.match(tokenProblem('a') ?? '', /INSIGHTS_TOKEN is 1 characters long; use at least 32 .*openssl rand -hex 32/);
  });

  it('the cookie is HttpOnly, SameSite=Strict, scoped to /insights, Secure only over https', () => {
    assert.match(sessionCookie('v', false), /^fq_insights=v; Path=\/insights; Max-Age=43200; HttpOnly; SameSite=Strict$/);
    assert.match(sessionCookie('v', true), /; Secure$/);
    assert.equal(readCookie('a=1; fq_insights=abc.def; b=2', 'fq_insights'), 'abc.def');
    assert.equal(readCookie(undefined, 'fq_insights'), undefined);
  });
});
