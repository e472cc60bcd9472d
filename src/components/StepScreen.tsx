/** One quiz step: background, heading and subHeading in the section wrapper, the question, the bar. */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { canProceed } from '../core/answers.ts';
import { MOBILE_BACKGROUND_BELOW_PX } from '../core/constants.ts';
import { autoAdvanceDelay } from '../core/navigation.ts';
import type { Step } from '../core/types.ts';
import { Question } from '../questions/Question.tsx';
import { $answers } from '../stores/answers.ts';
import { advance } from '../stores/flow.ts';
import { narrowerThan } from '../stores/viewport.ts';
import { CTA_BACKGROUND_URL } from './bundledImages.ts';
import { NavBar } from './NavBar.tsx';
import { backgroundUrl, imagesToPreload, preload } from './stepImages.ts';

const $narrow = narrowerThan(MOBILE_BACKGROUND_BELOW_PX);

/** Focus moves to the heading when the shopper moves between steps, not when the page first loads. */
let firstStepShown = false;

interface StepScreenProps {
  step: Step;
  nextStep: Step | undefined;
  index: number;
  count: number;
  progress: number;
  previousUrl: string;
  nextUrl: string;
}

export function StepScreen({ step, nextStep, index, count, progress, previousUrl, nextUrl }: StepScreenProps) {
  const answers = useStore($answers);
  const narrow = useStore($narrow);
  const headingId = useId();
  const focusTarget = useRef<HTMLElement>(null);

  useEffect(() => {
    if (firstStepShown) focusTarget.current?.focus({ preventScroll: false });
    firstStepShown = true;
  }, [step._key]);

  useEffect(() => {
    const delay = autoAdvanceDelay(step);
    if (delay === null) return;
    const timer = setTimeout(() => advance(false), delay);
    return () => clearTimeout(timer);
  }, [step._key]);

  useEffect(() => preload(imagesToPreload(nextStep)), [nextStep?._key]);

  const background = step.type === 'cta' ? CTA_BACKGROUND_URL : backgroundUrl(step, narrow);
  const light = step.type === 'transition' || step.type === 'cta';
  const hasHeading = Boolean(step.heading);

  return (
    <div className={`step-screen step-${step.type}`} data-step={step.name}>
      {background ? <img className="step-background" src={background} alt="" aria-hidden="true" fetchPriority="high" /> : null}
      <section
        className="step-section"
        part="step"
        aria-labelledby={hasHeading ? headingId : undefined}
        aria-label={hasHeading ? undefined : `Step ${index + 1} of ${count}`}
        ref={hasHeading ? undefined : (focusTarget as RefObject<HTMLElement>)}
        tabIndex={hasHeading ? undefined : -1}
      >
        <p className="visually-hidden" aria-live="polite">Step {index + 1} of {count}</p>
        {hasHeading || step.subHeading ? (
          <header className="step-header">
            {hasHeading ? (
              <h2 id={headingId} part="heading" tabIndex={-1} ref={focusTarget as RefObject<HTMLHeadingElement>}>{step.heading}</h2>
            ) : null}
            {step.subHeading ? <p className="sub-heading" part="sub-heading">{step.subHeading}</p> : null}
          </header>
        ) : null}
        <Question step={step} onAdvance={advance} labelledBy={hasHeading ? headingId : undefined} nextUrl={nextUrl} />
      </section>
      <NavBar previousUrl={previousUrl} nextUrl={nextUrl} progress={progress} canProceed={canProceed(step, answers)} light={light} />
    </div>
  );
}
