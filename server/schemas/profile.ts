/**
 * JSON schema of the `Profile`, derived from the field table (contract/profile-fields.ts): every number is
 * an integer in its range, every string and array is bounded, nested objects are closed. Ratings are
 * optional (absent = not rated); other fields missing or unknown are tolerated (see profileSchemaFor).
 */
import { MAX_FRAGRANCE_FIELD_LENGTH, MAX_LIST_ITEMS, MAX_OPTION_LENGTH } from '../../contract/limits.ts';
import { MAX_RATING, MIN_RATING, PROFILE_FIELDS } from '../../contract/profile-fields.ts';
import type { FieldSpec, FieldTable } from '../../contract/profile-fields.ts';
import { integer, text } from './common.ts';

const option = text(MAX_OPTION_LENGTH);
const optionList = { type: 'array', maxItems: MAX_LIST_ITEMS, items: option } as const;

/** The schema of one field's value. */
export function fieldSchema(spec: FieldSpec): Record<string, unknown> {
  switch (spec.kind) {
    case 'year':
      return {
        type: 'object',
        additionalProperties: false,
        required: ['year'],
        properties: { year: { anyOf: [integer(spec.min, spec.max), { type: 'null' }] } },
      };
    case 'option':
      return option;
    case 'options':
      return optionList;
    case 'scale': {
      const offset = spec.offset ?? 0;
      return integer(offset, offset + spec.options.length - 1);
    }
    case 'count':
      return integer(0, spec.max);
    case 'rating':
      return integer(MIN_RATING, MAX_RATING);
    case 'perfumes':
      return {
        type: 'array',
        maxItems: spec.max,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['id', 'family', 'subFamily'],
          properties: {
            id: text(MAX_FRAGRANCE_FIELD_LENGTH, 1),
            family: text(MAX_FRAGRANCE_FIELD_LENGTH),
            subFamily: text(MAX_FRAGRANCE_FIELD_LENGTH),
          },
        },
      };
  }
}

/** Fields a profile may carry beyond the table's (a newer element's), ignored. */
export const MAX_UNKNOWN_PROFILE_FIELDS = 40;

/**
 * The schema of the profile a field table describes. Each declared field present must be valid; fields
 * may be missing and unknown ones present, so an element one release older or newer than the server is
 * still answered (version skew during a deploy or a rollback). `completeProfile` then fills the missing
 * fields with their unanswered value and drops the unknown ones.
 */
export function profileSchemaFor(table: FieldTable) {
  return {
    type: 'object',
    maxProperties: Object.keys(table).length + MAX_UNKNOWN_PROFILE_FIELDS,
    propertyNames: text(MAX_FIELD_NAME_LENGTH, 1),
    properties: Object.fromEntries(Object.entries(table).map(([name, spec]) => [name, fieldSchema(spec)])),
  } as const;
}

const MAX_FIELD_NAME_LENGTH = 64;

/** A field's value when its step was not answered (ratings: absent), as the element's `toProfile` writes it. */
function unansweredValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'year':
      return { year: null };
    case 'option':
      return '';
    case 'options':
    case 'perfumes':
      return [];
    case 'scale':
      return spec.offset ?? 0;
    case 'count':
      return 0;
    case 'rating':
      return undefined;
  }
}

/**
 * The schema-valid profile of the table: the declared fields (missing ones unanswered), without the unknown
 * ones, and which fields were missing or unknown.
 */
export function completeProfile<P>(body: Record<string, unknown>, table: FieldTable = PROFILE_FIELDS): { profile: P; missing: string[]; unknown: string[] } {
  const profile: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const [name, spec] of Object.entries(table)) {
    const value = Object.hasOwn(body, name) ? body[name] : unansweredValue(spec);
    if (!Object.hasOwn(body, name) && spec.kind !== 'rating') missing.push(name);
    if (value !== undefined) profile[name] = value;
  }
  const unknown = Object.keys(body).filter((name) => !Object.hasOwn(table, name));
  return { profile: profile as P, missing, unknown };
}

export const profileSchema = profileSchemaFor(PROFILE_FIELDS);
