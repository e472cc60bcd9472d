/**
 * Builds a schema type's field list from the shared field names (contract/content-documents.ts): every
 * listed field must be defined here exactly once, in the contract's order, and no other field can be.
 */
import { defineField } from 'sanity';
import type { FieldDefinition } from 'sanity';
import { CONTENT_FIELDS } from '../../contract/content-documents.ts';
import type { ContentObjectType, FieldOf } from '../../contract/content-documents.ts';

type WithoutName<T> = T extends unknown ? Omit<T, 'name'> : never;
export type FieldSpec = WithoutName<FieldDefinition>;

export function fieldsOf<T extends ContentObjectType>(type: T, specs: { [K in FieldOf<T>]: FieldSpec }): FieldDefinition[] {
  return CONTENT_FIELDS[type].map((name: FieldOf<T>) => defineField({ ...specs[name], name } as FieldDefinition));
}
