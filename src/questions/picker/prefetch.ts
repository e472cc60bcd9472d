/**
 * Warms the perfume picker's catalogue one step ahead, so it loads while the shopper reads. The picker's
 * code is warmed like every lazy question type's (`prefetchQuestion`, ../lazyQuestions.ts).
 */
export function prefetchPicker(): void {
  void import('../../stores/catalogue.ts').then(({ loadCatalogue }) => loadCatalogue());
}
