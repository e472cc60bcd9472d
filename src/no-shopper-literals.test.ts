/**
 * The merchant owns every word and figure the shopper reads on the results page (docs/studio.md): the
 * literals the content used to be hard-coded with must not come back into the element's code. Comments
 * may mention them; code may not. The one fallback wording (src/core/results-fallback.ts) is checked
 * the same way.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';

const SRC = import.meta.dirname;

/** Claims, figures, prices, shipping lines, the FAQ's e-mail and links, section and button words. */
const FORBIDDEN = [
  '89%', '$25', '$60', 'U.S. shipping', '527', 'care@', '400,000', 'Over 400', '/pages/custom-kit', '/pages/signature-sampler',
  'Signature Sampler', 'Personalized Discovery Kit', 'success rate', 'Analyzing Your Results', 'Your Signature Scent Awaits',
  'We Found The Best Match', 'Signature Scent Discovery', 'Frequently Asked Questions', 'What People Are Saying', 'Our Principles',
  'ADD TO CART', '%OFF', 'Best Value', 'credit toward', 'Complimentary', 'bestseller',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__fixtures__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The code without its comments (block comments, and line comments that start a line or follow code). */
export function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

export function forbiddenIn(code: string): string[] {
  const bare = withoutComments(code);
  return FORBIDDEN.filter((literal) => bare.includes(literal));
}

describe('no shopper-facing literal in src/', () => {
  it('finds a forbidden literal in code but not in a comment (the check itself)', () => {
    assert.deepEqual(forbiddenIn("const a = 'Use a $25 credit'; // 89% in a comment\n/* U.S. shipping */"), ['$25']);
  });

  it('holds for every source file of the element', () => {
    const found = sourceFiles(SRC).flatMap((file) => forbiddenIn(readFileSync(file, 'utf8')).map((literal) => `${relative(SRC, file)}: ${literal}`));
    assert.deepEqual(found, []);
  });
});
