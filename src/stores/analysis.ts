/**
 * The analysis: store the profile and the answer payload, have the server describe the stored profile,
 * report the description as shown, move on.
 *
 * API used by the cta step and the recommendation page (keep it stable):
 * - `$analysis`: the state below. The recommendation page shows "Analyzing…" while `loaded` is false
 *   and the description `content` once `loaded` is true.
 * - `startAnalysis({ startedAt })`: one run, from the cta step. Resolves true on success.
 * - `retryAnalysisIfNeeded()`: recommendation variant A calls it on mount (calling it again is harmless).
 *   It retries while needed and allowed, then falls back to a description so the page always ends
 *   with a text (docs/decisions.md "Errors a shopper can see").
 * - `storedDescription()`: the text for the shopper's locale under `localStorage['gpt_content']`
 *   (`gpt_content:<locale>` for a locale other than en-US), or null.
 * The description is in the shopper's language (`$market`): when it changes, the description of the
 * stored profile is asked for again in the new one.
 * - `isAnalysisCurrent()`: the last run succeeded for the answers as they are now.
 * - `analysisSettled()`, `resetAnalysis()`: for tests.
 */
import { atom } from 'nanostores';
import {
  createQuizMeta, isPermanentFailure, postGptContent, requestDescription, type BackendError, type DescriptionSource,
} from '../api/backend.ts';
import { anonymousId } from '../analytics/track.ts';
import { readCartToken } from '../core/cart.ts';
import { ANALYSIS_RETRY_LIMIT, STORAGE_KEYS } from '../core/constants.ts';
import { fallbackDescription, resolveDescriptionLocale } from '../../contract/ai-rules.ts';
import { DEFAULT_LOCALE } from '../../contract/markets.ts';
import { MAX_TIME_TO_FINISH_MS } from '../../contract/limits.ts';
import { toPayload } from '../core/payload.ts';
import { toProfile } from '../core/profile.ts';
import type { Profile } from '../core/types.ts';
import { $answers } from './answers.ts';
import { $config } from './config.ts';
import { allows } from './consent.ts';
import { emit } from './host.ts';
import { $market } from './market.ts';
import { isRetriable, reportError } from './report-error.ts';

export interface AnalysisState {
  /** A run is in flight. */
  loading: boolean;
  /** A description is ready to show: the analysis succeeded, or the fallback was set (`source: 'fallback'`). */
  loaded: boolean;
  /** Analysis runs started in this page session (the cta step's run included). */
  attempts: number;
  /** The description; set as soon as the backend wrote one, even if storing it failed afterwards. */
  content: string | null;
  /** Who wrote `content`; 'fallback' when it is shown after the analysis failed for good. */
  source: DescriptionSource | 'fallback' | null;
  /** The id the backend gave the stored profile. */
  quizMetaId: string | null;
}

export const INITIAL_ANALYSIS: AnalysisState = {
  loading: false, loaded: false, attempts: 0, content: null, source: null, quizMetaId: null,
};

export const $analysis = atom<AnalysisState>(INITIAL_ANALYSIS);

/** The exact log messages (docs/behaviour.md "Analysis (the final step)"). */
export const ANALYSIS_ERRORS = {
  quizMeta: 'Failed to get quiz meta',
  content: 'Failed to get content',
  gptContent: 'Failed to post GPT content',
} as const;

/** Retrying stops after this long even with attempts left, so "Analyzing…" never lasts for minutes. */
export const ANALYSIS_RETRY_BUDGET_MS = 30_000;
/** Pause before retry n (n = 1, 2, …): `backoffMs × n`, at most this. */
const MAX_RETRY_PAUSE_MS = 2_000;
const DEFAULT_BACKOFF_MS = 300;
/** The final description request after the retries: short, the shopper is waiting. */
const FALLBACK_REQUEST_TIMEOUT_MS = 8_000;

let inFlight: Promise<boolean> | null = null;
let retrying: Promise<void> | null = null;
/** When the cta step first mounted in this page session; retries measure `timeToFinish` from it. */
let firstStartedAt: number | null = null;
/** The profile of the last successful run, to tell whether the answers changed since. */
let analysedProfile: string | null = null;
let lastFailure: { message: string; permanent: boolean; status: number | null } | null = null;

function update(patch: Partial<AnalysisState>): void {
  $analysis.set({ ...$analysis.get(), ...patch });
}

/** Where the description in `locale` is kept: the spec's `gpt_content` for en-US, `gpt_content:fr-CA` etc. */
export function descriptionKey(locale: string): string {
  return locale === DEFAULT_LOCALE ? STORAGE_KEYS.gptContent : `${STORAGE_KEYS.gptContent}:${locale}`;
}

