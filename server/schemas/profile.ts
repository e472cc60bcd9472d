/**
 * JSON schema of the `Profile`, derived from the field table (contract/profile-fields.ts). Exact: every
 * object is closed, every number is an integer in its range, every string and array is bounded. Every
 * field but the ratings is required (`toProfile` always writes it); ratings are optional (absent = not rated).
 */
import { MAX_FRAGRANCE_FIELD_LENGTH, MAX_LIST_ITEMS, MAX_OPTION_LENGTH } from '../../contract/limits.ts';
import { MAX_RATING, MIN_RATING, PROFILE_FIELDS, requiredFields } from '../../contract/profile-fields.ts';
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

/** The closed object schema of the profile a field table describes. */
export function profileSchemaFor(table: FieldTable) {
  return {
    type: 'object',
    additionalProperties: false,
    required: requiredFields(table),
    properties: Object.fromEntries(Object.entries(table).map(([name, spec]) => [name, fieldSchema(spec)])),
  } as const;
}

export const profileSchema = profileSchemaFor(PROFILE_FIELDS);
