import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { afterNextPaint } from './after-paint.ts';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

describe('afterNextPaint', () => {
  let frames: Array<() => void> = [];
  const original = globalThis.requestAnimationFrame;
  beforeEach(() => {
    frames = [];
    globalThis.requestAnimationFrame = ((callback: () => void) => frames.push(callback)) as typeof requestAnimationFrame;
  });
  afterEach(() => {
    globalThis.requestAnimationFrame = original;
  });

  it('waits until the next frame is on screen (the frame after it began), then runs once, in a task', async () => {
    let runs = 0;
    afterNextPaint(() => { runs += 1; });
    await tick();
    assert.equal(runs, 0, 'not before a frame was painted');
    for (const frame of frames.splice(0)) frame();
    await tick();
    assert.equal(runs, 0, 'not after the painted frame alone: it may not be on screen yet');
    for (const frame of frames.splice(0)) frame();
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
    for (const frame of frames.splice(0)) frame();
    await tick();
    assert.equal(runs, 1, 'a late frame does not run it again');
  });

  it('does not run once cancelled', async () => {
    let runs = 0;
    const cancel = afterNextPaint(() => { runs += 1; }, 20);
    cancel();
    for (let frame = 0; frame < 2; frame += 1) for (const callback of frames.splice(0)) callback();
    await tick(40);
    assert.equal(runs, 0);
  });
});
