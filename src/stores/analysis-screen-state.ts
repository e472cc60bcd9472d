/**
 * What every step needs to know of the analysis screen (./analysis-screen.ts): its phase, and whether
 * the answers as they are now already went through it. The screen's logic (the analysis, the profile,
 * the results prefetch) is code only the `cta` step loads; this module is all the first step carries.
 */
import { atom } from 'nanostores';

export type AnalysisScreenState =
  /** Nothing ran for the answers as they are now. */
  | { phase: 'idle' }
  /** The stages are showing; `stage` indexes ANALYSIS_STAGES (./analysis-screen.ts). */
  | { phase: 'analysing'; stage: number }
  /** These answers were analysed and the shopper was taken to the results: the step only links back. */
  | { phase: 'ready' };

export const $analysisScreen = atom<AnalysisScreenState>({ phase: 'idle' });

// Until the screen's code has loaded, nothing can have been completed (only that code sets 'ready').
let completedCheck: () => boolean = () => false;

/** ./analysis-screen.ts, once loaded: how to tell that the current answers were completed. */
export function setCompletedCheck(check: () => boolean): void {
  completedCheck = check;
}

/** Whether the answers as they are now already went through the screen (analysed, results shown). */
export function isQuizCompleted(): boolean {
  return completedCheck();
}
