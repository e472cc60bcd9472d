/** The answer payload transform (docs/behaviour.md "Answers, payload and profile"). */
import { MONTHS } from './constants.ts';
import { FORBIDDEN_KEYS, isPlainObject } from './answers.ts';
import type { Payload, PayloadFragrance } from './types.ts';

const MONTH_INDEX: ReadonlyMap<string, number> = new Map(MONTHS.map((name, i) => [name.toLowerCase(), i + 1]));

/** Answers that are dropped from the payload (spec: null, false, undefined, ''). */
function isOmitted(value: unknown): boolean {
  return value === null || value === undefined || value === false || value === '';
}

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

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function toPayloadFragrances(value: unknown): PayloadFragrance[] {
  if (!Array.isArray(value)) return [];
  const out: PayloadFragrance[] = [];
  for (const entry of value as unknown[]) {
    if (!isPlainObject(entry)) continue;
    const id = entry['id'];
    if (typeof id !== 'string' || id === '') continue;
    const subFamily = typeof entry['sub_family'] === 'string' ? entry['sub_family'] : entry['subFamily'];
    out.push({
      fragrance: {
        id,
        value: text(entry['value']),
        image: text(entry['image']),
        family: text(entry['family']),
        subFamily: text(subFamily),
      },
    });
  }
  return out;
}

function buildPayload(answers: unknown): Payload {
  const payload: Payload = {};
  if (!isPlainObject(answers)) return payload;
  for (const key of Object.keys(answers)) {
    if (key === 'year' || key === 'month' || key === 'favorite_fragrances' || FORBIDDEN_KEYS.has(key)) continue;
    const value = answers[key];
    if (!isOmitted(value)) payload[key] = value;
  }
  const year = yearText(answers['year']);
  const month = monthNumber(answers['month']);
  if (year !== null && month !== null) {
    payload.age = { year, month };
    payload.yob = year;
    payload.mob = month;
  }
  const fragrances = toPayloadFragrances(answers['favorite_fragrances']);
  if (fragrances.length > 0) payload.favorite_fragrances = fragrances;
  return payload;
}

/**
 * The payload sent for the answers: `age`/`yob`/`mob` from `year` and `month` (both needed),
 * `favorite_fragrances` as `{fragrance: {id, value, image, family, subFamily}}` (entries without a
 * string id dropped; omitted when none remain), every other answer that is not null, false,
 * undefined or '' copied as is. Never throws: anything but a plain object gives `{}`.
 */
export function toPayload(answers: unknown): Payload {
  try {
    return buildPayload(answers);
  } catch {
    return {};
  }
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
