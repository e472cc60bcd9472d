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

export interface HeldTimers {
  /** Delays asked for, in order, held or not. */
  requested: number[];
  /** How many held timers are waiting (cleared ones are gone). */
  pending(): number;
  /** Runs every waiting held timer now, in the order they were set. */
  release(): void;
  restore(): void;
}

/**
 * Holds the timers of exactly the given delays (the product's debounce, say) until the test releases
 * them: "not before the delay" and "after the delay" become two steps of the test instead of two
 * readings of a busy clock. Other timers (mocha's, React's, the test helpers') keep the real clock.
 */
export function holdTimers(delays: readonly number[]): HeldTimers {
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  const held = new Map<number, () => void>();
  const requested: number[] = [];
  let nextId = -1;
  window.setTimeout = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (timeout !== undefined) requested.push(timeout);
    if (timeout === undefined || !delays.includes(timeout) || typeof handler !== 'function') return realSet(handler, timeout, ...args);
    const id = nextId--;
    held.set(id, () => (handler as (...rest: unknown[]) => void)(...args));
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClear(id);
  }) as typeof window.clearTimeout;
  return {
    requested,
    pending: () => held.size,
    release() {
      const due = [...held.values()];
      held.clear();
      for (const run of due) run();
    },
    restore() {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
    },
  };
}
