import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { parseNdjson } from '../content/datasets.ts';
import { emailStepIn, supportedLocale } from './email-words.ts';
import { DEFAULT_EMAIL_WORDS } from './results-email.ts';

const seed = parseNdjson(readFileSync(join(import.meta.dirname, '..', '..', 'content', 'staging', 'data.ndjson'), 'utf8'), 'staging');

describe('the e-mail step in the shopper’s language', () => {
  it('resolves the locale a shopper sends to a market’s', () => {
    assert.deepEqual(['fr-CA', 'FR-ca', 'fr-FR', 'fr', 'en-GB', 'en-AU', 'de-DE', '', undefined, 42].map(supportedLocale),
      ['fr-CA', 'fr-CA', 'fr-CA', 'fr-CA', 'en-GB', 'en-US', 'en-US', 'en-US', 'en-US', 'en-US']);
  });

  it('words the e-mail and the consent in French for a French shopper, with the base’s versions and markets', () => {
    const french = emailStepIn(seed, 'email', 'fr-CA');
    assert.equal(french.words.subject, 'Votre profil olfactif et votre coffret découverte');
    assert.match(french.words.unsubscribe, /désabonner/);
    const english = emailStepIn(seed, 'email', 'en-US');
    assert.deepEqual(french.consentTexts.map(({ version, markets }) => [version, markets]), english.consentTexts.map(({ version, markets }) => [version, markets]));
    assert.match(french.consentTexts[0]?.text ?? '', /peut m’envoyer par courriel/);
    assert.equal(emailStepIn(seed, 'email', 'en-GB').words.cartButton, 'Add the Discovery Kit to your basket');
  });

  it('falls back text by text: a translation’s empty text to the base, a quiz without words to the defaults', () => {
    const broken = seed.map((document) => document._id !== 'quiz-main__i18n_fr-CA' ? document : {
      ...document,
      steps: (document['steps'] as Array<Record<string, unknown>>).map((step) => step['_key'] !== 'step-email' ? step
        : { ...step, resultsEmail: { ...(step['resultsEmail'] as object), subject: ' ' } }),
    });
    const french = emailStepIn(broken, 'email', 'fr-CA');
    assert.equal(french.words.subject, 'Your fragrance profile and Discovery Kit');
    assert.equal(french.words.heading, 'Votre profil olfactif');
    assert.deepEqual(emailStepIn([], null, 'fr-CA'), { consentTexts: [], words: DEFAULT_EMAIL_WORDS });
  });
});
