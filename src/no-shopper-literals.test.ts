/**
 * The merchant owns every word and figure the shopper reads (docs/studio.md): the literals the content
 * used to be hard-coded with must not come back into the element's code. Comments may mention them; code
 * may not. The results page's fallback wording (src/core/results-fallback.ts) is checked the same way.
 * The interface words live in the fallback catalogues only (src/i18n/, results-fallback.ts): none of
 * their texts, no JSX text and no literal label attribute may appear anywhere else.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { FALLBACK_COPY } from './core/results-fallback.ts';
import { EN } from './i18n/english.ts';

const SRC = import.meta.dirname;

/** Claims, figures, prices, shipping lines, the FAQ's e-mail and links, section and button words. */
const FORBIDDEN = [
  '89%', '$25', '$60', 'U.S. shipping', '527', 'care@', '400,000', 'Over 400', '/pages/custom-kit', '/pages/signature-sampler',
  'Signature Sampler', 'Personalized Discovery Kit', 'success rate', 'Analyzing Your Results', 'Your Signature Scent Awaits',
  'We Found The Best Match', 'Signature Scent Discovery', 'Frequently Asked Questions', 'What People Are Saying', 'Our Principles',
  'ADD TO CART', '%OFF', 'Best Value', 'credit toward', 'Complimentary', 'bestseller',
];

/** The fallback catalogues: the only files that may hold interface words. */
const CATALOGUES = ['i18n/en.ts', 'i18n/en-age.ts', 'i18n/en-picker.ts', 'i18n/en-email.ts', 'i18n/en-analysis.ts', 'i18n/en-results.ts', 'i18n/english.ts', 'i18n/fr.ts', 'core/results-fallback-fr.ts', 'core/results-fallback-en-gb.ts', 'core/results-fallback.ts'].map((file) => join(SRC, file));

/**
 * The catalogues' texts as code would write them: a text's literal parts (around its placeholders) of
 * two words or more anywhere; a capitalised one-word text or first part only as a string or JSX text
 * (`'Next'`, `>Next<`), since such words also make up identifiers, class names and CSS.
 */
const INTERFACE_TEXTS = [...Object.values(EN), ...Object.values(FALLBACK_COPY)].flatMap((text) => {
  const parts = text.split(/\{[A-Za-z]+\}/).map((part) => part.trim()).filter((part) => /[A-Za-z]{2}/.test(part));
  return parts.flatMap((part, index) => {
    if (part.includes(' ')) return [part];
    return index === 0 && text.startsWith(part) && /^[A-Z]/.test(part) ? [`'${part}'`, `"${part}"`, `\`${part}`, `>${part}<`] : [];
  });
});

/** JSX text with a word in it, and literal words in the attributes a shopper or a screen reader reads. */
const JSX_TEXT = /<[a-z][\w-]*(?:\s[^<>]*)?>([^<>{}\n]*[A-Za-z]{2,}[^<>{}\n]*)</g;
const LABEL_ATTRIBUTE = /\s(aria-label|aria-roledescription|aria-valuetext|alt|placeholder|title|label|loadingLabel|failedTitle)="([^"]*[A-Za-z][^"]*)"/g;

/** The interface words written in code outside the catalogues (JSX text and attributes only in `.tsx`). */
export function interfaceWordsIn(code: string, jsx = true): string[] {
  const bare = withoutComments(code).replace(/&[a-z]+;/g, '');
  return [
    ...INTERFACE_TEXTS.filter((text) => bare.includes(text)),
    ...(jsx ? [...bare.matchAll(JSX_TEXT)].map((match) => (match[1] ?? '').trim()) : []),
    ...(jsx ? [...bare.matchAll(LABEL_ATTRIBUTE)].map((match) => match[0].trim()) : []),
  ];
}

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

  it('finds interface words in code: a catalogue text, JSX text, a label attribute (the check itself)', () => {
    assert.deepEqual(interfaceWordsIn('const a = <p className="x">No items found</p>;'), ['No items found', 'No items found']);
    assert.deepEqual(interfaceWordsIn('<a>{words.next}<span aria-hidden="true"> &gt;</span></a>; onNext(); // Next'), []);
    assert.deepEqual(interfaceWordsIn("<button aria-label=\"Clear it\" />"), ['aria-label="Clear it"']);
    assert.deepEqual(interfaceWordsIn("label = `Step ${n} of ${count}`; x = 'Back';"), ["'Back'", '`Step']);
    assert.deepEqual(interfaceWordsIn('const status = `${n}% complete`;'), ['% complete']);
  });

  it('keeps every interface word in the fallback catalogues', () => {
    const found = sourceFiles(SRC).filter((file) => !CATALOGUES.includes(file))
      .flatMap((file) => interfaceWordsIn(readFileSync(file, 'utf8'), file.endsWith('.tsx')).map((literal) => `${relative(SRC, file)}: ${literal}`));
    assert.deepEqual(found, []);
  });
});
