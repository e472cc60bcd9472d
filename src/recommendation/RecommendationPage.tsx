/**
 * The `/recommendation` route (docs/behaviour.md "Recommendation pages"), loaded as a lazy chunk: variant A (AI description) or the
 * product variants B/C, both followed by the shared marketing sections.
 */
import { useStore } from '@nanostores/react';
import { startTransition, useEffect, useLayoutEffect, useState } from 'react';
import { trackPage } from '../analytics/track.ts';
import { LoadingMessage } from '../components/StatusMessage.tsx';
import { $config } from '../stores/config.ts';
import { $host, emit } from '../stores/host.ts';
import { $marketing, $quizResult } from '../stores/result.ts';
import { resolveVariant } from '../stores/variant.ts';
import { adoptStyles } from '../styles/adopt.ts';
import { recommendationStyles } from '../styles/recommendation.ts';
import { AiResults } from './AiResults.tsx';
import { CartContext } from './CartContext.ts';
import { logCheckoutTiming } from './checkout-timing.ts';
import { ComparisonTable } from './ComparisonTable.tsx';
import { ContentProblem } from './ContentProblem.tsx';
import { Hero } from './Hero.tsx';
import { MarketingSections } from './MarketingSections.tsx';
import { kitPrice } from './prices.ts';
import { ProductList } from './ProductList.tsx';
import { ScentProfile } from './ScentProfile.tsx';

/** For the analysis screen, which loads the page's content while it runs. */
export { preloadKitReasons, preloadRecommendationContent } from './preload.ts';

interface RecommendationPageProps {
  search: URLSearchParams;
  /** The shopper came here from a quiz screen (not on the page's first load). */
  arrivedFromQuiz?: boolean;
}

export default function RecommendationPage({ search, arrivedFromQuiz = false }: RecommendationPageProps) {
  const host = useStore($host);
  const { version, versionWeights } = useStore($config);
  const result = useStore($quizResult);
  const marketing = useStore($marketing);
  const variant = resolveVariant(version, versionWeights, search);

  useLayoutEffect(() => {
    if (host?.shadowRoot) adoptStyles(host.shadowRoot, recommendationStyles);
  }, [host]);

  useEffect(() => {
    trackPage('#recommendation', variant);
    emit('fq-recommendation-view', { variant });
  }, [variant]);

  useEffect(() => {
    void logCheckoutTiming();
  }, []);

  // Arriving from the quiz, focus moves to the page's first heading: when it is inside the element, or
  // was lost with the screen that held it (the cta step's heading unmounts, focus falls to <body>).
  const ready = result.status !== 'loading' && marketing.status !== 'loading';
  // The sections below the first screen render in a transition once the top has committed: React renders
  // them in short slices, so the hero paints at once and the page never blocks the shopper's input.
  const [restShown, setRestShown] = useState(false);
  useEffect(() => {
    if (ready) startTransition(() => setRestShown(true));
  }, [ready]);
  useEffect(() => {
    const active = document.activeElement;
    const focusLost = arrivedFromQuiz && (active === null || active === document.body);
    if (!ready || !host || (active !== host && !focusLost)) return;
    const heading = host.shadowRoot?.querySelector<HTMLElement>('.recommendation h2');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [ready, host, arrivedFromQuiz]);

  if (!ready) {
    return <LoadingMessage label="Loading your recommendation…" />;
  }

  const quizResult = result.status === 'ready' ? result.value : null;
  const marketingContent = marketing.status === 'ready' ? marketing.value : null;
  const cart = { variant, shopifyVariantId: quizResult?.shopifyVariantId, kitPrice: kitPrice(quizResult) };

  return (
    <CartContext.Provider value={cart}>
      <div className={`recommendation variant-${variant.toLowerCase()}`} part="recommendation" data-variant={variant}>
        {(result.status === 'error' || marketing.status === 'error') && <ContentProblem />}
        {variant === 'A' ? (
          <>
            <Hero />
            <AiResults />
            {restShown && <ScentProfile />}
          </>
        ) : (
          quizResult && (
            <>
              <ProductList result={quizResult} reversed={variant === 'C'} />
              {restShown && (
                <>
                  <ScentProfile />
                  <ComparisonTable title={quizResult.recommendTableTitle} />
                </>
              )}
            </>
          )
        )}
        {restShown && <MarketingSections marketing={marketingContent} />}
      </div>
    </CartContext.Provider>
  );
}
