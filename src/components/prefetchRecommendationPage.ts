/**
 * Loads the recommendation page's code one step before the analysis, while the shopper reads: the page
 * then shows even if the backend goes away before the results (with the fallback description).
 */
export function prefetchRecommendationPage(): void {
  import('../recommendation/RecommendationPage.tsx').catch(() => {
    // Loaded again when the page is shown, with an error screen and a retry if it still fails.
  });
}
