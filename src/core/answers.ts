/**
 * Stored quiz answers (docs/behaviour.md "Answers, payload and profile", "Step screen"): emptiness, whether a step may
 * proceed, and the safe parsing of what browser storage holds under `nw_quiz_answers`.
 */
import { isRecord } from '../../contract/is-record.ts';
import type { AnswerValue, Answers, Fragrance, Result, Step } from './types.ts';

/** Keys that must never be copied from untrusted data into an object. */
export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** null, undefined, false, '' and empty arrays are empty; everything else (0 included) is an answer. */
export function isEmptyAnswer(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    value === false ||
    value === '' ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Whether `answers` holds at least one non-empty answer. */
export function hasAnyAnswer(answers: Answers): boolean {
  for (const key of Object.keys(answers)) {
    if (!isEmptyAnswer(answers[key])) return true;
  }
  return false;
}

/** Age steps need both `year` and `month`; every other step needs `answers[step.id]`. */
export function hasAnswer(step: Step, answers: Answers): boolean {
  if (step.type === 'age') {
    return !isEmptyAnswer(answers['year']) && !isEmptyAnswer(answers['month']);
  }
  return !isEmptyAnswer(answers[step.id]);
}

/** Next is available when the step is answered or optional (`canNext`). */
export function canProceed(step: Step, answers: Answers): boolean {
  return hasAnswer(step, answers) || step.canNext;
}

/** A plain object as JSON.parse makes them (prototype Object.prototype or null). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const FRAGRANCE_TEXT_FIELDS = ['image', 'brand', 'family', 'sub_family'] as const;

function parseFragrance(value: unknown, where: string): Result<Fragrance> {
  if (!isPlainObject(value)) return { ok: false, error: `${where}: not an object` };
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_KEYS.has(key)) return { ok: false, error: `${where}: forbidden key "${key}"` };
  }
  const { id, value: name } = value;
  if (typeof id !== 'string' || id === '') return { ok: false, error: `${where}: id is not a string` };
  if (typeof name !== 'string') return { ok: false, error: `${where}: value is not a string` };
  const out: Fragrance = { id, value: name, image: '', brand: '', family: '', sub_family: '' };
  for (const field of FRAGRANCE_TEXT_FIELDS) {
    const text = value[field];
    if (text === undefined || text === null) continue;
    if (typeof text !== 'string') return { ok: false, error: `${where}: ${field} is not a string` };
    out[field] = text;
  }
  return { ok: true, value: out };
}

function parseAnswerValue(value: unknown, key: string): Result<AnswerValue> {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') {
    return { ok: true, value };
  }
  if (typeof value === 'number') {
    return Number.isFinite(value) ? { ok: true, value } : { ok: false, error: `${key}: not a finite number` };
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return { ok: true, value: [] };
    if (value.every((entry): entry is string => typeof entry === 'string')) {
      return { ok: true, value: [...value] };
    }
    const fragrances: Fragrance[] = [];
    for (let i = 0; i < value.length; i++) {
      const parsed = parseFragrance(value[i], `${key}[${i}]`);
      if (!parsed.ok) return parsed;
      fragrances.push(parsed.value);
    }
    return { ok: true, value: fragrances };
  }
  return { ok: false, error: `${key}: unsupported value` };
}

/**
 * Parses the JSON that browser storage holds. `null` (nothing stored) is an empty answer set.
 * Anything that is not a plain object of answer values is rejected with a message; never throws.
 * Fragrance entries are reduced to the catalogue fields (missing text fields become '').
 */
export function parseStoredAnswers(raw: string | null): Result<Answers> {
  if (raw === null) return { ok: true, value: {} };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    return { ok: false, error: `stored answers are not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (!isPlainObject(data)) return { ok: false, error: 'stored answers are not an object' };
  const answers: Answers = {};
  for (const key of Object.keys(data)) {
    if (FORBIDDEN_KEYS.has(key)) return { ok: false, error: `forbidden key "${key}"` };
    const parsed = parseAnswerValue(data[key], key);
    if (!parsed.ok) return parsed;
    answers[key] = parsed.value;
  }
  return { ok: true, value: answers };
}
