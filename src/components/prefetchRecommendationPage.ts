/**
 * The recommendation page's code, loaded once and shared: the step before the analysis starts it while
 * the shopper reads, the analysis screen waits for it (and preloads the page's content through it), and
 * the router renders it. Once loaded, the router shows it without a loading fallback.
 */
import type * as RecommendationPageModule from '../recommendation/RecommendationPage.tsx';
import { lazyCode } from './LoadFailure.tsx';

export type RecommendationModule = typeof RecommendationPageModule;

export const recommendationPage = lazyCode(() => import('../recommendation/RecommendationPage.tsx'));

/**
 * Starts loading the chunk (once). Resolves with the module, or null when it cannot load: the page is
 * then loaded again when shown, with an error screen and a retry if it still fails.
 */
export function prefetchRecommendationPage(): Promise<RecommendationModule | null> {
  return recommendationPage.preload().catch(() => null);
}
