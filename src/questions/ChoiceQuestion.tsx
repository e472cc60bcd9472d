/**
 * Radio or checkbox choices for the `select`, `range`, `color` and `image` question types.
 * Native inputs give screen readers real groups and arrow-key movement; a single choice made by
 * click, tap, Space or Enter auto-advances where the spec says so, but moving with the arrow keys
 * only selects, so a keyboard user is never carried past a step.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { COLOR_PALETTE, SCENT_FAMILIES, SMALL_GRID_BELOW_ITEMS } from '../core/constants.ts';
import { balancedColumns } from '../core/grid-columns.ts';
import { isSingleChoiceAutoAdvance } from '../core/navigation.ts';
import type { Step, StepItem } from '../core/types.ts';
import { $answers, setAnswer } from '../stores/answers.ts';
import { afterChoiceBeat, cancelChoiceBeat } from '../stores/choice-beat.ts';
import type { QuestionProps } from './QuestionProps.ts';

export function capitalizeWords(text: string): string {
  return text.replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** Colour items may carry a hex code or a palette name; the stored value is always the hex code. */
export function colorHex(item: StepItem): string {
  if (/^#[0-9a-f]{6}$/i.test(item.value)) return item.value.toUpperCase();
  const named = COLOR_PALETTE.find((color) => color.name === item.value.toLowerCase() || color.name === item.text.toLowerCase());
  return named?.hex ?? item.value;
}

function storedValue(step: Step, item: StepItem): string {
  return step.type === 'color' ? colorHex(item) : item.value;
}

/** The most columns each option layout takes on a phone and on a wide screen (docs/design.md). */
const MAX_COLUMNS: Record<string, { narrow: number; wide: number }> = {
  select: { narrow: 2, wide: 5 },
  image: { narrow: 2, wide: 5 },
  color: { narrow: 4, wide: 9 },
};

function gridStyle(step: Step): CSSProperties | undefined {
  const max = MAX_COLUMNS[step.type];
  if (!max) return { '--fq-scale-count': String(step.items.length) } as CSSProperties;
  const count = step.items.length;
  return {
    '--fq-columns-narrow': String(balancedColumns(count, max.narrow)),
    '--fq-columns': String(balancedColumns(count, max.wide)),
  } as CSSProperties;
}

/** The scent family a rating step asks about (its answer field), as a CSS-friendly name. */
export function scaleFamily(step: Step): string | undefined {
  if (step.type !== 'range') return undefined;
  return SCENT_FAMILIES.find((family) => family.field === step.id)?.label.replace(/\s+/g, '-');
}

/** A small drop of scent tinted with the family's colour: the eleven rating screens do not look alike. */
function FamilyMark({ family }: { family: string }) {
  return (
    <p className="scale-family" aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false"><path d="M12 2.5c3.6 4.6 6.5 8.4 6.5 12a6.5 6.5 0 0 1-13 0c0-3.6 2.9-7.4 6.5-12z" /></svg>
      <span>{family.replace(/-/g, ' ')}</span>
    </p>
  );
}

function selectedValues(answer: unknown): string[] {
  if (Array.isArray(answer)) return answer.filter((value): value is string => typeof value === 'string');
  return typeof answer === 'string' ? [answer] : [];
}

function ItemContent({ step, item }: { step: Step; item: StepItem }): ReactNode {
  switch (step.type) {
    case 'color': {
      const hex = colorHex(item);
      return (
        <>
          <span className={hex === '#FFFFFF' ? 'swatch swatch-white' : 'swatch'} style={{ backgroundColor: hex }} aria-hidden="true" />
          <span className="choice-text" aria-hidden="true">{item.text}</span>
        </>
      );
    }
    case 'image':
      return (
        <>
          {item.image ? <img className="choice-image" src={item.image.url} alt="" width={item.image.width} height={item.image.height} loading="lazy" /> : null}
          <span className="choice-text" aria-hidden="true">{capitalizeWords(item.text)}</span>
        </>
      );
    default:
      return <span className="choice-text" aria-hidden="true">{item.text}</span>;
  }
}

/** The tick in the corner of a checkbox tile: the shopper sees at once that several may be chosen. */
const CheckMark = () => <span className="choice-mark" aria-hidden="true" />;

export function ChoiceQuestion({ step, onAdvance, labelledBy, advancesOnChoice = true }: QuestionProps) {
  const answers = useStore($answers);
  const name = useId();
  const rangeLabelsId = useId();
  const movingWithArrows = useRef(false);
  const selected = selectedValues(answers[step.id]);
  const multiple = step.multiple;
  const autoAdvance = advancesOnChoice && isSingleChoiceAutoAdvance(step);
  useEffect(() => cancelChoiceBeat, []);

  const choose = (value: string) => {
    if (multiple) {
      const next = selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value];
      setAnswer(step.id, next);
      return;
    }
    setAnswer(step.id, value);
    if (autoAdvance && !movingWithArrows.current) afterChoiceBeat(step._key, () => onAdvance(true));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    movingWithArrows.current = event.key.startsWith('Arrow');
    const target = event.target as HTMLElement;
    if (!(target instanceof HTMLInputElement)) return;
    if (event.key === 'Enter' && selected.length > 0) {
      event.preventDefault();
      cancelChoiceBeat();
      onAdvance(true);
    } else if (event.key === ' ' && target.type === 'radio' && target.checked && autoAdvance) {
      // Space on the radio already chosen (e.g. with the arrows) fires no click: it still confirms the choice.
      event.preventDefault();
      cancelChoiceBeat();
      onAdvance(true);
    }
  };

  const layout = step.type === 'select'
    ? (step.items.length < SMALL_GRID_BELOW_ITEMS ? 'options options-grid small' : 'options options-grid')
    : `options options-${step.type}`;
  const family = scaleFamily(step);
  const first = step.labelRange[0];
  const last = step.labelRange.length > 1 ? step.labelRange[step.labelRange.length - 1] : undefined;

  return (
    <div className={`choice-question choice-${step.type}`} data-family={family} style={gridStyle(step)}>
      {family ? <FamilyMark family={family} /> : null}
      {step.type === 'range' && step.labelRange.length > 0 ? (
        <div className="range-labels" id={rangeLabelsId}>
          <span className="range-label-start">{first}</span>
          {last ? <span className="range-label-end">{last}</span> : null}
        </div>
      ) : null}
      <div
        className={layout}
        role={multiple ? 'group' : 'radiogroup'}
        aria-labelledby={labelledBy}
        aria-describedby={step.type === 'range' && step.labelRange.length > 0 ? rangeLabelsId : undefined}
        onKeyDown={onKeyDown}
        onPointerDown={() => { movingWithArrows.current = false; }}
      >
        {step.items.map((item, index) => {
          const value = storedValue(step, item);
          const checked = selected.includes(value);
          const rangeLabel = step.type === 'range' && step.labelRange.length > 1
            ? (index === 0 ? `, ${first}` : index === step.items.length - 1 ? `, ${last}` : '')
            : '';
          // The input carries the name; the visible text is hidden from assistive technology, so a screen
          // reader reads each option once (not the control and then its label's text again).
          const shown = step.type === 'image' ? capitalizeWords(item.text) : item.text;
          return (
            <label key={item._key} className={checked ? 'choice checked' : 'choice'} part="option">
              <input
                className="visually-hidden"
                type={multiple ? 'checkbox' : 'radio'}
                name={name}
                value={value}
                checked={checked}
                aria-label={`${shown}${rangeLabel}`}
                onChange={() => { if (multiple) choose(value); }}
                onClick={() => { if (!multiple) choose(value); }}
              />
              <ItemContent step={step} item={item} />
              {multiple ? <CheckMark /> : null}
            </label>
          );
        })}
      </div>
    </div>
  );
}
