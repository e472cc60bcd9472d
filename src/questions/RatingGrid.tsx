/**
 * Consecutive rating steps of one screen as one grid (docs/design.md "Question layouts"): a row per step,
 * labelled by its heading, its choices a native radio group, so arrow keys move within a row and Tab
 * goes from row to row. Each row keeps its own step and answer; choosing never moves on by itself.
 */
import { useStore } from '@nanostores/react';
import { useId, type CSSProperties, type KeyboardEvent } from 'react';
import type { Step } from '../core/types.ts';
import { $answers, setAnswer } from '../stores/answers.ts';
import { scaleFamily } from './ChoiceQuestion.tsx';

interface RatingGridProps {
  steps: Step[];
  /** Enter on a chosen rating: the screen's Next. */
  onAdvance: (userInitiated: boolean) => void;
}

function RatingRow({ step, endLabels }: { step: Step; endLabels: [string | undefined, string | undefined] }) {
  const answers = useStore($answers);
  const labelId = useId();
  const selected = answers[step.id];
  const last = step.items.length - 1;
  return (
    <div className="rating-row" data-step={step.name} data-family={scaleFamily(step)}>
      <div className="rating-label" id={labelId}>
        <span className="rating-name">{step.heading ?? step.name}</span>
        {step.subHeading ? <span className="rating-hint">{step.subHeading}</span> : null}
      </div>
      <div className="rating-options" role="radiogroup" aria-labelledby={labelId}>
        {step.items.map((item, index) => {
          const checked = selected === item.value;
          const end = index === 0 ? endLabels[0] : index === last ? endLabels[1] : undefined;
          return (
            <label key={item._key} className={checked ? 'rating-choice checked' : 'rating-choice'} part="option">
              <input
                className="visually-hidden"
                type="radio"
                name={labelId}
                value={item.value}
                checked={checked}
                aria-label={end ? `${item.text}, ${end}` : item.text}
                onChange={() => setAnswer(step.id, item.value)}
              />
              <span className="rating-mark" aria-hidden="true">{item.text}</span>
            </label>
          );
        })}
      </div>
    </div>
  );
}

export function RatingGrid({ steps, onAdvance }: RatingGridProps) {
  const first = steps[0];
  if (!first) return null;
  const labels = first.labelRange;
  const endLabels: [string | undefined, string | undefined] = [labels[0], labels.length > 1 ? labels[labels.length - 1] : undefined];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target;
    if (event.key === 'Enter' && target instanceof HTMLInputElement && target.checked) {
      event.preventDefault();
      onAdvance(true);
    }
  };
  return (
    <div className="rating-grid" onKeyDown={onKeyDown} style={{ '--fq-scale-count': String(first.items.length) } as CSSProperties}>
      <div className="rating-head" aria-hidden="true">
        <span className="rating-head-spacer" />
        <span className="rating-head-labels">
          <span>{endLabels[0]}</span>
          {endLabels[1] ? <span>{endLabels[1]}</span> : null}
        </span>
      </div>
      {steps.map((step) => <RatingRow key={step._key} step={step} endLabels={endLabels} />)}
    </div>
  );
}
