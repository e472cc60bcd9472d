import type { Step } from '../core/types.ts';

/** What every question component gets; answers are read and written through `$answers`. */
export interface QuestionProps {
  step: Step;
  /** The continue handler (docs/decisions.md "Navigation": true for the shopper's own action, false when automatic). */
  onAdvance: (userInitiated: boolean) => void;
  /** id of the step heading, to label the question's group. */
  labelledBy: string | undefined;
  /** The next URL, for steps that link onwards themselves (Skip). */
  nextUrl: string;
  /** false on a screen of several steps: a single choice there never moves on by itself. */
  advancesOnChoice?: boolean;
}
