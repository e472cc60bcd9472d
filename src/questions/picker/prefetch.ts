/** Warms the perfume picker one step ahead: its code and the catalogue load while the shopper reads. */
import { searchQuestion } from '../lazyQuestions.ts';

export function prefetchPicker(): void {
  searchQuestion.preload().catch(() => undefined);
  void import('../../stores/catalogue.ts').then(({ loadCatalogue }) => loadCatalogue());
}
