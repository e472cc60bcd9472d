/** One quiz step: background, heading and subHeading in the section wrapper, the question, the bar. */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { afterNextPaint } from '../core/after-paint.ts';
import { canProceed } from '../core/answers.ts';
import { MOBILE_BACKGROUND_BELOW_PX } from '../core/constants.ts';
import { isQuestionStep } from '../core/navigation.ts';
import { screenParts, type Screen } from '../core/screens.ts';
import type { Answers, Step } from '../core/types.ts';
import { prefetchPicker } from '../questions/picker/prefetch.ts';
import { enterAnalysisOnShow, prefetchQuestion } from '../questions/lazyQuestions.ts';
import { Question } from '../questions/Question.tsx';
import { RatingGrid } from '../questions/RatingGrid.tsx';
import { $answers } from '../stores/answers.ts';
import { $analysisScreen, isQuizCompleted } from '../stores/analysis-screen-state.ts';
import { $arrival, bringsIntoView, revealQuizTop, takesFocus } from '../stores/arrival.ts';
import { $decorationsShown, showDecorationsAfterPaint } from '../stores/decorations.ts';
import { $pendingAdvance } from '../stores/auto-advance.ts';
import { advance, goBack } from '../stores/flow.ts';
import { $quizIsMainContent } from '../stores/takeover.ts';
import { narrowerThan } from '../stores/viewport.ts';
import { CTA_BACKGROUND_URL } from './bundledImages.ts';
import { NavBar } from './NavBar.tsx';
import { useWords } from './useWords.ts';
import { useShadowStyles } from './shadowStyles.ts';
import { screenStyles } from '../styles/screens.ts';
import { prefetchRecommendationPage } from './prefetchRecommendationPage.ts';
import { backgroundUrl, imagesToPreload, preload } from './stepImages.ts';
import { mayAdvance } from '../stores/advance-guard.ts';

const $narrow = narrowerThan(MOBILE_BACKGROUND_BELOW_PX);

/**
 * Next is available when the answer is non-empty or the step is optional (docs/behaviour.md "Step screen"). A step that
 * cannot hold an answer (transition, interstitial, cta) never blocks: with `canNext` false by
 * mistake in the content, the shopper would otherwise be stuck.
 */
export function isNextAvailable(step: Step, answers: Answers): boolean {
  return canProceed(step, answers) || !isQuestionStep(step);
}

/** Next on a screen: every step of it allows it. */
export function isScreenNextAvailable(screen: Screen, answers: Answers): boolean {
  return screen.steps.every((step) => isNextAvailable(step, answers));
}

/** The steps of a screen of several: each under its own heading, runs of ratings as one grid. */
function ScreenParts({ screen, onAdvance, nextUrl }: { screen: Screen; onAdvance: (userInitiated: boolean) => void; nextUrl: string }) {
  return (
    <div className="screen-parts">
      {screenParts(screen.steps).map((part) => part.kind === 'grid'
        ? <RatingGrid key={part.steps[0]?._key} steps={part.steps} onAdvance={onAdvance} />
        : <ScreenPart key={part.step._key} step={part.step} onAdvance={onAdvance} nextUrl={nextUrl} />)}
    </div>
  );
}

function ScreenPart({ step, onAdvance, nextUrl }: { step: Step; onAdvance: (userInitiated: boolean) => void; nextUrl: string }) {
  const headingId = useId();
  return (
    <div className={`screen-part part-${step.type}`} data-step={step.name}>
      {step.heading ? <h3 className="part-heading" id={headingId}>{step.heading}</h3> : null}
      {step.subHeading ? <p className="part-sub-heading">{step.subHeading}</p> : null}
      <Question step={step} onAdvance={onAdvance} labelledBy={step.heading ? headingId : undefined} nextUrl={nextUrl} advancesOnChoice={false} />
    </div>
  );
}

interface StepScreenProps {
  screen: Screen;
  nextStep: Step | undefined;
  index: number;
  count: number;
  progress: number;
  previousUrl: string;
  nextUrl: string;
}

