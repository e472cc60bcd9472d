/** Warms the perfume picker one step ahead: its code and the catalogue load while the shopper reads. */
export function prefetchPicker(): void {
  void import('../SearchQuestion.tsx');
  void import('../../stores/catalogue.ts').then(({ loadCatalogue }) => loadCatalogue());
}
