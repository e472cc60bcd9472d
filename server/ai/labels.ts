/**
 * Turns a validated profile into the labelled lines of the AI prompt, following the field table
 * (contract/profile-fields.ts): each field with a `prompt` label gives a line (fields sharing a label
 * share it), the ratings give one line per rating group. Only option texts reach the lines, never free
 * text from the request.
 */
import { PROFILE_FIELDS, RATING_LABELS, RATING_PROMPT_LINES, ratingOf, scaleLabel } from '../../contract/profile-fields.ts';
import type { FieldTable, Profile, RatingLabel, ScentFamilyField } from '../../contract/profile-fields.ts';

/** Turns a stored option value of a profile field into the text shown to the shopper. */
export type OptionText = (field: string, value: string) => string;

/** Scent-family labels grouped by the shopper's rating, in field order. */
export type RatingGroups = Record<RatingLabel, string[]>;

/** One line of the prompt: `${label}: ${value}`. */
export interface PromptLine {
  label: string;
  value: string;
}

/** Longest display text kept for one value; option texts are short, anything longer is cut. */
const MAX_VALUE_CHARS = 100;
export const NOT_GIVEN = 'not given';
export const NONE = 'none';

/** The default display text of a value: `-` and `_` become spaces. */
export const defaultOptionText: OptionText = (_field, value) => value.replace(/[-_]/g, ' ');

/**
 * One-line, printable text: control and invisible characters become spaces, runs of whitespace
 * collapse, length is capped. Keeps a value from adding lines to the prompt.
 */
export function cleanText(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_VALUE_CHARS)
    .trim();
}

/** The rated families' labels grouped by rating (r → RATING_LABELS[r − 1]); unrated families are left out. */
export function groupRatings(profile: Profile | Record<string, unknown>, table: FieldTable = PROFILE_FIELDS): RatingGroups {
  const groups: RatingGroups = { 'strongly dislike': [], dislike: [], neutral: [], like: [], love: [] };
  for (const [field, spec] of Object.entries(table)) {
    if (spec.kind !== 'rating') continue;
    const rating = ratingOf(profile as Record<string, unknown>, field as ScentFamilyField);
    const key = rating === undefined ? undefined : RATING_LABELS[rating - 1];
    if (key !== undefined) groups[key].push(spec.label);
  }
  return groups;
}

function optionTexts(step: string, value: unknown, optionText: OptionText): string[] {
  const values = Array.isArray(value) ? (value as unknown[]) : [value];
  return values
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .map((v) => cleanText(optionText(step, v)))
    .filter((text) => text !== '');
}

function wholeNumber(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0;
}

/**
 * The prompt's lines for a profile, in field-table order: a missing single value reads "not given", an
 * empty list "none"; list values are de-duplicated across the fields that share a line.
 */
export function promptLines(
  profile: Profile | Record<string, unknown>,
  optionText: OptionText = defaultOptionText,
  table: FieldTable = PROFILE_FIELDS,
): PromptLine[] {
  const values = profile as Record<string, unknown>;
  const lines: PromptLine[] = [];
  const lists = new Map<string, string[]>();
  let ratingsShown = false;
  for (const [field, spec] of Object.entries(table)) {
    const value = values[field];
    if (spec.kind === 'rating') {
      if (ratingsShown) continue;
      ratingsShown = true;
      const groups = groupRatings(profile, table);
      for (const rating of RATING_LABELS) {
        lines.push({ label: RATING_PROMPT_LINES[rating], value: groups[rating].join(', ') || NONE });
      }
      continue;
    }
    if (spec.prompt === undefined) continue;
    switch (spec.kind) {
      case 'year': {
        const year = (value as { year?: unknown } | undefined)?.year;
        lines.push({ label: spec.prompt, value: typeof year === 'number' && Number.isInteger(year) ? String(year) : NOT_GIVEN });
        break;
      }
      case 'option':
        lines.push({ label: spec.prompt, value: optionTexts(spec.step, value, optionText)[0] ?? NOT_GIVEN });
        break;
      case 'scale':
        lines.push({ label: spec.prompt, value: scaleLabel(spec, typeof value === 'number' ? value : Number.NaN) });
        break;
      case 'count':
        lines.push({ label: spec.prompt, value: String(wholeNumber(value)) });
        break;
      case 'options':
      case 'perfumes': {
        const texts = spec.kind === 'options' ? optionTexts(spec.step, value, optionText) : [];
        const shared = lists.get(spec.prompt);
        if (shared) {
          for (const text of texts) if (!shared.includes(text)) shared.push(text);
        } else {
          const list = texts.filter((text, i) => texts.indexOf(text) === i);
          lists.set(spec.prompt, list);
          lines.push({ label: spec.prompt, value: '' });
        }
        break;
      }
    }
  }
  return lines.map((line) => (lists.has(line.label) ? { ...line, value: lists.get(line.label)?.join(', ') || NONE } : line));
}
