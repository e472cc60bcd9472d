import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { handDrivenFrames } from './__fixtures__/animation-frames.ts';
import { afterNextPaint } from './after-paint.ts';

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
    afterNextPaint(() => { runs += 1; }, 20);
    await tick(5);
    assert.equal(runs, 0);
    await tick(40);
    assert.equal(runs, 1);
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
