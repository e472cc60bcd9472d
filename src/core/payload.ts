/** The answer payload transform (docs/behaviour.md "Answers, payload and profile"). */
import { monthNumber, yearText } from './age-answer.ts';
import { FORBIDDEN_KEYS, isPlainObject } from './answers.ts';
import type { Payload, PayloadFragrance } from './types.ts';

/** Answers that are dropped from the payload (spec: null, false, undefined, ''). */
function isOmitted(value: unknown): boolean {
  return value === null || value === undefined || value === false || value === '';
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
