/**
 * Laying a translation over its base document (./localize.ts), handed from the app to the element's
 * entry. The entry's quiz load (./quiz-content.ts) needs it only for a shopper whose language is not the
 * content's own, so its code travels in the app's first-step chunk instead of the entry every store page
 * loads: an answer with a translation waits for the app (which loads beside the query anyway); an
 * answer without one (en-US) is checked at once. Entry and app are separate bundles, so the hand-off
 * lives on a global slot.
 */
type Overlay = (answer: unknown) => unknown;
interface Slot {
  overlay: Overlay | null;
  waiting: Array<(overlay: Overlay) => void>;
}

const SLOT = Symbol.for('fragrance-quiz.translation-overlay');

function slot(): Slot {
  const global = globalThis as typeof globalThis & { [SLOT]?: Slot };
  global[SLOT] ??= { overlay: null, waiting: [] };
  return global[SLOT];
}

export function provideTranslationOverlay(overlay: Overlay): void {
  const current = slot();
  current.overlay = overlay;
  for (const resolve of current.waiting.splice(0)) resolve(overlay);
}

const hasTranslation = (row: unknown): boolean => typeof row === 'object' && row !== null && 'translation' in row;

/** `answer` with its documents' translations laid over them; as is (at once) when it has none. */
export async function overlaid(answer: unknown): Promise<unknown> {
  if (!(Array.isArray(answer) ? answer.some(hasTranslation) : hasTranslation(answer))) return answer;
  const current = slot();
  const overlay = current.overlay ?? await new Promise<Overlay>((resolve) => current.waiting.push(resolve));
  return overlay(answer);
}
