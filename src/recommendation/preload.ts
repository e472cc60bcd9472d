/**
 * What the results page needs before it can show at once, loaded by the analysis screen while it
 * runs (src/stores/analysis-screen.ts): the quiz result and marketing documents, and the kit reasons.
 */
import type { Profile } from '../core/types.ts';
import { loadKitReasons } from '../stores/kit-reasons.ts';
import { $marketing, $quizResult, type ContentState } from '../stores/result.ts';
import type { ReadableAtom } from 'nanostores';

/** Subscribes until the store has left `loading` (the stores load on their first subscriber). */
function settled<T>(store: ReadableAtom<ContentState<T>>): Promise<void> {
  return new Promise((resolve) => {
    // subscribe() calls back at once with the current state, before `stop` exists: unsubscribe later.
    const stop = store.subscribe((state) => {
      if (state.status === 'loading') return;
      queueMicrotask(() => stop());
      resolve();
    });
  });
}

/** Resolves when both documents loaded or failed (the page shows its friendly problem then). */
export async function preloadRecommendationContent(): Promise<void> {
  await Promise.all([settled($quizResult), settled($marketing)]);
}

export function preloadKitReasons(profile: Profile): Promise<void> {
  return loadKitReasons(profile);
}
