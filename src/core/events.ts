/** The DOM events `<fragrance-quiz>` dispatches: names and detail types (all bubble and compose). */
import type { Profile } from './types.ts';

export interface StepChangeDetail {
  /** Route path, e.g. `/gender` or `/recommendation`. */
  path: string;
  stepId: string | null;
  stepName: string | null;
  /** Every step the screen shows (several when content groups them), in order; [] on the recommendation. */
  stepIds: string[];
  /** The index of the screen (steps grouped on one screen count once). */
  index: number;
  progress: number;
}

export interface AnswerDetail {
  direction: 'continue' | 'previous';
  /** true: the shopper's click or choice; false: an automatic advance (timer, analysis success). */
  userInitiated: boolean;
  stepId: string;
  stepName: string;
  answer: unknown;
}

export interface CompleteDetail {
  quizMetaId: string | null;
  profile: Profile;
  description: string;
  source: 'ai' | 'composer' | 'fallback';
}

export interface AddToCartDetail {
  url: string;
  /** Page section 1, 2, 5, 6 or 7 (docs/behaviour.md "Events and tracking"), or the product card's index + 100 on variants B/C. */
  section: number;
  shopifyVariantId: string;
  variant: 'A' | 'B' | 'C';
}

export interface RecommendationViewDetail {
  variant: 'A' | 'B' | 'C';
}

export interface QuizErrorDetail {
  /** What failed, in words a store developer can act on. */
  message: string;
  source: 'content' | 'catalogue' | 'analysis' | 'storage';
  /** The HTTP status of the failed answer; null when none came (offline, timeout, CORS). */
  status: number | null;
  /** The URL asked; null when the failure was not one request. */
  url: string | null;
  /** Whether trying again may help (the shopper's screen offers it): false for a 4xx other than 408 and 429. */
  retriable: boolean;
}

export interface FragranceQuizEventDetails {
  'fq-step-change': StepChangeDetail;
  'fq-answer': AnswerDetail;
  'fq-complete': CompleteDetail;
  'fq-add-to-cart': AddToCartDetail;
  'fq-recommendation-view': RecommendationViewDetail;
  'fq-error': QuizErrorDetail;
}

export type FragranceQuizEventName = keyof FragranceQuizEventDetails;

/** Events a host may cancel with `preventDefault()`. */
export const CANCELABLE_EVENTS: ReadonlySet<FragranceQuizEventName> = new Set(['fq-add-to-cart']);
