/**
 * The results e-mail: the shopper's description, the kit's four described scents and the add-to-cart link,
 * as accessible HTML (language, headings, real link text, no layout tables, body text at 16 px with
 * contrast above 7:1) and the same words as plain text. The footer names the sender, their postal
 * address and the way out (CASL's identification and unsubscribe rules).
 */
import type { ResultsEmailField } from '../../contract/content-documents.ts';

/** The e-mail's words, from the e-mail step's `resultsEmail` in the shopper's language; `footer` may say `{sender}`. */
export type ResultsEmailWords = Readonly<Record<ResultsEmailField, string>>;

export { DEFAULT_EMAIL_WORDS } from '../../contract/email-optin.ts';

export interface ResultsEmailInput {
  words: ResultsEmailWords;
  /** The sender's name, e.g. `Maison Example`. */
  senderName: string;
  postalAddress: string;
  /** BCP 47; the `lang` of the HTML. */
  locale: string;
  description: string;
  scents: ReadonlyArray<{ name: string; description: string }>;
  cartUrl: string;
  unsubscribeUrl: string;
}

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The description's lines, without list markers. */
function lines(description: string): string[] {
  return description.split(/\r?\n/).map((line) => line.trim().replace(/^[-•]\s*/, '')).filter(Boolean);
}

export function composeResultsEmail(input: ResultsEmailInput): ComposedEmail {
  const words = input.words;
  const subject = words.subject;
  const described = lines(input.description);
  const footer = [words.footer.replaceAll('{sender}', input.senderName), input.postalAddress].filter(Boolean);
  // A label before a link in the text part: French typography puts a no-break space before the colon.
  const colon = input.locale.toLowerCase().startsWith('fr') ? '\u00a0: ' : ': ';
  const text = [
    words.heading,
    '',
    words.intro,
    '',
    ...described.map((line) => `- ${line}`),
    '',
    words.kitHeading,
    '',
    ...input.scents.flatMap((scent) => [`${scent.name}`, `  ${scent.description}`, '']),
    `${words.cartButton}${colon}${input.cartUrl}`,
    '',
    '--',
    ...footer,
    `${words.unsubscribe}${colon}${input.unsubscribeUrl}`,
    '',
  ].join('\n');
  const p = 'margin:0 0 12px;font-size:16px;line-height:1.5;color:#1f1a17';
  const html = `<!doctype html>
<html lang="${escape(input.locale || 'en')}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:16px;background:#faf7f2;font-family:Georgia,'Times New Roman',serif">
<main style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<h1 style="margin:0 0 16px;font-size:26px;line-height:1.25;color:#1f1a17;font-weight:normal">${escape(words.heading)}</h1>
<p style="${p}">${escape(words.intro)}</p>
<ul style="margin:0 0 24px;padding-left:20px">
${described.map((line) => `<li style="${p}">${escape(line)}</li>`).join('\n')}
</ul>
<h2 style="margin:0 0 12px;font-size:20px;line-height:1.3;color:#1f1a17;font-weight:normal">${escape(words.kitHeading)}</h2>
${input.scents.map((scent) => `<h3 style="margin:16px 0 4px;font-size:17px;color:#1f1a17">${escape(scent.name)}</h3>\n<p style="${p}">${escape(scent.description)}</p>`).join('\n')}
<p style="margin:28px 0"><a href="${escape(input.cartUrl)}" style="display:inline-block;padding:14px 24px;background:#1f1a17;color:#ffffff;text-decoration:none;border-radius:4px;font-family:Arial,sans-serif;font-size:16px">${escape(words.cartButton)}</a></p>
</main>
<footer style="max-width:560px;margin:16px auto 0;font-family:Arial,sans-serif;font-size:14px;line-height:1.5;color:#4a403a">
${footer.map((line) => `<p style="margin:0 0 8px">${escape(line)}</p>`).join('\n')}
<p style="margin:0"><a href="${escape(input.unsubscribeUrl)}" style="color:#1f1a17">${escape(words.unsubscribe)}</a></p>
</footer>
</body>
</html>
`;
  return { subject, text, html };
}
