import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { emailProblem, isDisposableDomain } from './email-address.ts';

describe('emailProblem', () => {
  it('refuses throwaway inboxes, exact and under a wildcard domain, in any case', () => {
    assert.equal(emailProblem('x@mailinator.com'), 'disposable');
    assert.equal(emailProblem('x@Guerrillamail.COM'), 'disposable');
    assert.equal(isDisposableDomain('anything.33mail.com'), true);
  });

  it('accepts ordinary providers and reports the format first', () => {
    assert.equal(emailProblem('jane@gmail.com'), null);
    assert.equal(emailProblem('jane@example.co.uk'), null);
    assert.equal(emailProblem('jane@mailinator'), 'malformed');
  });
});
