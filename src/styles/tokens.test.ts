/** Every design token the element declares is documented on the element class (elements/quiz-element.ts) and in docs/design.md. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { MIN_HEIGHT_DEFAULT } from '../../elements/host-style.ts';
import { baseStyles } from './base.ts';
import { quizStyles } from './quiz.ts';
import { pickerStyles } from './picker.ts';
import { ageStyles } from './age.ts';
import { ctaStyles } from './cta.ts';
import { recommendationStyles } from './recommendation.ts';
import { screenStyles } from './screens.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const hostBlock = baseStyles.slice(baseStyles.indexOf(':host {'), baseStyles.indexOf('\n}\n'));
const declared = [...hostBlock.matchAll(/(--fq-[a-z0-9-]+):/g)].map((match) => match[1] as string);
const ALL_CSS = [baseStyles, quizStyles, pickerStyles, ageStyles, ctaStyles, recommendationStyles, screenStyles].join('\n');

describe('design tokens', () => {
  it('declares the documented set on :host', () => {
    assert.ok(declared.length >= 60, `tokens found: ${declared.length}`);
    const element = readFileSync(resolve(ROOT, 'elements/quiz-element.ts'), 'utf8');
    const design = readFileSync(resolve(ROOT, 'docs/design.md'), 'utf8');
    assert.deepEqual(declared.filter((token) => !element.includes(`@cssproperty ${token} `)), [], 'tokens missing from the element JSDoc');
    assert.deepEqual(declared.filter((token) => !design.includes(`\`${token}\``)), [], 'tokens missing from docs/design.md');
  });

  it('gives every screen at least the height the element reserves (one value, written twice for the CSS minifier)', () => {
    assert.ok(baseStyles.includes(`--fq-step-min-height: var(--fq-min-height, ${MIN_HEIGHT_DEFAULT});`), baseStyles.slice(0, 200));
  });

  it('uses no rem and no colour outside the token defaults', () => {
    assert.deepEqual(ALL_CSS.match(/\d(\.\d+)?rem\b/g) ?? [], [], 'rem would follow the host page\'s root font size');
    const outsideDefaults = ALL_CSS.replace(hostBlock, '');
    assert.deepEqual(outsideDefaults.match(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/gi) ?? [], [], 'hard-coded colours outside the token defaults');
  });

  it('keeps hover styles under (hover: hover)', () => {
    const loose = ALL_CSS.split('\n').filter((line) => line.includes(':hover') && !line.includes('@media (hover: hover)'));
    // A :hover rule may sit on its own line inside a @media (hover: hover) block opened just above it.
    const blocks = ALL_CSS.split('@media (hover: hover) {').slice(1).map((block) => block.slice(0, block.indexOf('\n}') + 2));
    const unguarded = loose.filter((line) => !blocks.some((block) => block.includes(line)));
    assert.deepEqual(unguarded, [], 'hover rules outside @media (hover: hover)');
  });
});
