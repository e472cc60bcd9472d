/** The results page's plain wording in British English (./results-fallback.ts): the texts that differ from the U.S. ones. */
import type { MarketingCopyField } from '../../contract/content-documents.ts';

export const EN_GB_RESULTS_FALLBACK = {
  kitButton: 'Add to basket · {kitPrice}',
  kitButtonSecondary: 'Add to basket · {kitPrice}',
  cardButton: 'Add to basket · {price}',
  analyzing: 'Analysing your results…',
  seasonFall: 'autumn',
} as const satisfies Partial<Record<MarketingCopyField, string>>;
