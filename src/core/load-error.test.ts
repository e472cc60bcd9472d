import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classifyRequestError, errorDetail } from './load-error.ts';

describe('load errors', () => {
  it('a request with no response (offline, CORS, DNS) is a network error', () => {
    assert.equal(classifyRequestError(Object.assign(new Error('Request error while attempting to reach x'), { isNetworkError: true })), 'network');
    assert.equal(classifyRequestError(new TypeError('Failed to fetch')), 'network');
    assert.equal(classifyRequestError(Object.assign(new Error('x'), { statusCode: 500 }), false), 'network');
  });

  it('404 means the dataset (or project) was not found', () => {
    assert.equal(classifyRequestError(Object.assign(new Error('Dataset "nope" not found'), { statusCode: 404 })), 'not-found');
  });

  it('any other HTTP failure is a server error', () => {
    assert.equal(classifyRequestError(Object.assign(new Error('boom'), { statusCode: 503 })), 'server');
    assert.equal(classifyRequestError(Object.assign(new Error('bad query'), { statusCode: 400 })), 'server');
    assert.equal(classifyRequestError('weird'), 'server');
  });

  it('a long detail is cut for the log', () => {
    assert.equal(errorDetail(new Error('x'.repeat(2000))).length, 300);
  });
});
