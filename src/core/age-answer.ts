/**
 * The age step's answer (a birth year and month) read from the stored answers: for the payload
 * (./payload.ts) and, on every step, for tracking. Its own module: the first step needs it, the payload
 * loads later (docs/performance.md).
 */
import { isPlainObject } from './answers.ts';
import { MONTHS } from './constants.ts';

const MONTH_INDEX: ReadonlyMap<string, number> = new Map(MONTHS.map((name, i) => [name.toLowerCase(), i + 1]));

function asText(value: unknown): string | null {
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? null : text;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** The birth year as a string ('1990'), or null when not a usable string or number. */
export function yearText(value: unknown): string | null {
  return asText(value);
}

/**
 * The month as a number string: month names January..December (case-insensitive) → '1'..'12';
 * anything else numeric-or-text is kept as it is (as a string). null when absent/unusable.
 */
export function monthNumber(value: unknown): string | null {
  const text = asText(value);
  if (text === null) return null;
  const index = MONTH_INDEX.get(text.toLowerCase());
  return index === undefined ? text : String(index);
}

/** The age answer for tracking: "year/month-number" (e.g. "1990/1"), '' unless both are set. */
export function ageAnswerLabel(answers: unknown): string {
  try {
    if (!isPlainObject(answers)) return '';
    const year = yearText(answers['year']);
    const month = monthNumber(answers['month']);
    return year !== null && month !== null ? `${year}/${month}` : '';
  } catch {
    return '';
  }
}
