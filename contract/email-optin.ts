/**
 * The e-mail step's facts both sides share (docs/behaviour.md "Results by e-mail"): the address check,
 * the consent texts per market from the content, and `POST /email-results`.
 */
import type { ResultsEmailField } from './content-documents.ts';

/** One consent wording of an `email` step; `markets` empty: every market no other entry names. */
export interface EmailConsentText {
  /** ISO 3166-1 alpha-2 country codes, upper case (`CA`, `GB`, `IE`). */
  markets: string[];
  text: string;
  /** Changes whenever the wording changes: the consent record keeps it. */
  version: string;
}

export const MAX_EMAIL_LENGTH = 254;

/** `POST /email-results`: the shopper's opt-in after their quiz was analysed. */
export interface EmailResultsRequest {
  quizMetaId: string;
  email: string;
  /** The ticked consent: which wording (its version) for which market. Without it nothing is sent or stored. */
  consent: { version: string; market: string };
  /** The e-mail step's id in the quiz (which step's wording). */
  stepId: string;
  /** The shopper's locale (contract/markets.ts `LOCALES`): the e-mail's language. Absent or unsupported: en-US, or the locale of its language. */
  locale?: string;
  /** The kit's Shopify variant id for the add-to-cart link (digits). */
  shopifyVariantId: string;
}

export type EmailProblem = 'empty' | 'too-long' | 'malformed' | 'disposable';

/** What the shopper reads for each problem. */
export const EMAIL_PROBLEM_MESSAGES: Readonly<Record<EmailProblem, string>> = {
  empty: 'Enter your e-mail address, or skip this step.',
  'too-long': 'That e-mail address is too long.',
  malformed: 'Check your e-mail address: it should look like name@example.com.',
  disposable: 'Please use an address you keep: throwaway inboxes cannot receive your results for long.',
};

// A pragmatic check (RFC 5321 lengths, one @, a dotted domain of letters, digits and hyphens); the mail server has the last word.
const LOCAL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}$/;
const LABEL = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;

/** The address trimmed, with its domain lower-cased: how it is stored and compared. */
export function normaliseEmail(raw: string): string {
  const trimmed = raw.trim();
  const at = trimmed.lastIndexOf('@');
  return at < 0 ? trimmed : `${trimmed.slice(0, at)}@${trimmed.slice(at + 1).toLowerCase()}`;
}

/** The address's format problem, or null. (Disposable domains are the server's check.) */
export function emailFormatProblem(raw: string): EmailProblem | null {
  const email = normaliseEmail(raw);
  if (email === '') return 'empty';
  if (email.length > MAX_EMAIL_LENGTH) return 'too-long';
  const parts = email.split('@');
  if (parts.length !== 2) return 'malformed';
  const [local = '', domain = ''] = parts;
  if (!LOCAL.test(local) || local.startsWith('.') || local.endsWith('.') || local.includes('..')) return 'malformed';
  const labels = domain.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || !/^[a-z]{2,63}$/.test(labels.at(-1) ?? '')) return 'malformed';
  return null;
}

/** The wording for `market` (upper-case country code): the entry naming it, else the first without markets. */
export function consentTextFor(texts: readonly EmailConsentText[], market: string): EmailConsentText | undefined {
  const code = market.toUpperCase();
  return texts.find((entry) => entry.markets.includes(code)) ?? texts.find((entry) => entry.markets.length === 0);
}

/** The results e-mail's words when the content has none (a quiz from before they existed); the seed's en-US words. */
export const DEFAULT_EMAIL_WORDS: Readonly<Record<ResultsEmailField, string>> = {
  subject: 'Your fragrance profile and Discovery Kit',
  heading: 'Your fragrance profile',
  intro: 'Here are your quiz results, as promised: keep them handy for your next scent.',
  kitHeading: 'Your Discovery Kit: four scents chosen for you',
  cartButton: 'Add the Discovery Kit to your cart',
  footer: '{sender} sent this e-mail because you asked for your quiz results and agreed to hear from us.',
  unsubscribe: 'Unsubscribe from these e-mails',
  unsubscribedTitle: 'You are unsubscribed',
  unsubscribedText: 'You will receive no more e-mails from us at this address.',
  invalidLinkTitle: 'This unsubscribe link is not valid',
  invalidLinkText: 'Copy the whole link from the e-mail, or reply to the e-mail and we will unsubscribe you.',
};
