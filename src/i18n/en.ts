/**
 * The element's own words in English (./catalogue.ts), split by the code that shows them so each part
 * ships with its screen: this one with the first step (every screen's bar, loading and failure lines);
 * the lazily loaded screens' parts are in ./en-*.ts.
 */
import type { Catalogue } from './catalogue.ts';

/** The first step's words: navigation, progress, loading and failures. */
export const EN_FIRST = {
  next: 'Next',
  back: 'Back',
  navigationLabel: 'Quiz navigation',
  progressLabel: 'Quiz progress',
  stepCount: 'Step {step} of {count}',
  progressComplete: '{progress}% complete',
  resultsReady: 'Your results are ready',
  retry: 'Try again',
  loadingQuiz: 'Loading your quiz…',
  networkTitle: 'We can’t reach the quiz right now.',
  networkMessage: 'Please check your internet connection, then try again.',
  notFoundTitle: 'This quiz isn’t available.',
  notFoundMessage: 'We couldn’t find the quiz this page asks for. Please try again later.',
  invalidTitle: 'This quiz can’t be shown right now.',
  invalidMessage: 'Something is wrong with its content on our side. Please try again later.',
  serverTitle: 'The quiz is having trouble.',
  serverMessage: 'Our server had a problem. Please try again in a moment.',
  loadingQuestion: 'Loading...',
  questionFailed: 'Sorry, this question could not load.',
  loadingRecommendation: 'Loading your recommendation…',
  recommendationFailed: 'Sorry, your recommendation could not load.',
  redirecting: 'Taking you back to a question you missed…',
} as const satisfies Partial<Catalogue>;
