/** Chooses the screen from the hash route; applies redirects; hides the host's main content. */
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useLayoutEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { trackPage } from '../analytics/track.ts';
import { emit } from '../stores/host.ts';
import { quizOwnsHash, setHostContentHidden } from '../stores/main-content.ts';
import { $view, type View } from '../stores/navigation.ts';
import { loadQuiz } from '../stores/quiz.ts';
import { $hash, redirect } from '../stores/route.ts';
import { LoadFailureBoundary } from './LoadFailure.tsx';
import { recommendationPage } from './prefetchRecommendationPage.ts';
import { ErrorMessage, LoadingMessage } from './StatusMessage.tsx';
import { StepScreen } from './StepScreen.tsx';

function RecommendationScreen({ search, shouldFocus }: { search: URLSearchParams; shouldFocus: () => boolean }) {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [arrivedFromQuiz] = useState(shouldFocus);
  const RecommendationPage = recommendationPage.get();
  return (
    <LoadFailureBoundary
      title="Sorry, your recommendation could not load."
      onRetry={() => {
        recommendationPage.retry();
        rerender();
      }}
    >
      <Suspense fallback={<LoadingMessage label="Loading your recommendation…" />}>
        <RecommendationPage search={search} arrivedFromQuiz={arrivedFromQuiz} />
      </Suspense>
    </LoadFailureBoundary>
  );
}

/** What the persistent live region says: the step the shopper is on and the progress. */
export function progressAnnouncement(view: View): string {
  if (view.kind !== 'step' || view.redirect) return '';
  return `Step ${view.index + 1} of ${view.steps.length}, ${view.progress}% complete`;
}

function Screen({ view, shouldFocus }: { view: View; shouldFocus: () => boolean }): ReactNode {
  switch (view.kind) {
    case 'loading':
      return <LoadingMessage label="Loading your quiz…" />;
    case 'error':
      return <ErrorMessage message={view.message} onRetry={() => void loadQuiz()} />;
    case 'recommendation':
      if (view.redirect) return <LoadingMessage label="Taking you back to a question you missed…" />;
      return <RecommendationScreen search={view.search} shouldFocus={shouldFocus} />;
    case 'step':
      return (
        <StepScreen
          key={view.step._key}
          step={view.step}
          nextStep={view.steps[view.index + 1]}
          index={view.index}
          count={view.steps.length}
          progress={view.progress}
          previousUrl={view.previousUrl}
          nextUrl={view.nextUrl}
          shouldFocus={shouldFocus}
        />
      );
  }
}

export function Router() {
  const view = useStore($view);
  const hash = useStore($hash);
  const pendingRedirect = view.kind === 'step' || view.kind === 'recommendation' ? view.redirect : undefined;
  // The first screen shown keeps the page's focus where it is; every later one takes it to its heading.
  const stepShown = useRef(false);
  const shouldFocus = () => {
    const focus = stepShown.current;
    stepShown.current = true;
    return focus;
  };

  useEffect(() => {
    if (pendingRedirect) redirect(pendingRedirect);
  }, [pendingRedirect]);

  // Decided from the hash alone and before paint, so the host's content does not show and then
  // vanish while the quiz loads (a layout shift the shopper would see).
  const hideHost = quizOwnsHash(hash);
  useLayoutEffect(() => setHostContentHidden(hideHost), [hideHost]);
  useEffect(() => () => setHostContentHidden(false), []);

  const stepKey = view.kind === 'step' && !view.redirect ? view.step._key : null;
  useEffect(() => {
    if (view.kind !== 'step' || !stepKey) return;
    trackPage(hash || '#/');
    emit('fq-step-change', {
      path: hash.slice(1) || '/', stepId: view.step.id, stepName: view.step.name, index: view.index, progress: view.progress,
    });
    // Only a change of step counts as a page view, not every re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the step on purpose
  }, [stepKey]);

  return (
    <>
      <p className="visually-hidden" role="status">{progressAnnouncement(view)}</p>
      <Screen view={view} shouldFocus={shouldFocus} />
    </>
  );
}
