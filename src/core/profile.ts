/**
 * The profile derived from the answers. Field by field it follows contract/profile-fields.ts: each
 * field is read from its step's answer according to its kind, within the contract's bounds, so the
 * backend's schema (derived from the same table) accepts every profile this returns.
 */
import { MAX_LIST_ITEMS, MAX_OPTION_LENGTH } from '../../contract/limits.ts';
import { MAX_RATING, MIN_RATING, PROFILE_FIELDS } from '../../contract/profile-fields.ts';
import type { FavoritePerfume, FieldSpec, FieldTable, Profile, ProfileOf } from '../../contract/profile-fields.ts';
import { isPlainObject } from './answers.ts';

const INTEGER = /^[+-]?\d+$/;

/** An integer from a number or an integer string ("3", " -1 "), else null. */
function toInteger(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!INTEGER.test(text)) return null;
    const n = Number(text);
    return Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

/**
 * A count 0..max: a finite number ≥ 0 rounded down, or the leading digits of a string ("3", "5+",
 * "2-3" → 2), capped at `max`; else 0.
 */
function toCount(value: unknown, max: number): number {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.min(Math.floor(value), max) : 0;
  if (typeof value !== 'string') return 0;
  const match = /^\s*\+?(\d+)/.exec(value);
  if (!match?.[1]) return 0;
  const n = Number(match[1]);
  return Number.isSafeInteger(n) ? Math.min(n, max) : 0;
}

function isOptionText(value: unknown): value is string {
  return typeof value === 'string' && value !== '' && value.length <= MAX_OPTION_LENGTH;
}

function text(value: unknown): string {
  return isOptionText(value) ? value : '';
}

/** A string list: arrays keep their non-empty strings (at most MAX_LIST_ITEMS), a single string becomes one item. */
function textList(value: unknown): string[] {
  if (isOptionText(value)) return [value];
  if (!Array.isArray(value)) return [];
  return (value as unknown[]).filter(isOptionText).slice(0, MAX_LIST_ITEMS);
}

/**
 * The stored value of a scale: a stored integer (number or string) within offset..offset+options.length−1,
 * or one of the option labels (case-insensitive) giving its index plus `offset`; else 0.
 */
function scaleValue(value: unknown, options: readonly string[], offset = 0): number {
  const n = toInteger(value);
  if (n !== null) return n - offset >= 0 && n - offset < options.length ? n : 0;
  if (typeof value === 'string') {
    const label = value.trim().toLowerCase();
    const i = options.findIndex((option) => option.toLowerCase() === label);
    if (i >= 0) return i + offset;
  }
  return 0;
}

/** A rating 1..5 when Number(value) is an integer in range (numbers and non-blank strings only). */
export function toRating(value: unknown): number | null {
  if (typeof value !== 'number' && (typeof value !== 'string' || value.trim() === '')) return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= MIN_RATING && n <= MAX_RATING ? n : null;
}

function perfumes(value: unknown, max: number): FavoritePerfume[] {
  if (!Array.isArray(value)) return [];
  const out: FavoritePerfume[] = [];
  const seen = new Set<string>();
  for (const entry of value as unknown[]) {
    if (out.length >= max) break;
    if (!isPlainObject(entry)) continue;
    const id = entry['id'];
    if (typeof id !== 'string' || id === '' || seen.has(id)) continue;
    seen.add(id);
    const subFamily = typeof entry['sub_family'] === 'string' ? entry['sub_family'] : entry['subFamily'];
    const textOf = (v: unknown) => (typeof v === 'string' ? v : '');
    out.push({ id, family: textOf(entry['family']), subFamily: textOf(subFamily) });
  }
  return out;
}

/** The field's value from the answers, or undefined for an unrated rating. */
function readField(spec: FieldSpec, answers: Record<string, unknown>): unknown {
  const answer = answers[spec.step];
  switch (spec.kind) {
    case 'year': {
      const year = toInteger(answers['year']);
      return { year: year !== null && year >= spec.min && year <= spec.max ? year : null };
    }
    case 'option':
      return text(answer);
    case 'options':
      return textList(answer);
    case 'scale':
      return scaleValue(answer, spec.options, spec.offset);
    case 'count':
      return toCount(answer, spec.max);
    case 'rating':
      return toRating(answer) ?? undefined;
    case 'perfumes':
      return perfumes(answer, spec.max);
  }
}

/** The profile a field table describes, from the answers (the default table: `toProfile`). */
export function profileFrom<T extends FieldTable>(table: T, input: unknown): ProfileOf<T> {
  const answers: Record<string, unknown> = isPlainObject(input) ? input : {};
  const profile: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(table)) {
    const value = readField(spec, answers);
    if (value !== undefined) profile[name] = value;
  }
  return profile as ProfileOf<T>;
}

/** The default profile: no year, empty texts and lists, scales and counts 0, no ratings, no favourites. */
export function emptyProfile(): Profile {
  return profileFrom(PROFILE_FIELDS, {});
}

/** Derives the profile from stored answers. Never throws: unusable input gives the default profile. */
export function toProfile(answers: unknown): Profile {
  try {
    return profileFrom(PROFILE_FIELDS, answers);
  } catch {
    return emptyProfile();
  }
}
