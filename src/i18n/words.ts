/**
 * The words the element shows: the quiz document's interface texts laid over the code's catalogue
 * (./catalogue.ts), in French typography for a French shopper (loaded with the French words, ./fr.ts). A content text is used when it is a
 * non-empty string whose `{placeholders}` are all ones the element fills for it (those of the
 * catalogue's text); otherwise the catalogue's, so a shopper never reads an empty or half-filled text.
 */
import { fillTemplate, placeholdersOf } from '../core/template.ts';
import type { Catalogue, WordField } from './catalogue.ts';

export type Words<F extends WordField = WordField> = Readonly<Record<F, string>>;

/** `fallback`'s fields, each the content's text when usable, else the fallback's; set by `typeset` (the language's typography) if given. */
export function interfaceWords<F extends WordField>(content: unknown, fallback: Words<F>, typeset?: (text: string) => string): Words<F> {
  const own = content !== null && typeof content === 'object' ? content as Partial<Record<string, unknown>> : {};
  const words = {} as Record<F, string>;
  for (const field of Object.keys(fallback) as F[]) {
    const text = own[field];
    const allowed = placeholdersOf(fallback[field]);
    const usable = typeof text === 'string' && text.trim() !== '' && placeholdersOf(text).every((name) => allowed.includes(name));
    const chosen = usable ? text : fallback[field];
    words[field] = typeset ? typeset(chosen) : chosen;
  }
  return words;
}

/** A full catalogue's texts for the fields of `part` (the French words of one screen). */
export function sameFields<F extends WordField>(catalogue: Catalogue, part: Words<F>): Words<F> {
  return Object.fromEntries(Object.keys(part).map((field) => [field, catalogue[field as F]])) as Words<F>;
}

/** A text with its placeholders filled (numbers as the locale writes them, see formatInteger). */
export function say(text: string, values: Readonly<Record<string, string | number>>, locale: string): string {
  const filled = fillTemplate(text, Object.fromEntries(Object.entries(values).map(([name, value]) =>
    [name, typeof value === 'number' ? formatInteger(value, locale) : value])));
  return filled.ok ? filled.text : text;
}

const formats = new Map<string, Intl.NumberFormat>();

/**
 * A whole number as the locale writes it ("1,000"; "1 000" in French). Below 1,000 every supported
 * locale writes the plain digits, and `Intl`'s first use loads formatting data (a long task), so the
 * step count of every screen skips it.
 */
export function formatInteger(value: number, locale: string): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    formats.set(locale, format);
  }
  return format.format(value);
}
