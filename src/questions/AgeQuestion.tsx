/**
 * Birth year and month (docs/behaviour.md "Age picker"): two dropdowns labelled `Year` and `Month` (interface
 * texts), months named in the shopper's language; choosing sets the answer field `year` or `month`, the
 * month as its English name whatever the language (language-neutral, as src/core/age-answer.ts reads it). The defaults (January, 1990: docs/decisions.md "Navigation") are
 * stored as soon as the step shows, so Next is available at once.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { isEmptyAnswer } from '../core/answers.ts';
import { BIRTH_YEARS, DEFAULT_BIRTH_MONTH, DEFAULT_BIRTH_YEAR, MONTHS } from '../core/constants.ts';
import type { AnswerValue, Answers } from '../core/types.ts';
import { $answers, setAnswers } from '../stores/answers.ts';
import { useShadowStyles } from '../components/shadowStyles.ts';
import { ageStyles } from '../styles/age.ts';
import { Dropdown } from './Dropdown.tsx';
import { useWords } from '../components/useWords.ts';
import { monthNames } from '../i18n/months.ts';
import { EN_AGE } from '../i18n/en-age.ts';
import { $market } from '../stores/market.ts';
import type { QuestionProps } from './QuestionProps.ts';

interface AgeField {
  key: 'year' | 'month';
  label: 'yearLabel' | 'monthLabel';
  values: readonly AnswerValue[];
  fallback: AnswerValue;
  /** Index of a stored value in `values`, or -1. */
  indexOf: (stored: unknown) => number;
}

const YEAR_LABELS = BIRTH_YEARS.map(String);

/** A stored year, number or numeric string, as its index in the year list; -1 when not in it. */
export function yearIndex(stored: unknown): number {
  return typeof stored === 'number' || typeof stored === 'string' ? YEAR_LABELS.indexOf(String(stored).trim()) : -1;
}

/** A stored month, a name (any case) or its number 1–12, as its index 0–11; -1 otherwise. */
export function monthIndex(stored: unknown): number {
  if (typeof stored === 'number') return Number.isInteger(stored) && stored >= 1 && stored <= 12 ? stored - 1 : -1;
  if (typeof stored !== 'string') return -1;
  const text = stored.trim().toLowerCase();
  const byName = MONTHS.findIndex((name) => name.toLowerCase() === text);
  if (byName >= 0) return byName;
  return /^\d{1,2}$/.test(text) ? monthIndex(Number(text)) : -1;
}

export const AGE_FIELDS: readonly AgeField[] = [
  { key: 'year', label: 'yearLabel', values: BIRTH_YEARS, fallback: DEFAULT_BIRTH_YEAR, indexOf: yearIndex },
  { key: 'month', label: 'monthLabel', values: MONTHS, fallback: DEFAULT_BIRTH_MONTH, indexOf: monthIndex },
];

/** The answer field a dropdown sets (`year`, `month`). */
export const ageFieldKey = (field: AgeField) => field.key;

/** The defaults for whichever of `year` and `month` has no answer yet (empty when both have one). */
export function missingAgeDefaults(answers: Answers): Answers {
  const defaults: Answers = {};
  for (const field of AGE_FIELDS) {
    if (isEmptyAnswer(answers[ageFieldKey(field)])) defaults[ageFieldKey(field)] = field.fallback;
  }
  return defaults;
}

export function AgeQuestion({ step, labelledBy }: QuestionProps) {
  const answers = useStore($answers);
  const { locale } = useStore($market);
  const { words } = useWords(EN_AGE);
  const months = useMemo(() => monthNames(locale), [locale]);
  useShadowStyles(ageStyles);

  useEffect(() => {
    const defaults = missingAgeDefaults($answers.get());
    if (Object.keys(defaults).length > 0) setAnswers(defaults);
  }, []);

  return (
    <div className="age-question" role="group" aria-labelledby={labelledBy}>
      {step.text ? <p className="step-text">{step.text}</p> : null}
      <div className="age-fields">
        {AGE_FIELDS.map((field) => {
          const key = ageFieldKey(field);
          const stored = answers[key];
          return (
            <Dropdown
              key={key}
              label={words[field.label]}
              options={field.key === 'month' ? months : YEAR_LABELS}
              selectedIndex={field.indexOf(stored)}
              fallbackText={typeof stored === 'string' || typeof stored === 'number' ? String(stored) : ''}
              onSelect={(index) => setAnswers({ [key]: field.values[index] ?? field.fallback })}
            />
          );
        })}
      </div>
    </div>
  );
}

export default AgeQuestion;
