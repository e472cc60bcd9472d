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

/** The checks, evaluated when first asked for (in the entry's bundle the import is inlined). */
export type DocumentChecksLoader = () => Promise<DocumentChecks>;

const SLOT = Symbol.for('fragrance-quiz.document-checks');
type WithSlot = typeof globalThis & { [SLOT]?: DocumentChecksLoader };

export function provideDocumentChecks(load: DocumentChecksLoader): void {
  (globalThis as WithSlot)[SLOT] = load;
}

/** The entry's checks; null only when the app was started without its entry. */
export async function providedDocumentChecks(): Promise<DocumentChecks | null> {
  const load = (globalThis as WithSlot)[SLOT];
  return load ? load() : null;
}
