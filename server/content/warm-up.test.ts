import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ContentWarmUp } from './warm-up.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => { resolve = yes; reject = no; });
  return { promise, resolve, reject };
}

describe('content warm-up state', () => {
  it('is cold before any warm-up (a server that does not listen, or has no dataset to warm)', () => {
    assert.equal(new ContentWarmUp().state, 'cold');
  });

  it('is warming while the answers are prepared, then ready once every one is', async () => {
    const warmUp = new ContentWarmUp();
    const work = deferred<boolean>();
    const settled = warmUp.follow(work.promise);
    assert.equal(warmUp.state, 'warming');
    work.resolve(true);
    assert.equal(await settled, 'ready');
    assert.equal(warmUp.state, 'ready');
  });

  it('ends cold when some answers could not be prepared, or the warm-up failed', async () => {
    const incomplete = new ContentWarmUp();
    assert.equal(await incomplete.follow(Promise.resolve(false)), 'cold');
    const failed = new ContentWarmUp();
    const work = deferred<boolean>();
    const settled = failed.follow(work.promise);
    work.reject(new Error('worker crashed'));
    assert.equal(await settled, 'cold');
    assert.equal(failed.state, 'cold');
  });

  it('stops reporting warming after the hold, so a replica that cannot warm up still takes shoppers', async () => {
    const warmUp = new ContentWarmUp();
    const work = deferred<boolean>();
    const settled = warmUp.follow(work.promise, 30);
    assert.equal(warmUp.state, 'warming');
    // The hold's timer does not keep a process alive (a server closing meanwhile exits); this test's does.
    const alive = setTimeout(() => undefined, 5_000);
    assert.equal(await settled, 'cold');
    clearTimeout(alive);
    work.resolve(true);
    await work.promise;
    assert.equal(warmUp.state, 'cold', 'a warm-up that finishes after the hold does not change the state back');
  });
});