/** The locale `$analysis.content` is written in. */
let contentLocale: string = $market.get().locale;

/** The stored description in the shopper's locale, or null when absent, blank or unreadable. */
export function storedDescription(): string | null {
  try {
    const text = localStorage.getItem(descriptionKey($market.get().locale));
    return text && text.trim() !== '' ? text : null;
  } catch (error) {
    console.error('[fragrance-quiz] Could not read the stored description', error);
    return null;
  }
}

function saveDescription(content: string, locale: string): void {
  try {
    localStorage.setItem(descriptionKey(locale), content);
  } catch (error) {
    // Full or blocked storage: the description is still in $analysis for this page.
    console.error('[fragrance-quiz] Could not store the description', error);
  }
}

function profileKey(profile: Profile): string {
  return JSON.stringify(profile);
}

/** Whether the last run succeeded for the answers as they are now (nothing new to analyse). */
export function isAnalysisCurrent(): boolean {
  return $analysis.get().loaded && analysedProfile === profileKey(toProfile($answers.get()));
}

function failRun(message: string, error: BackendError | string): false {
  console.error(message, error);
  lastFailure = { message, permanent: typeof error !== 'string' && isPermanentFailure(error), status: typeof error === 'string' ? null : error.status };
  return false;
}

async function runAnalysis(startedAt: number): Promise<boolean> {
  const { apiHost } = $config.get();
  const answers = $answers.get();
  const profile = toProfile(answers);
  // The cart token and the anonymous id identify the shopper: only with analytics consent.
  const cartToken = allows('analytics') ? readCartToken() : '';
  update({ loading: true, attempts: $analysis.get().attempts + 1 });
  try {
    const meta = await createQuizMeta(apiHost, { cartToken, results: [profile], segmentAnnonId: anonymousId(), payload: toPayload(answers) });
    if (!meta.ok) return failRun(ANALYSIS_ERRORS.quizMeta, meta.error);
    const quizMetaId = meta.value.id;
    update({ quizMetaId });

    // The server describes the profile it stored under this id, and keeps what it wrote.
    const { locale } = $market.get();
    const description = await requestDescription(apiHost, quizMetaId, locale);
    if (!description.ok) return failRun(ANALYSIS_ERRORS.content, description.error);
    const { content, source } = description.value;
    saveDescription(content, locale);
    contentLocale = locale;
    update({ content, source });

    const timeToFinish = Math.min(MAX_TIME_TO_FINISH_MS, Math.max(0, Math.round(Date.now() - startedAt)));
    const posted = await postGptContent(apiHost, { content, cartToken, profile: quizMetaId, timeToFinish });
    if (!posted.ok) return failRun(ANALYSIS_ERRORS.gptContent, posted.error);
    if (!posted.value.success) return failRun(ANALYSIS_ERRORS.gptContent, 'success: false');

    lastFailure = null;
    analysedProfile = profileKey(profile);
    update({ loaded: true, loading: false });
    // Moving on is the analysis screen's (src/stores/analysis-screen.ts): it waits for the results' content too.
    emit('fq-complete', { quizMetaId, profile, description: content, source });
    return true;
  } catch (error) {
    // Only a bug lands here (the clients never throw); the flow still must not throw into React.
    return failRun('[fragrance-quiz] Analysis failed', String(error));
  } finally {
    if ($analysis.get().loading) update({ loading: false });
  }
}

/**
 * One analysis run (docs/behaviour.md "Analysis (the final step)"). `startedAt` is `Date.now()` when the cta step mounted.
 * While a run is in flight no other starts: the caller gets the running one's outcome.
 * Resolves true on success (the store then sets `loaded` and emits `fq-complete`; the analysis
 * screen moves on); false on failure, which is only logged. Never rejects.
 */
export function startAnalysis({ startedAt }: { startedAt: number }): Promise<boolean> {
  if (inFlight) return inFlight;
  firstStartedAt ??= startedAt;
  const run = runAnalysis(startedAt).finally(() => {
    inFlight = null;
  });
  inFlight = run;
  return run;
}

/**
 * Spec: retry when not loaded and not loading, or when no `gpt_content` exists. A description held in
 * memory counts as existing too: where storage is blocked, a successful run must not be repeated.
 */
function needsAnalysis(): boolean {
  const { loaded, loading, content } = $analysis.get();
  return (!loaded && !loading) || (storedDescription() === null && content === null);
}

