/**
 * The staged analysis screen of the `cta` step (docs/results-experience.md): one loading state between
 * the last answer and the results.
 *
 * While it shows, three things run side by side: the analysis (src/stores/analysis.ts), the results
 * page's code and content (the recommendation chunk, the quiz result, the marketing document and the
 * kit reasons), and a short sequence of stages. The screen moves on when all of them are done and at
 * least ANALYSIS_MIN_MS have passed, so the results then appear at once, with no second loader.
 *
 * `QuizComplete` and the analysis run once per completed quiz: coming back to the step with the same
 * answers shows only a way back to the results.
 */
import { trackPixel } from '../analytics/track.ts';
import { prefetchRecommendationPage, type RecommendationModule } from '../components/prefetchRecommendationPage.ts';
import type { InterfaceTextField } from '../../contract/content-documents.ts';
import { toProfile } from '../core/profile.ts';
import { $analysis, startAnalysis } from './analysis.ts';
import { $analysisScreen, setCompletedCheck } from './analysis-screen-state.ts';
import { $answers } from './answers.ts';
import { advance } from './flow.ts';
import { $view } from './navigation.ts';

/** The screen shows at least this long, even when everything is ready sooner. */
export const ANALYSIS_MIN_MS = 2500;
/** Past this, the results page is shown even if its content is still on the way (it then has its own loader). */
export const PREFETCH_CAP_MS = 10_000;

/** What the screen says it is matching (interface texts, src/stores/words.ts), in order; the last one stays until the work is done. */
export const ANALYSIS_STAGES = ['analysisReading', 'analysisWeighing', 'analysisMatching', 'analysisChoosing'] as const satisfies readonly InterfaceTextField[];
const STAGE_MS = ANALYSIS_MIN_MS / ANALYSIS_STAGES.length;

/** Time for the screen; tests swap in a fake one. */
export interface AnalysisClock {
  sleep(ms: number): Promise<void>;
}

const REAL_CLOCK: AnalysisClock = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
let clock = REAL_CLOCK;

/** Tests: a fake clock (null puts the real one back). */
export function setAnalysisClock(next: AnalysisClock | null): void {
  clock = next ?? REAL_CLOCK;
}

/** The answers that were completed (analysed, QuizComplete fired, results shown). */
let completedFor: string | null = null;
/** The answers the run in flight is for. */
let analysingFor: string | null = null;
/** Bumped by every run and by `resetAnalysisScreen`, so a stale run stops touching the store. */
let runId = 0;

function answersKey(): string {
  return JSON.stringify(toProfile($answers.get()));
}

/**
 * Whether the answers as they are now already went through the screen. A reset of the analysis
 * (`resetAnalysis`, no run left on record) forgets it too.
 */
function completedForCurrentAnswers(): boolean {
  return completedFor !== null && $analysis.get().attempts > 0 && completedFor === answersKey();
}
setCompletedCheck(completedForCurrentAnswers);

async function runStages(id: number): Promise<void> {
  for (let stage = 1; stage < ANALYSIS_STAGES.length; stage++) {
    await clock.sleep(STAGE_MS);
    if (id !== runId) return;
    $analysisScreen.set({ phase: 'analysing', stage });
  }
}

/** Loads the recommendation chunk, then its content and the kit reasons. */
async function prefetchResults(): Promise<void> {
  const page: RecommendationModule | null = await prefetchRecommendationPage();
  if (!page) return;
  await Promise.all([page.preloadRecommendationContent(), page.preloadKitReasons(toProfile($answers.get()))]);
}

/**
 * The cta step mounted. Starts the screen for answers not yet completed (fires `QuizComplete`, starts
 * the analysis and the prefetch); otherwise shows the way back. A run already in flight for the same
 * answers goes on (a run for other answers is dropped: it no longer moves the shopper on).
 * `stepKey` is the cta step's `_key`: the run moves on only if that step is still shown.
 */
export function enterAnalysisScreen(stepKey: string): void {
  const key = answersKey();
  if ($analysisScreen.get().phase === 'analysing' && analysingFor === key) return;
  if (completedForCurrentAnswers()) {
    $analysisScreen.set({ phase: 'ready' });
    return;
  }
  const id = ++runId;
  analysingFor = key;
  $analysisScreen.set({ phase: 'analysing', stage: 0 });
  trackPixel('QuizComplete');
  const analysis = startAnalysis({ startedAt: Date.now() });
  const prefetch = Promise.race([prefetchResults(), clock.sleep(PREFETCH_CAP_MS)]).catch(() => undefined);
  // Counted from when the screen is on the page, i.e. once the task that mounted it (and started all of
  // the above) is over: on a busy device that task can take a tenth of the minimum.
  const shownLongEnough = clock.sleep(0).then(() => clock.sleep(ANALYSIS_MIN_MS));
  void Promise.all([analysis, prefetch, shownLongEnough, runStages(id)]).then(() => {
    if (id !== runId) return;
    completedFor = key;
    // Success or not, the results page follows (variant A retries a failed analysis there). Moving
    // on first: the step must not show its "ready" state on the way out.
    const view = $view.get();
    if (view.kind === 'step' && view.step._key === stepKey) advance(false, stepKey);
    $analysisScreen.set({ phase: 'ready' });
  });
}

/** Tests; a host starting the quiz over. */
export function resetAnalysisScreen(): void {
  runId += 1;
  completedFor = null;
  analysingFor = null;
  $analysisScreen.set({ phase: 'idle' });
}
