/** Every English word of the element in one catalogue: for the seed (the content's default texts) and tests, never the element. */
import type { Catalogue } from './catalogue.ts';
import { EN_FIRST } from './en.ts';
import { EN_AGE } from './en-age.ts';
import { EN_ANALYSIS } from './en-analysis.ts';
import { EN_EMAIL } from './en-email.ts';
import { EN_PICKER } from './en-picker.ts';
import { EN_RESULTS } from './en-results.ts';

export const EN: Catalogue = { ...EN_FIRST, ...EN_AGE, ...EN_PICKER, ...EN_EMAIL, ...EN_ANALYSIS, ...EN_RESULTS };
