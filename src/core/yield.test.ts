import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { yieldToMain } from './yield.ts';

describe('yieldToMain', () => {
  it('resolves in a later task: after everything the current task queued as microtasks', async () => {
    const order: string[] = [];
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    for (let hop = 0; hop < 20; hop += 1) await Promise.resolve();
    order.push('microtasks of this task');
    await yielded;
    assert.deepEqual(order, ['microtasks of this task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield when there is one", async () => {
    let calls = 0;
    const global = globalThis as { scheduler?: unknown };
    const previous = global.scheduler;
    global.scheduler = { yield: () => { calls += 1; return Promise.resolve(); } };
    try {
      await yieldToMain();
      assert.equal(calls, 1);
    } finally {
      global.scheduler = previous;
    }
  });
});
