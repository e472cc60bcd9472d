/**
 * `requestAnimationFrame` for node tests, driven by hand: `install()` in `beforeEach`, `restore()` in
 * `afterEach`, and `paintFrame()` runs the callbacks queued so far (those they queue wait for the next).
 */
import { afterEach, beforeEach } from 'node:test';

export function handDrivenFrames(): { paintFrame: () => void } {
  let frames: Array<() => void> = [];
  const original = globalThis.requestAnimationFrame;
  beforeEach(() => {
    frames = [];
    globalThis.requestAnimationFrame = ((callback: () => void) => frames.push(callback)) as typeof requestAnimationFrame;
  });
  afterEach(() => {
    globalThis.requestAnimationFrame = original;
  });
  return { paintFrame: () => { for (const frame of frames.splice(0)) frame(); } };
}
