import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LOAD_ERROR_TEXT } from './load-error.ts';

describe('load errors', () => {
  it('every kind has its own title and message, none technical', () => {
    const titles = Object.values(LOAD_ERROR_TEXT).map((text) => text.title);
    assert.equal(new Set(titles).size, titles.length);
    for (const { title, message } of Object.values(LOAD_ERROR_TEXT)) {
      assert.doesNotMatch(`${title} ${message}`, /https?:|%[0-9A-F]{2}|\berror\b/i);
    }
  });
});
