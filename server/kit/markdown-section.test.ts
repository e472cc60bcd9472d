import { test } from 'node:test';
import assert from 'node:assert/strict';
import { replaceSection } from './markdown-section.ts';

const H = '## Kit recommender evaluation';

test('creates a document when there is none', () => {
  assert.equal(replaceSection('', H, `${H}\n\nnew\n`), `# Benchmarks\n\n${H}\n\nnew\n`);
});

test('appends the section when absent, keeping the rest', () => {
  const doc = '# Benchmarks\n\n## Load\n\nfast\n';
  assert.equal(replaceSection(doc, H, `${H}\n\nnew`), `# Benchmarks\n\n## Load\n\nfast\n\n${H}\n\nnew\n`);
});

test('replaces only between the heading and the next ## heading', () => {
  const doc = `# Benchmarks\n\n## A\n\na\n\n${H}\n\nold\n### sub\nold too\n\n## B\n\nb\n`;
  assert.equal(replaceSection(doc, H, `${H}\n\nnew\n`), `# Benchmarks\n\n## A\n\na\n\n${H}\n\nnew\n\n## B\n\nb\n`);
});

test('replaces a last section up to the end, and is idempotent', () => {
  const doc = `# T\n\n## A\n\na\n\n${H}\n\nold\n`;
  const once = replaceSection(doc, H, `${H}\n\nnew\n`);
  assert.equal(once, `# T\n\n## A\n\na\n\n${H}\n\nnew\n`);
  assert.equal(replaceSection(once, H, `${H}\n\nnew\n`), once);
});

test("stops at a marker line another writer keeps before its section, and keeps it", () => {
  const doc = `# T\n\n${H}\n\nold\n\n<!-- other:start -->\n## Other\n\nx\n<!-- other:end -->\n`;
  assert.equal(replaceSection(doc, H, `${H}\n\nnew\n`), `# T\n\n${H}\n\nnew\n\n<!-- other:start -->\n## Other\n\nx\n<!-- other:end -->\n`);
});
