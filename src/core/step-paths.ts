/**
 * The quiz's visible steps and the paths between them: the part of the routing (./navigation.ts) the
 * element's entry also needs, to paint the first step before the app arrives (src/components/prepaint.ts),
 * without the rest of the rules and their constants.
 */
import { RECOMMENDATION_PATH } from './hash-route.ts';
import type { Step } from './types.ts';

/** The quiz's steps in order, without `landing` steps. */
export function visibleSteps(steps: readonly Step[]): Step[] {
  return steps.filter((step) => step.type !== 'landing');
}

/** `/{name lowercased}`, URI-encoded so that `parseHash` gives the name back. */
export function stepPath(step: Step): string {
  return `/${encodeURIComponent(step.name.toLowerCase())}`;
}

/** floor(index / (count − 1) × 100), clamped to 0..100; 100 when there is at most one step. */
export function progressPercent(index: number, count: number): number {
  if (count <= 1) return 100;
  const percent = Math.floor((index * 100) / (count - 1));
  if (Number.isNaN(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/** `/{next step}`, or `/recommendation` after the last step. */
export function nextUrl(steps: readonly Step[], index: number): string {
  const next = index >= 0 ? steps[index + 1] : steps[0];
  return next ? stepPath(next) : RECOMMENDATION_PATH;
}
