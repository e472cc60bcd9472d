import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { logProblems } from './log-problems.ts';

describe('logProblems', () => {
  it("tells the store developer's console each problem the content checks found, and nothing when there is none", () => {
    const warn = mock.method(console, 'warn', () => undefined);
    try {
      logProblems('quiz content', ['step 3: no heading', 'step 9: unknown type "poll"']);
      logProblems('quiz content', []);
      assert.deepEqual(warn.mock.calls.map((call) => call.arguments), [
        ['[fragrance-quiz] quiz content: step 3: no heading'],
        ['[fragrance-quiz] quiz content: step 9: unknown type "poll"'],
      ]);
    } finally {
      warn.mock.restore();
    }
  });
});
