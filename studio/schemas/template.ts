/** Texts with figures inside: `{name}` placeholders must be ones the element can fill (contract/content-documents.ts). */
import { COPY_PLACEHOLDERS } from '../../contract/content-documents.ts';

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** For `rule.custom(...)`: every placeholder of the text (or of each text of a list) is one of `allowed`. */
export function placeholdersIn(allowed: readonly string[]) {
  return (value: unknown): true | string => {
    const texts = Array.isArray(value) ? value : [value];
    for (const text of texts) {
      if (typeof text !== 'string') continue;
      for (const [, name] of text.matchAll(PLACEHOLDER)) {
        if (!allowed.includes(name ?? '')) return `Unknown placeholder {${name}}; use ${allowed.map((known) => `{${known}}`).join(', ')}`;
      }
    }
    return true;
  };
}

export const STORE_PLACEHOLDERS = COPY_PLACEHOLDERS.store;
export const PRODUCT_PLACEHOLDERS = [...COPY_PLACEHOLDERS.store, ...COPY_PLACEHOLDERS.product];

/** The placeholders as a field description. */
export function placeholderHelp(allowed: readonly string[]): string {
  return `Figures: ${allowed.map((name) => `{${name}}`).join(' ')}`;
}