export function StepScreen({ screen, nextStep, index, count, progress, previousUrl, nextUrl }: StepScreenProps) {
  const step = screen.lead;
  const grouped = screen.steps.length > 1;
  useShadowStyles(screenStyles);
  const answers = useStore($answers);
  const narrow = useStore($narrow);
  const quizIsMainContent = useStore($quizIsMainContent);
  const pendingAdvance = useStore($pendingAdvance);
  const decorationsShown = useStore($decorationsShown);
  // The picture held back on this screen fades in when it comes (src/stores/decorations.ts).
  const [decorationHeldBack] = useState(() => !$decorationsShown.get());
  // A screen reached by a move (not the page's first) eases in; the first one paints at once (its LCP).
  const [enters] = useState(() => $arrival.get().kind !== 'load');
  const headingId = useId();
  const focusTarget = useRef<HTMLElement>(null);
  const stepKey = step._key;

  useEffect(() => {
    // Once per step (the screen is keyed by the step): how the shopper arrived decides (stores/arrival.ts).
    const arrival = $arrival.get();
    if (arrival.stepKey !== stepKey) return;
    if (bringsIntoView(arrival)) revealQuizTop();
    if (takesFocus(arrival)) focusTarget.current?.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount on purpose
  }, []);

  useEffect(() => showDecorationsAfterPaint(), []);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- preload once per next step, not per re-render
  useEffect(() => preload(imagesToPreload(nextStep)), [nextStep?._key]);
  // The next step's code, once this one is on screen (not cancelled: a quick shopper still needs it).
  useEffect(() => void afterNextPaint(() => prefetchQuestion(nextStep?.type)), [nextStep?.type]);
  useEffect(() => {
    if (step.type === 'cta') enterAnalysisOnShow(stepKey);
  }, [step.type, stepKey]);
  useEffect(() => {
    if (nextStep?.type === 'search') prefetchPicker();
    if (nextStep?.type === 'cta') void prefetchRecommendationPage();
  }, [nextStep?.type]);

  const onAdvance = (userInitiated: boolean) => advance(userInitiated, stepKey);
  // On a screen of several steps, Enter in an answer is the screen's Next: only once the screen allows it.
  const onPartAdvance = (userInitiated: boolean) => {
    if (isScreenNextAvailable(screen, $answers.get())) onAdvance(userInitiated);
  };
  const background = step.type === 'cta' ? CTA_BACKGROUND_URL : backgroundUrl(step, narrow);
  const light = step.type === 'transition' || step.type === 'cta';
  // Back on the analysis step after the results: it only leads back to them (src/stores/analysis-screen.ts).
  const analysed = useStore($analysisScreen).phase === 'ready' && step.type === 'cta' && isQuizCompleted();
  const { words, say } = useWords();
  const heading = analysed ? words.resultsReady : grouped ? screen.heading : step.heading;
  const subHeading = analysed || grouped ? '' : step.subHeading;
  const hasHeading = Boolean(heading);

  return (
    <div
      className={`step-screen step-${step.type}${grouped ? ' step-group' : ''}${enters ? ' enters' : ''}`}
      data-step={step.name}
      data-steps={grouped ? screen.steps.map((part) => part.name).join(' ') : undefined}
      // The automatic advance counting down now (its delay in ms), for tests and for a developer's inspector.
      data-countdown={pendingAdvance?.stepKey === step._key ? pendingAdvance.delay : undefined}
    >
      {background && decorationsShown ? (
        <img
          className={decorationHeldBack ? 'step-background fades-in' : 'step-background'}
          src={background}
          alt=""
          aria-hidden="true"
          // Only the page's main content may outrank the host's own hero image (its LCP).
          fetchPriority={quizIsMainContent ? 'high' : 'auto'}
        />
      ) : null}
      <section
        className="step-section"
        part="step"
        aria-labelledby={hasHeading ? headingId : undefined}
        aria-label={hasHeading ? undefined : say('stepCount', { step: index + 1, count })}
        ref={hasHeading ? undefined : (focusTarget as RefObject<HTMLElement>)}
        tabIndex={hasHeading ? undefined : -1}
      >
        {hasHeading || subHeading ? (
          <header className="step-header">
            {hasHeading ? (
              <h2 id={headingId} part="heading" tabIndex={-1} ref={focusTarget as RefObject<HTMLHeadingElement>}>{heading}</h2>
            ) : null}
            {subHeading ? <p className="sub-heading" part="sub-heading">{subHeading}</p> : null}
          </header>
        ) : null}
        {grouped
          ? <ScreenParts screen={screen} onAdvance={onPartAdvance} nextUrl={nextUrl} />
          : <Question step={step} onAdvance={onAdvance} labelledBy={hasHeading ? headingId : undefined} nextUrl={nextUrl} />}
      </section>
      <NavBar
        previousUrl={previousUrl}
        nextUrl={nextUrl}
        progress={progress}
        index={index}
        count={count}
        canProceed={isScreenNextAvailable(screen, answers)}
        light={light}
        onBack={() => goBack(stepKey)}
        onNext={() => {
          if (mayAdvance(stepKey)) onAdvance(true);
        }}
      />
    </div>
  );
}
