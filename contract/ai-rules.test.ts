import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FALLBACK_BULLETS, FALLBACK_DESCRIPTION, FORBIDDEN_WORDS, AI_BULLETS, AI_WILD_CARD_ENDING } from './ai-rules.ts';
import { COLOR_PALETTE } from './profile-fields.ts';

test('every palette colour is a forbidden colour word', () => {
  for (const { name } of COLOR_PALETTE) assert.ok(FORBIDDEN_WORDS.colour.includes(name), name);
});

test('the fixed fallback has the bullets the rules ask for, the wild card last', () => {
  assert.equal(FALLBACK_BULLETS.length, AI_BULLETS);
  assert.equal(FALLBACK_DESCRIPTION.split('\n').length, AI_BULLETS);
  assert.ok(FALLBACK_BULLETS.at(-1)?.includes(AI_WILD_CARD_ENDING));
});
