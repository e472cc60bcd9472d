/** The English words of the results page's own loading and failure lines (./catalogue.ts), shipped in its own chunk. */
import type { Catalogue } from './catalogue.ts';

export const EN_RESULTS = {
  contentProblem: 'Part of your recommendation could not load. Please check your connection and try again.',
  retry: 'Try again',
  loadingRecommendation: 'Loading your recommendation…',
} as const satisfies Partial<Catalogue>;
