/** Where the shopper is: derived from the hash, the quiz and the answers. */
import { computed } from 'nanostores';
import { recommendationRedirect, resolveStep, visibleSteps } from '../core/navigation.ts';
import { groupScreens, nextScreenUrl, previousScreenUrl, screenIndexOf, screenProgress, type Screen } from '../core/screens.ts';
import { parseHash } from '../core/hash-route.ts';
import type { LoadError } from '../core/load-error.ts';
import type { Step } from '../core/types.ts';
import { $answers } from './answers.ts';
import { $quiz } from './quiz.ts';
import { $hash } from './route.ts';

export interface StepView {
  kind: 'step';
  /** The screen's first step (the screen's identity for timers, arrival and tracking). */
  step: Step;
  /** The screen shown: `step` and the steps it shares the screen with. */
  screen: Screen;
  steps: Step[];
  screens: Screen[];
  /** Index of the screen in `screens`. */
  index: number;
  progress: number;
  previousUrl: string;
  nextUrl: string;
  /** The URL named a step; false on the bare start route (the host page's content stays visible). */
  named: boolean;
  /** Set when the URL named another step than the one shown: the path the hash is replaced with. */
  redirect: string | undefined;
}

export type View =
  | { kind: 'loading' }
  | { kind: 'error'; error: LoadError }
  | StepView
  | { kind: 'recommendation'; search: URLSearchParams; redirect: string | undefined };

export const $steps = computed($quiz, (state) => (state.status === 'ready' ? visibleSteps(state.quiz.steps) : []));

export const $screens = computed($steps, groupScreens);

export const $view = computed([$quiz, $steps, $screens, $hash, $answers], (quiz, steps, screens, hash, answers): View => {
  if (quiz.status === 'loading') return { kind: 'loading' };
  if (quiz.status === 'error') return { kind: 'error', error: quiz.error };
  if (steps.length === 0) return { kind: 'error', error: { kind: 'invalid', detail: 'The quiz has no steps yet.' } };
  const route = parseHash(hash);
  if (route.kind === 'recommendation') {
    return { kind: 'recommendation', search: route.search, redirect: recommendationRedirect(steps, answers) ?? undefined };
  }
  // A hash of the host page's own (not `#/…`) leaves the quiz at its start.
  const quizName = route.kind === 'step' ? route.quizName : null;
  const resolved = resolveStep(steps, quizName, answers);
  const index = screenIndexOf(screens, resolved.index);
  const screen = screens[index] as Screen;
  return {
    kind: 'step',
    step: screen.lead,
    screen,
    steps,
    screens,
    index,
    progress: screenProgress(screens, index),
    previousUrl: previousScreenUrl(screens, index),
    nextUrl: nextScreenUrl(screens, index),
    named: quizName !== null,
    redirect: resolved.redirect,
  };
});
