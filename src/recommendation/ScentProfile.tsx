/**
 * The shopper's scent profile on the results page (docs/results-experience.md): the eleven families
 * as a diverging bar chart (love to the right, avoid to the left), the strength they like, when they
 * wear a scent (the kit recommender's reasons are in the kit panel, ./KitPanel.tsx).
 * The chart is decorative for assistive technology: the same facts are in the text beside it and in
 * a table only screen readers get.
 */
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import type { MarketingCopyField } from '../../contract/content-documents.ts';
import { RATING_LABELS, STRENGTH_OPTIONS, type RatingLabel } from '../core/constants.ts';
import { FAMILY_COPY, FEELING_COPY, STRENGTH_COPY } from '../core/copy-fields.ts';
import { scentProfileOf, type FamilyLean, type ScentProfileView } from '../core/scent-profile.ts';
import { $answers } from '../stores/answers.ts';
import { $steps } from '../stores/navigation.ts';
import { useShadowStyles } from '../components/shadowStyles.ts';
import { scentProfileStyles } from '../styles/scent-profile.ts';
import { useCopy } from './CartContext.ts';

const OCCASION_STEP_ID = 'when_like_wear_fragrance';

type Copy = Readonly<Record<MarketingCopyField, string>>;

const feelingText = (feeling: RatingLabel, copy: Copy) => copy[FEELING_COPY[RATING_LABELS.indexOf(feeling)] ?? 'feelingNeutral'];

/** Chart geometry, in SVG units: a label column, then the bars around a centre line. */
const WIDTH = 320;
const LABEL_WIDTH = 96;
const TOP = 26;
const ROW = 24;
const BAR = 12;
const CENTRE = LABEL_WIDTH + (WIDTH - LABEL_WIDTH) / 2;
const UNIT = (WIDTH - LABEL_WIDTH) / 2 / 2.2;

function FamilyBar({ family, row, copy }: { family: FamilyLean; row: number; copy: Copy }) {
  const y = TOP + row * ROW;
  const lean = family.lean;
  return (
    <g className="profile-row" data-family={family.field} data-lean={lean ?? 'none'}>
      <text className="profile-label" x={LABEL_WIDTH - 8} y={y + BAR / 2} textAnchor="end" dominantBaseline="central">{family.label}</text>
      {lean === null ? (
        <text className="profile-unrated" x={CENTRE} y={y + BAR / 2} textAnchor="middle" dominantBaseline="central">{copy.profileNotRated}</text>
      ) : lean === 0 ? (
        <circle className="bar-neutral" cx={CENTRE} cy={y + BAR / 2} r={4} />
      ) : (
        <rect
          className={lean > 0 ? 'bar-love' : 'bar-avoid'}
          x={lean > 0 ? CENTRE : CENTRE + lean * UNIT}
          y={y}
          width={Math.abs(lean) * UNIT}
          height={BAR}
          rx={BAR / 2}
        />
      )}
    </g>
  );
}

function FamilyChart({ families, copy }: { families: readonly FamilyLean[]; copy: Copy }) {
  const height = TOP + families.length * ROW;
  return (
    <svg className="profile-chart" viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden="true" focusable="false">
      <text className="profile-axis" x={CENTRE - 8} y={10} textAnchor="end">{copy.profileAxisAvoid}</text>
      <text className="profile-axis" x={CENTRE + 8} y={10}>{copy.profileAxisLove}</text>
      <line className="profile-centre" x1={CENTRE} x2={CENTRE} y1={TOP - 6} y2={height - 4} />
      {families.map((family, row) => <FamilyBar key={family.field} family={family} row={row} copy={copy} />)}
    </svg>
  );
}

function StrengthMeter({ strength }: { strength: number }) {
  return (
    <span className="profile-meter" aria-hidden="true">
      {STRENGTH_OPTIONS.map((label, index) => <span key={label} className={index <= strength ? 'on' : undefined} />)}
    </span>
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function listText(labels: readonly string[], none: string): string {
  return labels.length > 0 ? labels.join(', ') : none;
}

function Facts({ view, copy }: { view: ScentProfileView; copy: Copy }) {
  return (
    <dl className="profile-facts">
      <div><dt>{copy.profileLove}</dt><dd data-fact="loved">{listText(view.loved, copy.profileNone)}</dd></div>
      <div><dt>{copy.profileAvoid}</dt><dd data-fact="avoided">{listText(view.avoided, copy.profileNone)}</dd></div>
      {view.strength !== null && view.strengthLabel ? (
        <div><dt>{copy.profileStrength}</dt><dd data-fact="strength"><StrengthMeter strength={view.strength} /> {capitalised(copy[STRENGTH_COPY[view.strength] ?? 'strengthMixed'])}</dd></div>
      ) : null}
      {view.occasions.length > 0 ? (
        <div><dt>{copy.profileOccasions}</dt><dd data-fact="occasions">{view.occasions.join(', ')}</dd></div>
      ) : null}
    </dl>
  );
}

/** Everything in the chart, for screen readers. */
function FamilyTable({ families, copy }: { families: readonly FamilyLean[]; copy: Copy }) {
  return (
    <table className="visually-hidden">
      <caption>{copy.profileTableCaption}</caption>
      <thead><tr><th scope="col">{copy.profileTableFamily}</th><th scope="col">{copy.profileTableRating}</th></tr></thead>
      <tbody>
        {families.map((family) => (
          <tr key={family.field}><th scope="row">{family.label}</th><td>{family.feeling ? feelingText(family.feeling, copy) : copy.profileNotRated}</td></tr>
        ))}
      </tbody>
    </table>
  );
}

export function ScentProfile() {
  const answers = useStore($answers);
  const steps = useStore($steps);
  const { copy } = useCopy();
  useShadowStyles(scentProfileStyles);

  const view = useMemo(() => {
    const items = steps.find((step) => step.id === OCCASION_STEP_ID)?.items ?? [];
    const label = (value: string) => items.find((item) => item.value === value)?.text ?? value;
    return scentProfileOf(answers, label, (field) => copy[FAMILY_COPY[field]]);
  }, [answers, steps, copy]);

  return (
    <section className="rec-section scent-profile" aria-labelledby="rec-profile-title" data-section="scent-profile">
      {copy.profileEyebrow && <p className="eyebrow">{copy.profileEyebrow}</p>}
      <h2 id="rec-profile-title">{copy.profileHeading}</h2>
      <div className="profile-body">
        <FamilyChart families={view.families} copy={copy} />
        <Facts view={view} copy={copy} />
      </div>
      <FamilyTable families={view.families} copy={copy} />
    </section>
  );
}
