/** The English words of the analysis screen (./catalogue.ts), shipped in its own chunk. */
import type { Catalogue } from './catalogue.ts';

export const EN_ANALYSIS = {
  analysisReading: 'Reading your scent loves…',
  analysisWeighing: 'Weighing your dislikes…',
  analysisMatching: 'Matching your moments…',
  analysisChoosing: 'Choosing your four scents…',
  analysisImageAlt: 'A perfume bottle with bubbles rising inside, mixing your results',
  seeResults: 'See your results',
} as const satisfies Partial<Catalogue>;
