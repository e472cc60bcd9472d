/**
 * Screens: consecutive steps whose content gives them the same `screen` heading share one screen
 * (docs/decisions.md "Screens"). Every step keeps its own id, URL and answer; a step's URL opens its
 * screen, and Previous, Next and progress move by screen. Kept free of other rules: the element's entry
 * uses it to paint the first screen (src/components/prepaint.ts).
 */
import { RECOMMENDATION_PATH } from './hash-route.ts';
import { progressPercent, stepPath } from './step-paths.ts';
import type { Step } from './types.ts';

export interface Screen {
  /** The screen's first step: its URL is the screen's, its `_key` names the screen. */
  lead: Step;
  /** The steps shown together, in quiz order (one for an ungrouped step). */
  steps: Step[];
  /** Index into the visible steps of `lead`. */
  start: number;
  /** The shared heading, for a screen of several steps. */
  heading?: string;
}

/** Groups the visible steps into screens, in order. */
export function groupScreens(steps: readonly Step[]): Screen[] {
  const screens: Screen[] = [];
  steps.forEach((step, index) => {
    const last = screens.at(-1);
    if (last && step.screen && last.lead.screen === step.screen) {
      last.steps.push(step);
      last.heading = step.screen;
      return;
    }
    screens.push({ lead: step, steps: [step], start: index });
  });
  return screens;
}

/** The index of the screen that shows `steps[stepIndex]` (0 when out of range). */
export function screenIndexOf(screens: readonly Screen[], stepIndex: number): number {
  const found = screens.findIndex((screen) => stepIndex >= screen.start && stepIndex < screen.start + screen.steps.length);
  return found < 0 ? 0 : found;
}

/** `/{previous screen's first step}`; '' on the first screen. */
export function previousScreenUrl(screens: readonly Screen[], index: number): string {
  const previous = index > 0 ? screens[index - 1] : undefined;
  return previous ? stepPath(previous.lead) : '';
}

/** `/{next screen's first step}`, or `/recommendation` after the last screen. */
export function nextScreenUrl(screens: readonly Screen[], index: number): string {
  const next = screens[index + 1];
  return next ? stepPath(next.lead) : RECOMMENDATION_PATH;
}

/** The spec's progress formula applied to screens. */
export function screenProgress(screens: readonly Screen[], index: number): number {
  return progressPercent(index, screens.length);
}

/** A screen's steps as parts: runs of two or more rating steps on the same scale become one grid. */
export type ScreenPart = { kind: 'grid'; steps: Step[] } | { kind: 'step'; step: Step };

function sameScale(a: Step, b: Step): boolean {
  return a.type === 'range' && b.type === 'range' && !a.multiple && !b.multiple
    && a.items.map((item) => item.value).join('\u0000') === b.items.map((item) => item.value).join('\u0000')
    && a.labelRange.join('\u0000') === b.labelRange.join('\u0000');
}

export function screenParts(steps: readonly Step[]): ScreenPart[] {
  const parts: ScreenPart[] = [];
  for (const step of steps) {
    const last = parts.at(-1);
    if (last?.kind === 'grid' && last.steps[0] && sameScale(last.steps[0], step)) { last.steps.push(step); continue; }
    if (last?.kind === 'step' && sameScale(last.step, step)) { parts[parts.length - 1] = { kind: 'grid', steps: [last.step, step] }; continue; }
    parts.push({ kind: 'step', step });
  }
  return parts;
}
