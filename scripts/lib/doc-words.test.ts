/**
 * The docs stay short (issue 41): docs/performance.md holds at most 1,500 words, and docs/*.md with the root
 * *.md at most 15,000 together. Words are counted as `wc -w` counts them: runs of non-whitespace.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';

const ROOT = resolve(import.meta.dirname, '../..');
const PERFORMANCE_LIMIT = 1_500;
const TOTAL_LIMIT = 15_000;

const DOCS = [
  ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`),
  ...readdirSync(ROOT).filter((name) => name.endsWith('.md')),
].sort();

/** Words as `wc -w` counts them: maximal runs of non-whitespace. */
function countWords(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

const counts = new Map(DOCS.map((doc) => [doc, countWords(readFileSync(join(ROOT, doc), 'utf8'))]));
const report = () => [...counts].map(([doc, words]) => `${String(words).padStart(7)} ${doc}`).join('\n');

describe('doc word budgets', () => {
  it(`docs/performance.md has at most ${PERFORMANCE_LIMIT} words`, () => {
    const words = counts.get('docs/performance.md') ?? 0;
    assert.ok(words <= PERFORMANCE_LIMIT, `docs/performance.md has ${words} words (limit ${PERFORMANCE_LIMIT})\n${report()}`);
  });

  it(`docs/*.md and the root *.md have at most ${TOTAL_LIMIT} words together`, () => {
    const total = [...counts.values()].reduce((sum, words) => sum + words, 0);
    assert.ok(total <= TOTAL_LIMIT, `the docs have ${total} words together (limit ${TOTAL_LIMIT})\n${report()}\n${String(total).padStart(7)} total`);
  });
});