function pause(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

/**
 * After the retries: the text the backend wrote already, else a fresh one for the stored profile (when
 * one was stored), else the one kept in storage, else the fixed one.
 */
async function settleOnFallback(): Promise<void> {
  const state = $analysis.get();
  const reason = lastFailure?.message ?? 'the analysis did not finish';
  let content = state.content;
  const { locale } = $market.get();
  if (content === null && state.quizMetaId !== null) {
    const fresh = await requestDescription($config.get().apiHost, state.quizMetaId, locale, { timeoutMs: FALLBACK_REQUEST_TIMEOUT_MS });
    if (fresh.ok) content = fresh.value.content;
  }
  content ??= storedDescription();
  content ??= fallbackDescription(resolveDescriptionLocale(locale));
  contentLocale = locale;
  update({ loaded: true, loading: false, content, source: 'fallback' });
  reportError({
    message: `${reason} after ${state.attempts} attempts; showing a fallback description`, source: 'analysis',
    status: lastFailure?.status ?? null, url: null, retriable: isRetriable(lastFailure?.status),
  });
  emit('fq-complete', { quizMetaId: state.quizMetaId, profile: toProfile($answers.get()), description: content, source: 'fallback' });
}

export interface RetryOptions {
  /** Pause before retry n is `backoffMs × n` (at most 2 s). Default 300; tests use 0. */
  backoffMs?: number;
  /** Stop retrying after this long. Default ANALYSIS_RETRY_BUDGET_MS. */
  budgetMs?: number;
}

async function retryLoop({ backoffMs = DEFAULT_BACKOFF_MS, budgetMs = ANALYSIS_RETRY_BUDGET_MS }: RetryOptions): Promise<void> {
  const deadline = Date.now() + budgetMs;
  let retries = 0;
  for (;;) {
    if (inFlight) await inFlight;
    if (!needsAnalysis()) return;
    // "Retried while the attempt count is 10 or fewer": the run about to start would be attempt n ≤ 10.
    const exhausted = $analysis.get().attempts >= ANALYSIS_RETRY_LIMIT || Date.now() >= deadline || lastFailure?.permanent === true;
    if (exhausted) {
      // A stored description of an earlier run may be all that is missing: nothing to fall back on then.
      if (!$analysis.get().loaded) await settleOnFallback();
      return;
    }
    if (retries > 0) await pause(Math.min(backoffMs * retries, MAX_RETRY_PAUSE_MS));
    retries += 1;
    await startAnalysis({ startedAt: firstStartedAt ?? Date.now() });
  }
}

/**
 * Recommendation variant A (docs/behaviour.md "Analysis (the final step)"): retries the analysis from the stored answers while
 * it is needed (not loaded and not loading, or no `gpt_content` stored) and attempts remain
 * (ANALYSIS_RETRY_LIMIT runs in all, cta's included, within ANALYSIS_RETRY_BUDGET_MS; a request the
 * backend rejected as invalid is not repeated). When none remain, sets the fallback description
 * (`loaded: true`, `source: 'fallback'`). Only one retry loop runs at a time; the promise resolves
 * when it ends and never rejects.
 */
export function retryAnalysisIfNeeded(options: RetryOptions = {}): Promise<void> {
  if (retrying) return retrying;
  const loop = retryLoop(options)
    .catch((error: unknown) => console.error('[fragrance-quiz] Analysis retries failed', error))
    .finally(() => {
      retrying = null;
    });
  retrying = loop;
  return loop;
}

/** Resolves once no run and no retry loop is in flight (tests; a host that wants to wait). */
export async function analysisSettled(): Promise<void> {
  while (inFlight || retrying) await (retrying ?? inFlight);
}

/**
 * The shopper's language changed (the element's `locale`): the description shown was written in another.
 * The one kept for the new language shows, else the stored profile is described again in it; without a
 * stored profile (or if that fails), `retryAnalysisIfNeeded` runs the analysis again.
 */
async function describeIn(locale: string): Promise<void> {
  const { content, quizMetaId, loaded } = $analysis.get();
  contentLocale = locale;
  if (content === null) return;
  const kept = storedDescription();
  update({ content: kept });
  if (kept !== null || quizMetaId === null || !loaded) return;
  const fresh = await requestDescription($config.get().apiHost, quizMetaId, locale);
  if (!fresh.ok || $market.get().locale !== locale) return;
  saveDescription(fresh.value.content, locale);
  update({ content: fresh.value.content, source: fresh.value.source });
}

$market.listen(({ locale }) => {
  if (locale !== contentLocale) void describeIn(locale);
});

/** Back to the initial state (tests; a host starting the quiz over). Does not touch storage. */
export function resetAnalysis(): void {
  $analysis.set(INITIAL_ANALYSIS);
  firstStartedAt = null;
  analysedProfile = null;
  lastFailure = null;
}
