/** Validation rules the Studio applies, shared by several schema types. */
import type { CustomValidatorResult } from 'sanity';

/** Shopify variant ids are the numeric id of a product variant (for example 40211643088973). */
export const SHOPIFY_VARIANT_ID = /^\d+$/;
/** Step names appear in the page address (`#/floral`): lowercase letters and digits, single dashes between. */
export const STEP_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** For `rule.custom(...)`: a set Shopify variant id is digits only (whether one is required is said apart). */
export function shopifyVariantId(value: unknown): CustomValidatorResult {
  return value === undefined || (typeof value === 'string' && SHOPIFY_VARIANT_ID.test(value))
    ? true
    : 'A Shopify variant id is digits only, such as 40211643088973';
}

/** For `rule.custom(...)`: a set step name is lowercase and URL-safe. */
export function stepName(value: unknown): CustomValidatorResult {
  return value === undefined || (typeof value === 'string' && STEP_NAME.test(value))
    ? true
    : 'Use lowercase letters and digits (single dashes allowed), no spaces';
}

/** The `_key` of the array entry that holds the value being validated (`path` ends …[{_key}].field). */
export function entryKey(path: ReadonlyArray<unknown> | undefined): string | undefined {
  const segment = path?.at(-2);
  return segment && typeof segment === 'object' && '_key' in segment ? String(segment._key) : undefined;
}
