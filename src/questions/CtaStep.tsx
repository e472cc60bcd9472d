/**
 * The `cta` step: the results-calculation screen. On mount it fires the ad-platform event
 * `QuizComplete` and starts the analysis (src/stores/analysis.ts); the store moves on to the
 * recommendation page when the analysis succeeds.
 *
 * When the run fails, this step moves on itself (`onAdvance(false)`): recommendation variant A then
 * retries and, failing that, shows a fallback description, so the shopper never stays on "Analyzing…".
 * When the answers were already analysed (the shopper came Back from the recommendation page), nothing
 * runs again and a link leads on instead, so Back does not bounce the shopper forward.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { trackPixel } from '../analytics/track.ts';
import { CALCULATING_IMAGE_URL } from '../components/bundledImages.ts';
import { isAnalysisCurrent, startAnalysis } from '../stores/analysis.ts';
import { $host } from '../stores/host.ts';
import { adoptStyles } from '../styles/adopt.ts';
import { ctaStyles } from '../styles/cta.ts';
import type { QuestionProps } from './QuestionProps.ts';

type Phase = 'analyzing' | 'moving-on' | 'ready';

const STATUS: Record<Phase, string> = {
  analyzing: 'Analyzing your answers…',
  'moving-on': 'Taking you to your results…',
  ready: 'Your results are ready.',
};

export function CtaStep({ onAdvance, nextUrl }: QuestionProps) {
  const host = useStore($host);
  const [mountedAt] = useState(() => Date.now());
  const [phase, setPhase] = useState<Phase>(() => (isAnalysisCurrent() ? 'ready' : 'analyzing'));
  const started = useRef(false);
  const mounted = useRef(false);

  useLayoutEffect(() => {
    if (host?.shadowRoot) adoptStyles(host.shadowRoot, ctaStyles);
  }, [host]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    // Once per mount, also under StrictMode's double effects.
    if (started.current) return;
    started.current = true;
    trackPixel('QuizComplete');
    if (phase === 'ready') return;
    void startAnalysis({ startedAt: mountedAt }).then((ok) => {
      // The shopper may have left this step meanwhile: never advance from another one.
      if (ok || !mounted.current) return;
      setPhase('moving-on');
      onAdvance(false);
    });
    // Runs once per mount by design; later renders must not start another analysis.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount on purpose
  }, []);

  return (
    <div className="cta-step">
      <img
        className="cta-image"
        src={CALCULATING_IMAGE_URL}
        alt="A perfume bottle with bubbles rising inside, mixing your results"
        width={160}
        height={176}
      />
      {phase === 'ready' ? null : (
        <div className="cta-dots" aria-hidden="true"><span /><span /><span /></div>
      )}
      <p className="cta-status" role="status" aria-live="polite">{STATUS[phase]}</p>
      {phase === 'ready' ? <a className="button" href={`#${nextUrl}`}>See your results</a> : null}
    </div>
  );
}
