/**
 * The kit panel (docs/results-experience.md): the four scents of the shopper's kit, each described
 * (family, strength, character, when to wear it, why it fits them) and never named: the kit is a
 * surprise. Then what the kit holds, delivery and returns, and the retake link. Without the kit
 * recommender's answer the panel is left out, never shown empty.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, type MouseEvent } from 'react';
import { STRENGTH_OPTIONS } from '../core/constants.ts';
import type { Season } from '../../contract/content-documents.ts';
import { FAMILY_COPY, SEASON_COPY, STRENGTH_COPY } from '../core/copy-fields.ts';
import { kitScentsOf, type KitScentView } from '../core/kit-scents.ts';
import { kitProduct } from '../core/results-copy.ts';
import { toProfile } from '../core/profile.ts';
import { $answers } from '../stores/answers.ts';
import { $kitReasons, loadKitReasons } from '../stores/kit-reasons.ts';
import { $steps } from '../stores/navigation.ts';
import { $quizResult } from '../stores/result.ts';
import { firstScreenPath, retakeQuiz } from '../stores/retake.ts';
import { useCopy } from './CartContext.ts';

const OCCASION_STEP_ID = 'when_like_wear_fragrance';

/** How strong the scent is, on the quiz's own strength scale: a meter, its words for screen readers. */
function Strength({ intensity, strength }: { intensity: number; strength: string }) {
  return (
    <span className="kit-strength">
      <span className="kit-meter" aria-hidden="true">
        {STRENGTH_OPTIONS.map((label, index) => <span key={label} className={index <= intensity ? 'on' : undefined} />)}
      </span>
      <span className="visually-hidden">{strength}</span>
    </span>
  );
}

function KitScent({ view, number }: { view: KitScentView; number: number }) {
  const { copy } = useCopy();
  const when = [view.occasions.join(', '), view.seasons.join(', ')].filter(Boolean).join(' · ');
  return (
    <li className="kit-scent" part="kit-scent" data-family={view.family ?? ''}>
      <p className="kit-number" aria-hidden="true">{String(number).padStart(2, '0')}</p>
      <dl className="kit-facts">
        {view.family && (
          <div className="kit-family"><dt>{copy.kitFamily}</dt><dd>{view.family}{view.intensity !== null && <> <Strength intensity={view.intensity} strength={copy[STRENGTH_COPY[view.intensity] ?? 'strengthMixed']} /></>}</dd></div>
        )}
        {view.character && <div className="kit-character"><dt>{copy.kitCharacter}</dt><dd>{view.character}</dd></div>}
        {when && <div><dt>{copy.kitWhen}</dt><dd>{when}</dd></div>}
        {view.why && <div><dt>{copy.kitWhy}</dt><dd>{view.why}</dd></div>}
      </dl>
    </li>
  );
}

export function KitPanel() {
  const kit = useStore($kitReasons);
  const answers = useStore($answers);
  // Normally loaded during the analysis screen already; after a reload, here.
  useEffect(() => {
    void loadKitReasons(toProfile(answers));
  }, [answers]);
  const steps = useStore($steps);
  const result = useStore($quizResult);
  const { copy } = useCopy();
  const views = useMemo(() => {
    if (kit.status !== 'ready') return [];
    const items = steps.find((step) => step.id === OCCASION_STEP_ID)?.items ?? [];
    return kitScentsOf(kit.picks, {
      occasion: (value) => items.find((item) => item.value === value)?.text.toLowerCase() ?? value,
      family: (field) => copy[FAMILY_COPY[field]],
      season: (value) => (value in SEASON_COPY ? copy[SEASON_COPY[value as Season]] : value),
    });
  }, [kit, steps, copy]);
  if (views.length === 0) return null;
  const sampleSize = kitProduct(result.status === 'ready' ? result.value : null)?.sampleSize;

  function onRetake(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    retakeQuiz();
  }

  return (
    <section className="rec-section kit-panel" part="section kit" aria-labelledby="rec-kit-title" data-section="kit">
      {copy.kitEyebrow && <p className="eyebrow">{copy.kitEyebrow}</p>}
      <h2 id="rec-kit-title">{copy.kitHeading}</h2>
      {copy.kitIntro && <p className="sub-title">{copy.kitIntro}</p>}
      <ol className="kit-scents">
        {views.map((view, index) => <KitScent key={view.key} view={view} number={index + 1} />)}
      </ol>
      {(sampleSize || copy.deliveryNote || copy.returnsNote) && (
        <ul className="assurances">
          {sampleSize && <li>{sampleSize}</li>}
          {copy.deliveryNote && <li>{copy.deliveryNote}</li>}
          {copy.returnsNote && <li>{copy.returnsNote}</li>}
        </ul>
      )}
      <a className="retake" href={`#${firstScreenPath()}`} onClick={onRetake}>{copy.retake}</a>
    </section>
  );
}
