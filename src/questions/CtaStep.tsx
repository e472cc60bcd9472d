/**
 * The `cta` step: the staged analysis screen (src/stores/analysis-screen.ts). On mount it fires
 * `QuizComplete`, starts the analysis and loads the results page while a short sequence of stages
 * shows; the store moves on to the results when all of it is done and ANALYSIS_MIN_MS have passed.
 *
 * Coming back with answers already analysed (Back from the results), nothing runs again: the step
 * only offers the way back to the results.
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { CALCULATING_IMAGE_URL } from '../components/bundledImages.ts';
import { ANALYSIS_STAGES, enterAnalysisScreen } from '../stores/analysis-screen.ts';
import { $analysisScreen, isQuizCompleted } from '../stores/analysis-screen-state.ts';
import { useShadowStyles } from '../components/shadowStyles.ts';
import { ctaStyles } from '../styles/cta.ts';
import type { QuestionProps } from './QuestionProps.ts';
import { useWords } from '../components/useWords.ts';
import { EN_ANALYSIS } from '../i18n/en-analysis.ts';
import type { Words } from '../i18n/words.ts';

const LAST_STAGE = ANALYSIS_STAGES.length - 1;

/** The live region changes once (to the last stage): screen readers hear the start and the end, not every stage. */
function announcement(stage: number, words: Words<keyof typeof EN_ANALYSIS>): string {
  const field = ANALYSIS_STAGES[stage >= LAST_STAGE ? LAST_STAGE : 0];
  return field ? words[field] : '';
}

function CalculatingImage() {
  const { words } = useWords(EN_ANALYSIS);
  return (
    <img
      className="cta-image"
      src={CALCULATING_IMAGE_URL}
      alt={words.analysisImageAlt}
      width={160}
      height={176}
    />
  );
}

export function CtaStep({ step, nextUrl }: QuestionProps) {
  const screen = useStore($analysisScreen);
  const { words } = useWords(EN_ANALYSIS);
  useShadowStyles(ctaStyles);

  useEffect(() => {
    // The store ignores a second call while a run is in flight (StrictMode's double effects).
    enterAnalysisScreen(step._key);
  }, [step._key]);

  if (screen.phase === 'ready' && isQuizCompleted()) {
    return (
      <div className="cta-step" data-phase="ready">
        <CalculatingImage />
        <a className="button" href={`#${nextUrl}`}>{words.seeResults}</a>
      </div>
    );
  }

  const stage = screen.phase === 'analysing' ? screen.stage : 0;
  return (
    <div className="cta-step" data-phase="analysing">
      <CalculatingImage />
      <ol className="cta-stages" aria-hidden="true">
        {ANALYSIS_STAGES.map((field, index) => (
          <li key={field} className={index < stage ? 'done' : index === stage ? 'current' : 'pending'}>{words[field]}</li>
        ))}
      </ol>
      <p className="visually-hidden cta-status" role="status" aria-live="polite">{announcement(stage, words)}</p>
    </div>
  );
}

export default CtaStep;
/** For src/questions/lazyQuestions.ts: the analysis starts with the step on screen, before this code is in. */
export { enterAnalysisScreen };
