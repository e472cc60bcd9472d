/**
 * French typography for text shown in French: a no-break space before `:`, `;`, `?`, `!` and `%` and
 * inside « », so a line never breaks before the sign. Applied where French text is produced (the seed's
 * translations, the composer, formatted figures); idempotent.
 */
const NBSP = '\u00a0';
const NNBSP = '\u202f';

export function frenchTypography(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]*([:%])/g, (match, sign: string, offset: number, whole: string) =>
      (sign === ':' && /\/\/|^\d/.test(whole.slice(offset + match.length, offset + match.length + 2)) ? match : `${NBSP}${sign}`))
    .replace(/[ \u00a0\u202f]*([;?!])/g, `${NNBSP}$1`)
    .replace(/«[ \u00a0\u202f]*/g, `«${NBSP}`)
    .replace(/[ \u00a0\u202f]*»/g, `${NBSP}»`);
}
