/** Chooses the screen from the hash route; applies redirects; hides the host's main content. */
import { useStore } from '@nanostores/react';
import { useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { trackPage } from '../analytics/track.ts';
import { $arrival } from '../stores/arrival.ts';
import { runAssessmentTracking } from '../stores/assessment.ts';
import { runAutoAdvances } from '../stores/auto-advance.ts';
import { $host, emit } from '../stores/host.ts';
import { $mainContentId, setHostContentHidden } from '../stores/main-content.ts';
import { $view, type View } from '../stores/navigation.ts';
import { $market } from '../stores/market.ts';
import { $words } from '../stores/words.ts';
import { LOAD_ERROR_FIELDS } from '../i18n/catalogue.ts';
import { say, type Words as WordsOf } from '../i18n/words.ts';
import type { EN_FIRST } from '../i18n/en.ts';

type Words = WordsOf<keyof typeof EN_FIRST>;
import { useWords } from './useWords.ts';
import { loadQuiz } from '../stores/quiz.ts';
import { $quizIsMainContent } from '../stores/takeover.ts';
import { $hash, redirect } from '../stores/route.ts';
import { LazyScreen } from './LoadFailure.tsx';
import { removePrepaint } from './prepaint.ts';
import { recommendationPage } from './prefetchRecommendationPage.ts';
import { ShadowRootContext } from './shadowStyles.ts';
import { ErrorMessage, LoadingMessage } from './StatusMessage.tsx';
import { StepScreen } from './StepScreen.tsx';

function RecommendationScreen({ search }: { search: URLSearchParams }) {
  const [arrivedFromQuiz] = useState(() => $arrival.get().kind !== 'load');
  const { words } = useWords();
  return (
    <LazyScreen
      code={recommendationPage}
      failedTitle={words.recommendationFailed}
      loadingLabel={words.loadingRecommendation}
      props={{ search, arrivedFromQuiz }}
    />
  );
}

/** What the persistent live region says: the step the shopper is on and the progress. */
export function progressAnnouncement(view: View, words: Words = $words.get(), locale = $market.get().locale): string {
  if (view.kind !== 'step' || view.redirect) return '';
  const step = say(words.stepCount, { step: view.index + 1, count: view.screens.length }, locale);
  return `${step}, ${say(words.progressComplete, { progress: view.progress }, locale)}`;
}

function Screen({ view, words }: { view: View; words: Words }): ReactNode {
  switch (view.kind) {
    case 'loading':
      return <LoadingMessage label={words.loadingQuiz} />;
    case 'error': {
      const fields = LOAD_ERROR_FIELDS[view.error.kind];
      return <ErrorMessage title={words[fields.title]} message={words[fields.message]} onRetry={() => void loadQuiz()} />;
    }
    case 'recommendation':
      if (view.redirect) return <LoadingMessage label={words.redirecting} />;
      return <RecommendationScreen search={view.search} />;
    case 'step':
      return (
        <StepScreen
          key={view.step._key}
          screen={view.screen}
          nextStep={view.screens[view.index + 1]?.lead}
          index={view.index}
          count={view.screens.length}
          progress={view.progress}
          previousUrl={view.previousUrl}
          nextUrl={view.nextUrl}
        />
      );
  }
}

export function Router() {
  const view = useStore($view);
  const words = useStore($words);
  const market = useStore($market);
  const hash = useStore($hash);
  const hideHost = useStore($quizIsMainContent);
  const host = useStore($host);
  const mainContentId = useStore($mainContentId);
  const shadowRoot = useContext(ShadowRootContext);
  // Subscribed before the first screen renders, so it knows how the shopper arrived there.
  useStore($arrival);
  const pendingRedirect = view.kind === 'step' || view.kind === 'recommendation' ? view.redirect : undefined;

  useEffect(() => {
    if (pendingRedirect) redirect(pendingRedirect);
  }, [pendingRedirect]);

  // Decided from the hash and before paint, so the host's content does not show and then vanish while
  // the quiz loads (a layout shift the shopper would see); shown again whenever no step can render.
  // The element itself from the shadow root: `$host` is set by the app's own layout effect, after this one,
  // and without it an ancestor of the element (the quiz inside #MainContent) would be hidden for a frame.
  const element = (shadowRoot?.host as HTMLElement | undefined) ?? host;
  useLayoutEffect(() => setHostContentHidden(hideHost, element), [hideHost, element, mainContentId]);
  useEffect(() => () => setHostContentHidden(false, null), []);
  // The first step the entry painted (./prepaint.ts) stays until the app has a screen of its own to show.
  const loading = view.kind === 'loading';
  useLayoutEffect(() => {
    if (!loading) removePrepaint(shadowRoot);
  }, [loading, shadowRoot]);
  useEffect(() => runAutoAdvances(), []);
  useEffect(() => runAssessmentTracking(), []);

  const stepKey = view.kind === 'step' && !view.redirect ? view.step._key : null;
  useEffect(() => {
    if (view.kind !== 'step' || !stepKey) return;
    trackPage(hash || '#/');
    emit('fq-step-change', {
      path: hash.slice(1) || '/', stepId: view.step.id, stepName: view.step.name,
      stepIds: view.screen.steps.map((step) => step.id), index: view.index, progress: view.progress,
    });
    // Only a change of step counts as a page view, not every re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the step on purpose
  }, [stepKey]);

  return (
    <>
      <p className="visually-hidden" role="status">{progressAnnouncement(view, words, market.locale)}</p>
      <Screen view={view} words={words} />
    </>
  );
}
