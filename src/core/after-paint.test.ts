import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { handDrivenFrames } from './__fixtures__/animation-frames.ts';
import { afterNextPaint, afterNextPaintWhileShown } from './after-paint.ts';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('afterNextPaint', () => {
  const { paintFrame } = handDrivenFrames();

  it('waits until the next frame is on screen (the frame after it began), then runs once, in a task', async () => {
    let runs = 0;
    afterNextPaint(() => { runs += 1; });
    await tick();
    assert.equal(runs, 0, 'not before a frame was painted');
    paintFrame();
    await tick();
    assert.equal(runs, 0, 'not after the painted frame alone: it may not be on screen yet');
    paintFrame();
    assert.equal(runs, 0, 'not inside the second frame callback');
    await tick();
    assert.equal(runs, 1);
    await tick(30);
    assert.equal(runs, 1, 'the fallback timer does not run it again');
  });

  it('runs on a page that paints no frame (a hidden tab), after the fallback time', async () => {
    let runs = 0;
    let ranAfter = 0;
    const started = performance.now();
    afterNextPaint(() => { runs += 1; ranAfter = performance.now() - started; }, 20);
    // Measured, not sampled at a set time: a busy machine may run a 5 ms check after the 20 ms timer.
    await tick(40);
    assert.equal(runs, 1);
    assert.ok(ranAfter >= 19, `not before the fallback time (ran after ${ranAfter.toFixed(1)} ms)`);
    paintFrame();
    await tick();
    assert.equal(runs, 1, 'a late frame does not run it again');
  });

  it('does not run once cancelled', async () => {
    let runs = 0;
    const cancel = afterNextPaint(() => { runs += 1; }, 20);
    cancel();
    paintFrame();
    paintFrame();
    await tick(40);
    assert.equal(runs, 0);
  });
});

describe('afterNextPaintWhileShown', () => {
  const { paintFrame } = handDrivenFrames();
  const withVisibility = (state: DocumentVisibilityState) => {
    Object.defineProperty(globalThis, 'document', { value: { visibilityState: state }, configurable: true, writable: true });
  };
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'document');
  });

  it('on a shown page, waits for the frame even when it comes later than the fallback time', async () => {
    withVisibility('visible');
    let runs = 0;
    afterNextPaintWhileShown(() => { runs += 1; }, 10);
    await tick(50);
    assert.equal(runs, 0, 'not on the timer while the page is shown');
    paintFrame();
    paintFrame();
    await tick();
    assert.equal(runs, 1, 'once the late frame is on screen');
    await tick(30);
    assert.equal(runs, 1, 'the timer does not run it again');
  });

  it('runs after the fallback time on a hidden page, and on a page hidden while it waits', async () => {
    withVisibility('hidden');
    let hiddenRuns = 0;
    afterNextPaintWhileShown(() => { hiddenRuns += 1; }, 10);
    await tick(40);
    assert.equal(hiddenRuns, 1, 'a hidden page');

    withVisibility('visible');
    let runs = 0;
    afterNextPaintWhileShown(() => { runs += 1; }, 10);
    await tick(30);
    assert.equal(runs, 0);
    withVisibility('hidden');
    await tick(40);
    assert.equal(runs, 1, 'hidden later');
  });

  it('does not run once cancelled', async () => {
    withVisibility('hidden');
    let runs = 0;
    const cancel = afterNextPaintWhileShown(() => { runs += 1; }, 10);
    cancel();
    paintFrame();
    paintFrame();
    await tick(40);
    assert.equal(runs, 0);
  });
});
