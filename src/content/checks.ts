/**
 * What the content checks share (./normalize.ts for the quiz, ./normalize-documents.ts for the results
 * page's documents): fields kept when well-typed, pictures resolved on the content host.
 */
import * as v from 'valibot';
import type { ImageRef } from '../core/types.ts';

/**
 * A field kept when it has the right type and replaced otherwise. Cheaper than `v.fallback`, which first
 * builds an issue (and its message) for each of the many `null`s a GROQ projection sends for missing fields.
 */
export const kept = <T, F>(isValid: (value: unknown) => value is T, otherwise: F) =>
  v.optional(v.pipe(v.unknown(), v.transform((value): T | F => (isValid(value) ? value : otherwise))), otherwise);
export const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
export const isNumber = (value: unknown): value is number => typeof value === 'number';
export const isId = (value: unknown): value is string | number => typeof value === 'string' || typeof value === 'number';
export const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);
export const isArray = (value: unknown): value is unknown[] => Array.isArray(value);

export const text = kept(isString, undefined);
export const flag = kept(isBoolean, false);

export function resolveUrl(url: string, base: string): string | undefined {
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}

const rawImage = v.object({ url: v.string(), altText: text, width: kept(isNumber, undefined), height: kept(isNumber, undefined) });

export function imageOf(raw: unknown, base: string): ImageRef | undefined {
  if (raw === null || raw === undefined) return undefined;
  const parsed = v.safeParse(rawImage, raw);
  if (!parsed.success) return undefined;
  const url = resolveUrl(parsed.output.url, base);
  if (!url) return undefined;
  const { width, height, altText } = parsed.output;
  return { url, altText: altText ?? '', ...(width ? { width } : {}), ...(height ? { height } : {}) };
}

export interface Normalized<T> {
  value: T;
  problems: string[];
}
