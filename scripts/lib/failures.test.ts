import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { failureBlocks } from './failures.ts';

const TAP = `# Subtest: suite
    # Subtest: passes
    ok 1 - passes
      ---
      duration_ms: 3
      ...
    # Subtest: breaks
    not ok 2 - breaks
      ---
      error: 'Expected 1 to equal 2'
      stack: at file.test.ts:9
      ...
    1..2
not ok 1 - suite
  ---
  type: 'suite'
  ...
# Subtest: later
ok 2 - later
`;

describe('failureBlocks', () => {
  it('gives each failing test with the diagnostics under it, and nothing of the passing ones', () => {
    const blocks = failureBlocks(TAP);
    assert.equal(blocks.length, 2);
    assert.match(blocks[0]!, /not ok 2 - breaks[\s\S]*Expected 1 to equal 2[\s\S]*file\.test\.ts:9/);
    assert.doesNotMatch(blocks[0]!, /passes|later/);
    assert.match(blocks[1]!, /^not ok 1 - suite/);
  });

  it("gives @web/test-runner's ❌ lines with what follows them", () => {
    const blocks = failureBlocks('test/browser/a.test.ts:\n\n ❌ the quiz > opens\n      AssertionError: expected 0 to equal 1\n');
    assert.deepEqual(blocks, [' ❌ the quiz > opens\n      AssertionError: expected 0 to equal 1\n']);
  });

  it('is empty for a log without failures, and stops at the limits given', () => {
    assert.deepEqual(failureBlocks("ok 1 - a\n# Subtest: gives @web/test-runner's ❌ lines\nok 2 - b\n"), []);
    const many = Array.from({ length: 5 }, (_, index) => `not ok ${index + 1} - t${index}\n  line`).join('\n');
    assert.equal(failureBlocks(many, { maxBlocks: 3 }).length, 3);
    assert.equal(failureBlocks('not ok 1 - long\n' + 'x\n'.repeat(100), { maxLines: 10 })[0]!.split('\n').length, 10);
  });
});
