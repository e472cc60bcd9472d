import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { TurnQueue } from './turn-queue.ts';

/** Counts turns of the event loop (one per check phase) until stopped. */
function turnCounter() {
  const counter = { turn: 0, stopped: false };
  const tick = () => {
    if (counter.stopped) return;
    counter.turn += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  return counter;
}

describe('TurnQueue', () => {
  it('runs the units one at a time, in the order they came', async () => {
    const queue = new TurnQueue();
    const log: string[] = [];
    let finishFirst = () => {};
    const first = queue.run(() => new Promise<string>((resolve) => {
      log.push('first starts');
      finishFirst = () => { log.push('first ends'); resolve('a'); };
    }));
    const second = queue.run(async () => { log.push('second runs'); return 'b'; });
    for (let i = 0; i < 20 && log.length === 0; i += 1) await new Promise((done) => setImmediate(done));
    for (let i = 0; i < 5; i += 1) await new Promise((done) => setImmediate(done));
    assert.deepEqual(log, ['first starts'], 'the second unit waits for the first');
    finishFirst();
    assert.deepEqual(await Promise.all([first, second]), ['a', 'b']);
    assert.deepEqual(log, ['first starts', 'first ends', 'second runs']);
  });

  it('starts every unit in a turn of the event loop of its own, even units that settle at once', async () => {
    const queue = new TurnQueue();
    const counter = turnCounter();
    const startedIn = await Promise.all(Array.from({ length: 5 }, () => queue.run(async () => counter.turn)));
    counter.stopped = true;
    assert.equal(new Set(startedIn).size, 5, `turns: ${startedIn.join(', ')}`);
  });

  it('fails only the unit that failed', async () => {
    const queue = new TurnQueue();
    const failed = queue.run(() => Promise.reject(new Error('boom')));
    const next = queue.run(async () => 'after');
    await assert.rejects(failed, /boom/);
    assert.equal(await next, 'after');
  });
});
