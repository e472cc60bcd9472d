import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  AI_BULLETS, AI_WILD_CARD_ENDING, DESCRIPTION_LOCALES, FALLBACK_BULLETS, FALLBACK_DESCRIPTION, FORBIDDEN_WORDS, FR_FORBIDDEN_WORDS,
  LOCALE_RULES, fallbackDescription, resolveDescriptionLocale, rulesFor,
} from './ai-rules.ts';
import { COLOR_PALETTE } from './profile-fields.ts';

test('every palette colour is a forbidden colour word', () => {
  for (const { name } of COLOR_PALETTE) assert.ok(FORBIDDEN_WORDS.colour.includes(name), name);
});

test('the fixed fallback has the bullets the rules ask for, the wild card last', () => {
  assert.equal(FALLBACK_BULLETS.length, AI_BULLETS);
  assert.equal(FALLBACK_DESCRIPTION.split('\n').length, AI_BULLETS);
  assert.ok(FALLBACK_BULLETS.at(-1)?.includes(AI_WILD_CARD_ENDING));
});

test('a requested locale resolves to one with rules: as is, along its language, else en-US', () => {
  const cases: Array<[unknown, string]> = [
    ['en-US', 'en-US'], ['en-GB', 'en-GB'], ['en-CA', 'en-CA'], ['en-IE', 'en-IE'], ['fr-CA', 'fr-CA'],
    ['FR-ca', 'fr-CA'], ['en_gb', 'en-GB'], ['fr-FR', 'fr-CA'], ['fr', 'fr-CA'], ['fr-BE', 'fr-CA'],
    ['de-DE', 'en-US'], ['en-AU', 'en-US'], ['es', 'en-US'], ['', 'en-US'], [undefined, 'en-US'], [42, 'en-US'],
  ];
  for (const [requested, locale] of cases) assert.equal(resolveDescriptionLocale(requested), locale, String(requested));
});

test('every locale has rules, and its fixed fallback has the bullets and ending its rules ask for', () => {
  for (const locale of DESCRIPTION_LOCALES) {
    const rules = rulesFor(locale);
    const lines = fallbackDescription(locale).split('\n');
    assert.equal(lines.length, AI_BULLETS, locale);
    assert.ok(lines.at(-1)?.endsWith(`${rules.wildCardEnding}.`), locale);
  }
  assert.equal(fallbackDescription('en-US'), FALLBACK_DESCRIPTION);
  assert.equal(LOCALE_RULES['fr-CA'].language, 'fr');
});

test('the French forbidden colours cover the palette in French', () => {
  for (const colour of ['noir', 'bleu', 'vert', 'violet', 'rouge', 'rose', 'blanc', 'jaune', 'orange']) {
    assert.ok(FR_FORBIDDEN_WORDS.colour.includes(colour), colour);
  }
});
