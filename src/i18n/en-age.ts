/** The English words of the age picker (./catalogue.ts), shipped in its own chunk. */
import type { Catalogue } from './catalogue.ts';

export const EN_AGE = {
  yearLabel: 'Year',
  monthLabel: 'Month',
} as const satisfies Partial<Catalogue>;
