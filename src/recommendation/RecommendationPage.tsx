/**
 * The `/recommendation` route (docs/behaviour.md "Recommendation pages"), loaded as a lazy chunk: variant A (AI description) or the
 * product variants B/C, both followed by the shared marketing sections.
 */
import { useStore } from '@nanostores/react';
import { startTransition, useDeferredValue, useEffect, useMemo, useState, type ReactElement } from 'react';
import { afterNextPaintWhileShown } from '../core/after-paint.ts';
import { resultsCopy, type ResultsCopy } from '../core/results-copy.ts';
import { fallbackCopyFor } from '../core/results-fallback.ts';
import type { Marketing, QuizResult } from '../core/types.ts';
import { trackPage } from '../analytics/track.ts';
import { LoadingMessage } from '../components/StatusMessage.tsx';
import { useWords } from '../components/useWords.ts';
import { EN_RESULTS } from '../i18n/en-results.ts';
import { $config } from '../stores/config.ts';
import { $host, emit } from '../stores/host.ts';
import { reportContentProblems } from '../stores/content-problems.ts';
import { $market } from '../stores/market.ts';
import { $marketing, $quizResult } from '../stores/result.ts';
import { $quiz } from '../stores/quiz.ts';
import { experimentArms, resolveVariant, variantPending } from '../stores/variant.ts';
import { $french } from '../stores/words.ts';
import { useShadowStyles } from '../components/shadowStyles.ts';
import { recommendationStyles } from '../styles/recommendation.ts';
import { AiResults } from './AiResults.tsx';
import { CartContext } from './CartContext.ts';
import { logCheckoutTiming } from './checkout-timing.ts';
import { ComparisonTable } from './ComparisonTable.tsx';
import { ContentProblem } from './ContentProblem.tsx';
import { Hero } from './Hero.tsx';
import { KitPanel } from './KitPanel.tsx';
import { marketingSections } from './marketingSections.tsx';
import { ProductList } from './ProductList.tsx';
import { ScentProfile } from './ScentProfile.tsx';

/** For the analysis screen, which loads the page's content while it runs. */
export { preloadKitReasons, preloadRecommendationContent } from './preload.ts';

/** A hidden page paints no frame: the next section then follows after this long. */
const LATER_SECTION_FALLBACK_MS = 100;

/** What follows the variant's first screen, in order. */
function laterSections(variant: string, quizResult: QuizResult | null, marketing: Marketing | null, copy: ResultsCopy): ReactElement[] {
  const own = variant === 'A'
    ? [<KitPanel key="kit" />, <ScentProfile key="scent-profile" />]
    : quizResult
      ? [
          <KitPanel key="kit" />, <ScentProfile key="scent-profile" />,
          ...(copy.table ? [<ComparisonTable key="comparison" title={quizResult.recommendTableTitle} table={copy.table} />] : []),
        ]
      : [];
  return [...own, ...marketingSections(marketing, copy)];
}

interface RecommendationPageProps {
  search: URLSearchParams;
  /** The shopper came here from a quiz screen (not on the page's first load). */
  arrivedFromQuiz?: boolean;
}

export default function RecommendationPage({ search, arrivedFromQuiz = false }: RecommendationPageProps) {
  const host = useStore($host);
  const { words } = useWords(EN_RESULTS);
  const { version, versionWeights } = useStore($config);
  const result = useStore($quizResult);
  const marketing = useStore($marketing);
  const market = useStore($market);
  // With version="auto" the content's schedule decides the draw: the page waits for it (a direct load).
  const arms = experimentArms(useStore($quiz));
  const pending = variantPending(version, versionWeights, search, arms);
  const variant = resolveVariant(version, versionWeights, search, arms);

  useShadowStyles(recommendationStyles);

  useEffect(() => {
    if (pending) return;
    trackPage('#recommendation', variant);
    emit('fq-recommendation-view', { variant });
  }, [variant, pending]);

  useEffect(() => {
    void logCheckoutTiming();
  }, []);

  const contentIn = result.status !== 'loading' && marketing.status !== 'loading' && !pending;
  // Content that arrives after the page mounted (a direct load) is shown in a deferred render, which
  // React works through in short slices: the stores' update alone would render the whole first screen
  // in one task. Content already in when the page mounts (from the analysis screen) shows at once.
  const ready = useDeferredValue(contentIn) && contentIn;
  const quizResult = result.status === 'ready' ? result.value : null;
  // The sections below the first screen follow one at a time, each in a transition once the previous
  // one is on screen: React renders each in short slices and the browser lays out one section per frame,
  // so the top paints at once and no long task holds the shopper's first tap.
  const [laterShown, setLaterShown] = useState(0);
  const marketingValue = marketing.status === 'ready' ? marketing.value : null;
  // The same elements on every render while the content stays the same: as each section below follows,
  // React skips the page's sections already on screen instead of rendering all of them again.
  const french = useStore($french);
  const typeset = french?.typeset;
  const fallback = fallbackCopyFor(market.locale, french?.resultsFallback ?? null);
  const copy = useMemo(() => resultsCopy(marketingValue, quizResult, market, typeset, fallback), [marketingValue, quizResult, market, typeset, fallback]);
  const later = useMemo(() => laterSections(variant, quizResult, marketingValue, copy), [variant, quizResult, marketingValue, copy]);
  const firstScreen = useMemo(() => (variant === 'A'
    ? <><Hero /><AiResults /></>
    : quizResult && <ProductList result={quizResult} reversed={variant === 'C'} />), [variant, quizResult]);
  const shopifyVariantId = quizResult?.shopifyVariantId;
  const cart = useMemo(() => ({ variant, shopifyVariantId, copy }), [variant, shopifyVariantId, copy]);
  // Content that is there but partly unusable: one `fq-error` naming what fell back (./content-problems.ts).
  useEffect(() => {
    if (ready) reportContentProblems('results page content', [...(quizResult?.problems ?? []), ...(marketingValue?.problems ?? []), ...copy.problems]);
  }, [ready, quizResult, marketingValue, copy]);
  useEffect(() => {
    if (!ready || laterShown >= later.length) return undefined;
    return afterNextPaintWhileShown(() => startTransition(() => setLaterShown((shown) => shown + 1)), LATER_SECTION_FALLBACK_MS);
  }, [ready, laterShown, later.length]);
  // Arriving from the quiz, focus moves to the page's first heading: when it is inside the element, or
  // was lost with the screen that held it (the cta step's heading unmounts, focus falls to <body>).
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
    return <LoadingMessage label={words.loadingRecommendation} />;
  }

  return (
    <CartContext.Provider value={cart}>
      <div className={`recommendation variant-${variant.toLowerCase()}`} part="recommendation" data-variant={variant}>
        {(result.status === 'error' || marketing.status === 'error') && <ContentProblem />}
        {firstScreen}
        {later.slice(0, laterShown)}
      </div>
    </CartContext.Provider>
  );
}
