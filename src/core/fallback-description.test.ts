import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { validateDescription } from '../../server/ai/validator.ts';
import { FALLBACK_DESCRIPTION } from './fallback-description.ts';

describe('FALLBACK_DESCRIPTION', () => {
  it('passes every rule of the description validator unchanged', () => {
    const result = validateDescription(FALLBACK_DESCRIPTION);
    assert.deepEqual(result, { ok: true, text: FALLBACK_DESCRIPTION });
  });

  it('has 4 "- " lines the recommendation page can number', () => {
    const lines = FALLBACK_DESCRIPTION.split('\n');
    assert.equal(lines.length, 4);
    for (const line of lines) assert.match(line, /^- \S/);
  });
});
