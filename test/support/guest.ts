/** Helpers for the "good guest" browser tests: a fake clock for the automatic advances, a fresh page view. */
import { clearTrackingQueue } from '../../src/analytics/track.ts';
import { resetArrival } from '../../src/stores/arrival.ts';
import { resetAssessmentTracking } from '../../src/stores/assessment.ts';
import { resetConsent } from '../../src/stores/consent.ts';
import { setTimerClock } from '../../src/stores/auto-advance.ts';
import { resetEngagement } from '../../src/stores/engagement.ts';
import { $takenOver } from '../../src/stores/main-content.ts';

export interface FakeClock {
  /** The delays of the timers waiting now. */
  pending(): number[];
  /** Fires every waiting timer, as if their time had come. */
  fire(): void;
  restore(): void;
}

/** Replaces the automatic advances' clock: nothing fires until the test says so. */
export function fakeAdvanceClock(): FakeClock {
  const timers = new Map<number, { callback: () => void; ms: number }>();
  let next = 1;
  const restore = setTimerClock({
    setTimeout: (callback, ms) => {
      const id = next++;
      timers.set(id, { callback, ms });
      return id;
    },
    clearTimeout: (id) => {
      timers.delete(id as number);
    },
  });
  return {
    pending: () => [...timers.values()].map((timer) => timer.ms),
    fire: () => {
      const due = [...timers.entries()];
      timers.clear();
      for (const [, timer] of due) timer.callback();
    },
    restore,
  };
}

/** Forgets engagement, takeover, arrivals, assessment events, consent and queued tracking: a new page view. */
export function newPageView(): void {
  resetEngagement();
  $takenOver.set(false);
  resetArrival();
  resetAssessmentTracking();
  clearTrackingQueue();
  resetConsent();
}
