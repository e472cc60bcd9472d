/**
 * Builds a schema type's field list from the shared field names (contract/content-documents.ts): every
 * listed field must be defined here exactly once, in the contract's order, and no other field can be.
 * A required field is required in a base document only: a translation holds just what it translates.
 */
import { defineField } from 'sanity';
import type { FieldDefinition } from 'sanity';
import { CONTENT_FIELDS } from '../../contract/content-documents.ts';
import type { ContentObjectType, FieldOf } from '../../contract/content-documents.ts';
import { translationAware } from './translations.ts';

type WithoutName<T> = T extends unknown ? Omit<T, 'name'> : never;
export type FieldSpec = WithoutName<FieldDefinition>;

export function fieldsOf<T extends ContentObjectType>(type: T, specs: { [K in FieldOf<T>]: FieldSpec }): FieldDefinition[] {
  return CONTENT_FIELDS[type].map((name: FieldOf<T>) => {
    const spec = specs[name] as FieldSpec & { validation?: unknown };
    return defineField({ ...spec, ...(spec.validation ? { validation: translationAware(spec.validation) } : {}), name } as FieldDefinition);
  });
}
