import { describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { deadline } from './deadline.ts';

describe('deadline', () => {
  it('aborts after the time limit and says it timed out', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const limit = deadline(1000);
      mock.timers.tick(999);
      assert.equal(limit.signal.aborted, false);
      mock.timers.tick(1);
      assert.equal(limit.signal.aborted, true);
      assert.equal(limit.timedOut(), true);
    } finally {
      mock.timers.reset();
    }
  });

  it("aborts at once with the caller's signal, and that is not a timeout", () => {
    const caller = new AbortController();
    const limit = deadline(60_000, caller.signal);
    caller.abort();
    assert.equal(limit.signal.aborted, true);
    assert.equal(limit.timedOut(), false);
    limit.dispose();

    const already = deadline(60_000, AbortSignal.abort());
    assert.equal(already.signal.aborted, true);
    assert.equal(already.timedOut(), false);
    already.dispose();
  });

  it('never fires once disposed', () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const caller = new AbortController();
      const limit = deadline(1000, caller.signal);
      limit.dispose();
      mock.timers.tick(5000);
      caller.abort();
      assert.equal(limit.signal.aborted, false);
      assert.equal(limit.timedOut(), false);
    } finally {
      mock.timers.reset();
    }
  });
});
