/**
 * The recommendation page variant of this shopper (docs/insights.md "A/B/C test"):
 * - `version="A" | "B" | "C"`: that variant;
 * - `version="auto"`: the URL's `version` parameter when it names one, else a sticky random assignment
 *   weighted by `version-weights` when set, else by the quiz content's schedule (contract/experiment.ts:
 *   only running variants, by their weights), else equally; kept in browser storage across visits, and
 *   drawn again once the assigned variant stops running;
 * - no attribute: the URL's `version` parameter, else A.
 */
import { VARIANTS, isVariant, type Variant } from '../../contract/events.ts';
import { experimentOf, scheduledWeights, type ExperimentArm, type VariantWeights } from '../../contract/experiment.ts';
import type { Quiz } from '../core/types.ts';
import { parseHash } from '../core/hash-route.ts';
import { pageVariant } from '../core/navigation.ts';
import { $config } from './config.ts';
import { $quiz, type QuizState } from './quiz.ts';

export type { VariantWeights };

export const AUTO_VERSION = 'auto';
export const VARIANT_STORAGE_KEY = 'fq_variant';

export const EQUAL_WEIGHTS: VariantWeights = { A: 1, B: 1, C: 1 };

/**
 * `"A:50,B:25,C:25"` → weights. Variants left out weigh 0; a malformed list (unknown variant, negative or
 * non-numeric weight, all zero) is reported on the console and equal weights are used instead.
 */
export function parseVariantWeights(text: string | undefined): VariantWeights {
  if (!text?.trim()) return EQUAL_WEIGHTS;
  const weights: VariantWeights = { A: 0, B: 0, C: 0 };
  for (const part of text.split(',')) {
    const match = /^\s*([A-Za-z])\s*:\s*(\d+(?:\.\d+)?)\s*$/.exec(part);
    const variant = match?.[1]?.toUpperCase();
    if (!match || !isVariant(variant)) {
      console.warn(`[fragrance-quiz] version-weights "${text}" is not like "A:50,B:25,C:25"; using equal weights`);
      return EQUAL_WEIGHTS;
    }
    weights[variant] = Number(match[2]);
  }
  if (VARIANTS.every((variant) => weights[variant] === 0)) {
    console.warn(`[fragrance-quiz] version-weights "${text}" gives every variant weight 0; using equal weights`);
    return EQUAL_WEIGHTS;
  }
  return weights;
}

/** A variant drawn with probability proportional to its weight (`random` in [0, 1)). */
export function drawVariant(weights: VariantWeights, random: () => number = Math.random): Variant {
  const total = VARIANTS.reduce((sum, variant) => sum + weights[variant], 0);
  let point = random() * total;
  for (const variant of VARIANTS) {
    point -= weights[variant];
    if (point < 0 && weights[variant] > 0) return variant;
  }
  return [...VARIANTS].reverse().find((variant) => weights[variant] > 0) ?? 'A';
}

/** When storage is unavailable (private mode, blocked), the assignment lasts for this page. */
let memoryAssignment: Variant | null = null;

/**
 * This shopper's assigned variant: the stored one while its weight is above 0, else a new draw that is
 * stored. Never throws.
 */
export function stickyVariant(weights: VariantWeights, random: () => number = Math.random): Variant {
  // Nothing running (every variant stopped or not started): the control, and no assignment to keep.
  if (VARIANTS.every((variant) => weights[variant] === 0)) return 'A';
  let stored: string | null = memoryAssignment;
  try {
    stored = localStorage.getItem(VARIANT_STORAGE_KEY) ?? memoryAssignment;
  } catch { /* storage blocked: keep the in-memory assignment */ }
  if (isVariant(stored) && weights[stored] > 0) return stored;
  const drawn = drawVariant(weights, random);
  memoryAssignment = drawn;
  try {
    localStorage.setItem(VARIANT_STORAGE_KEY, drawn);
  } catch { /* storage blocked or full: the in-memory assignment stands */ }
  return drawn;
}

/** For tests: forget the in-memory assignment (the stored one is cleared with localStorage). */
export function resetVariantAssignment(): void {
  memoryAssignment = null;
}

/** The stored assignment, or A, without drawing or storing anything (while the content's schedule is unknown). */
function provisionalVariant(): Variant {
  let stored: string | null = memoryAssignment;
  try {
    stored = localStorage.getItem(VARIANT_STORAGE_KEY) ?? memoryAssignment;
  } catch { /* storage blocked */ }
  return isVariant(stored) ? stored : 'A';
}

const checked = new WeakMap<Quiz, ExperimentArm[]>();

/** The content's schedule: undefined while the quiz loads; [] when it has none or could not load. */
// `.value`, not `get()`: reading must not mount the store (which would load the quiz).
export function experimentArms(state: QuizState = $quiz.value): readonly ExperimentArm[] | undefined {
  if (state.status === 'loading') return undefined;
  if (state.status === 'error') return [];
  let arms = checked.get(state.quiz);
  if (!arms) {
    const read = experimentOf(state.quiz.experiment);
    for (const problem of read.problems) console.warn(`[fragrance-quiz] ${problem}`);
    arms = read.arms;
    checked.set(state.quiz, arms);
  }
  return arms;
}

/** Whether the variant still waits for the content's schedule (`version="auto"` without an override). */
export function variantPending(version: string | undefined, weights: string | undefined, search: URLSearchParams, arms: readonly ExperimentArm[] | undefined): boolean {
  return version?.trim().toLowerCase() === AUTO_VERSION && !isVariant((search.get('version') ?? '').trim().toUpperCase()) && !weights?.trim() && arms === undefined;
}

export function resolveVariant(
  version: string | undefined, weights: string | undefined, search: URLSearchParams,
  arms: readonly ExperimentArm[] | undefined, now: number = Date.now(),
): Variant {
  if (version?.trim().toLowerCase() !== AUTO_VERSION) return pageVariant(version, search);
  const fromUrl = (search.get('version') ?? '').trim().toUpperCase();
  if (isVariant(fromUrl)) return fromUrl;
  // The page's `version-weights` is the developer's override of the content's schedule.
  if (weights?.trim()) return stickyVariant(parseVariantWeights(weights));
  if (arms === undefined) return provisionalVariant();
  return stickyVariant(arms.length > 0 ? scheduledWeights(arms, now) : EQUAL_WEIGHTS);
}

function searchOf(hash: string): URLSearchParams {
  const route = parseHash(hash);
  return route.kind === 'recommendation' ? route.search : new URLSearchParams();
}

/** The variant this shopper sees (or will see) on the recommendation page, as the page's URL is now. */
export function currentVariant(): Variant {
  const { version, versionWeights } = $config.get();
  return resolveVariant(version, versionWeights, searchOf(location.hash), experimentArms());
}
