/**
 * JSON schema of the answer payload (contract/requests.ts `Payload`), derived from the field table: each
 * profile field's step carries its answer (text, a number, or a list of texts; palette colours as hex
 * codes); `age`/`yob`/`mob` the birth date; `favorite_fragrances` the picked perfumes. Answers of steps
 * the contract does not know (a question added in the CMS only) are kept when they are bounded answer
 * values. Whether picked perfumes exist and colours belong to the palette is checked after the schema
 * (server/payload-check.ts), where the catalogue is at hand.
 */
import {
  MAX_FRAGRANCE_FIELD_LENGTH, MAX_LIST_ITEMS, MAX_OPTION_LENGTH, MAX_PAYLOAD_ANSWERS,
} from '../../contract/limits.ts';
import { PROFILE_FIELDS } from '../../contract/profile-fields.ts';
import type { FieldSpec, FieldTable } from '../../contract/profile-fields.ts';
import { text } from './common.ts';

const HEX_COLOUR = '^#[0-9A-Fa-f]{6}$';
const option = text(MAX_OPTION_LENGTH);
const colour = { type: 'string', pattern: HEX_COLOUR } as const;
const anyAnswer = {
  anyOf: [option, { type: 'number' }, { type: 'boolean' }, { type: 'array', maxItems: MAX_LIST_ITEMS, items: option }],
} as const;
const digits = { type: 'string', pattern: '^[0-9]{1,4}$' } as const;
const fragranceText = text(MAX_FRAGRANCE_FIELD_LENGTH);

function answerSchema(spec: FieldSpec): Record<string, unknown> | null {
  switch (spec.kind) {
    case 'year':
    case 'perfumes':
      return null; // carried as age/yob/mob and favorite_fragrances
    case 'options':
      return spec.palette
        ? { anyOf: [colour, { type: 'array', maxItems: MAX_LIST_ITEMS, items: colour }] }
        : { anyOf: [option, { type: 'array', maxItems: MAX_LIST_ITEMS, items: option }] };
    case 'option':
      return option;
    case 'scale':
    case 'count':
    case 'rating':
      return { anyOf: [option, { type: 'number' }] };
  }
}

export function payloadSchemaFor(table: FieldTable) {
  const answers = Object.fromEntries(
    Object.values(table)
      .map((spec) => [spec.step, answerSchema(spec)] as const)
      .filter(([, schema]) => schema !== null),
  );
  return {
    type: 'object',
    maxProperties: MAX_PAYLOAD_ANSWERS,
    propertyNames: text(MAX_OPTION_LENGTH, 1),
    properties: {
      ...answers,
      age: {
        type: 'object', additionalProperties: false, required: ['year', 'month'],
        properties: { year: digits, month: digits },
      },
      yob: digits,
      mob: digits,
      favorite_fragrances: {
        type: 'array',
        maxItems: Object.values(table).find((spec) => spec.kind === 'perfumes')?.max ?? 0,
        items: {
          type: 'object', additionalProperties: false, required: ['fragrance'],
          properties: {
            fragrance: {
              type: 'object', additionalProperties: false, required: ['id', 'value', 'image', 'family', 'subFamily'],
              properties: {
                id: text(MAX_FRAGRANCE_FIELD_LENGTH, 1),
                value: fragranceText,
                image: text(2000),
                family: fragranceText,
                subFamily: fragranceText,
              },
            },
          },
        },
      },
    },
    additionalProperties: anyAnswer,
  } as const;
}

export const payloadSchema = payloadSchemaFor(PROFILE_FIELDS);

/** The payload's answers to palette-colour steps, with their paths, for the palette check. */
export function paletteAnswers(payload: Record<string, unknown>, table: FieldTable = PROFILE_FIELDS): Array<{ path: string; value: string }> {
  const out: Array<{ path: string; value: string }> = [];
  for (const spec of Object.values(table)) {
    if (spec.kind !== 'options' || !spec.palette) continue;
    const answer = payload[spec.step];
    if (typeof answer === 'string') out.push({ path: `/${spec.step}`, value: answer });
    if (Array.isArray(answer)) answer.forEach((value: unknown, i) => typeof value === 'string' && out.push({ path: `/${spec.step}/${i}`, value }));
  }
  return out;
}
