/** One consent wording of an e-mail step, for the markets it names (contract/email-optin.ts). */
import { defineType } from 'sanity';
import { fieldsOf } from './fields.ts';

export const consentText = defineType({
  name: 'consentText',
  title: 'Consent wording',
  type: 'object',
  fields: fieldsOf('consentText', {
    markets: {
      title: 'Markets',
      type: 'array',
      of: [{ type: 'string' }],
      options: { layout: 'tags' },
      description: 'Two-letter country codes (CA, GB, IE). Empty: every other market.',
      validation: (rule) => rule.custom((codes: string[] | undefined) =>
        (codes ?? []).every((code) => /^[A-Z]{2}$/.test(code)) ? true : 'Use two-letter country codes in capitals, e.g. CA'),
    },
    text: { title: 'Wording', type: 'text', rows: 4, validation: (rule) => rule.required() },
    version: {
      title: 'Version',
      type: 'string',
      description: 'Change it whenever the wording changes: each consent record keeps the version the shopper agreed to.',
      validation: (rule) => rule.required(),
    },
  }),
  preview: {
    select: { text: 'text', markets: 'markets', version: 'version' },
    prepare({ text, markets, version }: { text?: string; markets?: string[]; version?: string }) {
      return { title: text ?? '', subtitle: `${markets?.length ? markets.join(', ') : 'default'} · ${version ?? ''}` };
    },
  },
});

/** The results e-mail's words (server/mail/results-email.ts); the footer may say {sender}, the sender's name. */
export const resultsEmail = defineType({
  name: 'resultsEmail',
  title: 'Results e-mail',
  type: 'object',
  options: { collapsible: true, collapsed: true },
  fields: fieldsOf('resultsEmail', {
    subject: { title: 'Subject', type: 'string', validation: (rule) => rule.required() },
    heading: { title: 'Heading', type: 'string', validation: (rule) => rule.required() },
    intro: { title: 'Introduction', type: 'text', rows: 2, validation: (rule) => rule.required() },
    kitHeading: { title: 'Kit heading', type: 'string', validation: (rule) => rule.required() },
    cartButton: { title: 'Add-to-cart button', type: 'string', validation: (rule) => rule.required() },
    footer: {
      title: 'Footer', type: 'text', rows: 2, description: 'Why the shopper gets this e-mail. {sender}: the sender\'s name.',
      validation: (rule) => [rule.required(), rule.custom((value: string | undefined) => !value || value.includes('{sender}') ? true : 'Name the sender with {sender} (CASL)')],
    },
    unsubscribe: { title: 'Unsubscribe link', type: 'string', validation: (rule) => rule.required() },
    unsubscribedTitle: { title: 'Unsubscribed page: heading', type: 'string', description: 'The page the unsubscribe link opens. Empty: the default wording.' },
    unsubscribedText: { title: 'Unsubscribed page: text', type: 'text', rows: 2 },
    invalidLinkTitle: { title: 'Broken unsubscribe link: heading', type: 'string' },
    invalidLinkText: { title: 'Broken unsubscribe link: text', type: 'text', rows: 2 },
  }),
});
