/**
 * A hand-driven `performance.now()` for code that measures elapsed time (the carousel's lock): time
 * stands still until the test moves it, so "within 500 ms" and "after 500 ms" never depend on how busy
 * the machine is. Only `performance.now` is replaced; timers keep the real clock. Restore afterwards.
 */
export interface FakeClock {
  /** Moves the clock forward by `ms`. */
  tick(ms: number): void;
  restore(): void;
}

export function fakePerformanceNow(): FakeClock {
  let now = performance.now();
  Object.defineProperty(performance, 'now', { configurable: true, writable: true, value: () => now });
  return {
    tick(ms) {
      now += ms;
    },
    restore() {
      delete (performance as { now?: unknown }).now;
    },
  };
}

/** Resolves after the browser has rendered the next frame (React has committed what a click set). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
