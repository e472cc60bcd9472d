/** Building blocks of the request schemas (Fastify's ajv: no coercion, no removal, all errors). */

/**
 * Text PostgreSQL can store in `text` and `jsonb`: no NUL character and no unpaired UTF-16 surrogate
 * (ajv compiles patterns with the `u` flag, so a valid surrogate pair is one code point and passes).
 */
export const STORABLE_TEXT_PATTERN = '^[^\\u0000\\uD800-\\uDFFF]*$';

export function text(maxLength: number, minLength = 0) {
  return { type: 'string', minLength, maxLength, pattern: STORABLE_TEXT_PATTERN } as const;
}

export function integer(minimum: number, maximum: number) {
  return { type: 'integer', minimum, maximum } as const;
}

/** A UUID in its canonical text form (any version), as `crypto.randomUUID()` writes it. */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
export const UUID_REGEXP = new RegExp(UUID_PATTERN);
