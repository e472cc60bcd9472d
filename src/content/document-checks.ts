/**
 * The checks of the recommendation page's documents (./normalize.ts), handed from the element's entry to
 * the app. The entry carries the content checks anyway (the quiz's, ./quiz-content.ts), so the chunk
 * that brings `@sanity/client` (./documents.ts) takes them from there instead of carrying a second copy:
 * a smaller download for a recommendation link (docs/performance.md). Entry and app are separate
 * bundles, so the hand-off lives on a global slot. The app never runs without the entry (the entry
 * defines the element), so the app has no copy of its own.
 */
import type { normalizeMarketing, normalizeQuizResult } from './normalize.ts';

export interface DocumentChecks {
  normalizeQuizResult: typeof normalizeQuizResult;
  normalizeMarketing: typeof normalizeMarketing;
}

const SLOT = Symbol.for('fragrance-quiz.document-checks');
type WithSlot = typeof globalThis & { [SLOT]?: DocumentChecks };

export function provideDocumentChecks(checks: DocumentChecks): void {
  (globalThis as WithSlot)[SLOT] = checks;
}

/** The entry's checks; null only when the app was started without its entry. */
export function providedDocumentChecks(): DocumentChecks | null {
  return (globalThis as WithSlot)[SLOT] ?? null;
}
