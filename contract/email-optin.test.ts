import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { consentTextFor, emailFormatProblem, normaliseEmail } from './email-optin.ts';

describe('e-mail address check', () => {
  it('accepts ordinary addresses and normalises the domain', () => {
    for (const ok of ['jane@example.com', 'Jane.Doe+quiz@Mail.Example.co.uk', 'o\'brien@example.ie', ' a@b.ca ']) assert.equal(emailFormatProblem(ok), null, ok);
    assert.equal(normaliseEmail('  Jane.Doe@Example.COM '), 'Jane.Doe@example.com');
  });

  it('names the problem of an empty, long or malformed address', () => {
    assert.equal(emailFormatProblem('   '), 'empty');
    assert.equal(emailFormatProblem(`${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`), 'too-long');
    for (const bad of ['jane', 'jane@', '@example.com', 'jane@example', 'jane@@example.com', 'ja ne@example.com', '.jane@example.com',
      'jane..doe@example.com', 'jane@-example.com', 'jane@example.c', 'jane@exa_mple.com', 'jane@example.com.', '<jane@example.com>']) {
      assert.equal(emailFormatProblem(bad), 'malformed', bad);
    }
  });
});

describe('consentTextFor', () => {
  const texts = [
    { markets: ['CA'], text: 'CASL wording', version: 'ca-1' },
    { markets: [], text: 'Default wording', version: 'default-1' },
    { markets: ['GB', 'IE'], text: 'UK GDPR wording', version: 'uk-1' },
  ];
  it('picks the market\'s wording, else the default', () => {
    assert.equal(consentTextFor(texts, 'ca')?.version, 'ca-1');
    assert.equal(consentTextFor(texts, 'IE')?.version, 'uk-1');
    assert.equal(consentTextFor(texts, 'US')?.version, 'default-1');
    assert.equal(consentTextFor([], 'US'), undefined);
  });
});
