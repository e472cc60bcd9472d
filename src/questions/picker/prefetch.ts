/**
 * Warms the perfume picker's catalogue one step ahead, so it loads while the shopper reads. The picker's
 * code is warmed like every lazy question type's (`prefetchQuestion`, ../lazyQuestions.ts).
 */
export function prefetchPicker(): void {
  // A chunk that cannot load now is tried again by the picker itself; nothing may reach the host page.
  import('../../stores/catalogue.ts').then(({ loadCatalogue }) => loadCatalogue()).catch(() => undefined);
}
