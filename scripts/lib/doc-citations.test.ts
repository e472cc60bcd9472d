/**
 * Every repository path and test cited in docs/*.md and the root *.md exists: a path in backticks names a
 * file or folder of the repository (from the root, or a tail of a real path such as `repositories/guard.ts`
 * beside `server/`), and a test citation `file.test.ts › describe › test name` (`› name` continues with the
 * previous file; `…` stands for an elided part) names a test file whose source holds each name.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, it } from 'node:test';

const ROOT = resolve(import.meta.dirname, '../..');
const FILES = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).trim().split('\n');
const FOLDERS = new Set(FILES.flatMap((file) => file.split('/').slice(0, -1).map((_, index, parts) => parts.slice(0, index + 1).join('/'))));
const DOCS = [
  ...readdirSync(join(ROOT, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`),
  ...readdirSync(ROOT).filter((name) => name.endsWith('.md')),
];

/** A repository path: folders and a file with an extension we keep, no spaces, globs or URLs. */
const PATH = /^(?:\.{0,2}\/)?[\w@.-]+(?:\/[\w@.[\]-]+)*(?:\.(?:ts|tsx|mjs|cjs|js|json|md|sh|css|html|svg|png|ndjson|yml|yaml)|\/)$/;
/** Names of the repository's folders: a span that starts with one is a path (`repositories/guard.ts`). */
const FOLDER_NAMES = new Set([...FOLDERS].map((folder) => folder.split('/').at(-1)!));

/** Inline code spans of a markdown text (spans may wrap lines), outside fenced blocks. */
function codeSpans(markdown: string): string[] {
  // The docs write a backtick inside a span as \` (not CommonMark, but unambiguous here).
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replaceAll('\\`', '\u0000');
  return [...prose.matchAll(/(`+)([\s\S]+?)\1/g)].map((match) => match[2]!.replaceAll('\u0000', '`').replace(/\s*\n\s*/g, ' ').trim());
}

function pathExists(path: string): boolean {
  const clean = path.replace(/^\.\//, '').replace(/\/$/, '');
  if (existsSync(join(ROOT, clean))) return true;
  return FILES.some((file) => file.endsWith(`/${clean}`)) || [...FOLDERS].some((folder) => folder.endsWith(`/${clean}`));
}

/** Whether a span is meant as a repository path (not a URL path, package or file type). */
function looksLikePath(span: string): boolean {
  if (!PATH.test(span) || span.startsWith('/') || span.includes('://')) return false;
  const first = span.replace(/^\.\//, '').split('/')[0]!;
  return span.includes('/') ? FOLDER_NAMES.has(first) || span.startsWith('./') : /\.(test\.tsx?|ts|tsx|md|sh|mjs)$/.test(span) && !span.startsWith('.');
}

const normalise = (text: string) => text.replace(/\\(['"`\\])/g, '$1').replace(/\s+/g, ' ');

function testFile(name: string): string | undefined {
  const clean = name.replace(/^\.\//, '');
  return FILES.find((file) => file === clean || file.endsWith(`/${clean}`));
}

/** A part of a cited name as a pattern: a number in the docs may be a `${constant}` in the test's name. */
const partPattern = (part: string) => new RegExp(part.split(/(\d+(?:\.\d+)?)/).map((piece, index) =>
  index % 2 === 1 ? `(?:${piece.replace('.', '\\.')}|\\$\\{[^}]+\\})` : piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join(''));

/** The names of a citation that its test file's source does not hold. */
function missingNames(file: string, names: readonly string[]): string[] {
  const source = normalise(readFileSync(join(ROOT, file), 'utf8'));
  return names.filter((name) => name.split('…').map((part) => part.trim()).filter(Boolean).some((part) => !partPattern(part).test(source)));
}

interface Problem { doc: string; citation: string; why: string }

function problemsOf(doc: string): Problem[] {
  const problems: Problem[] = [];
  let previous: string | undefined;
  for (const raw of codeSpans(readFileSync(join(ROOT, doc), 'utf8'))) {
    const span = normalise(raw);
    if (span.includes('›')) {
      const [head, ...names] = span.split('›').map((part) => part.trim());
      if (head === 'file') continue; // the format's own description
      const file = head ? testFile(head) : previous;
      if (!file) { problems.push({ doc, citation: span, why: head ? 'no such test file' : 'no file before this continuation' }); continue; }
      previous = file;
      const missing = missingNames(file, names.filter(Boolean));
      if (missing.length > 0) problems.push({ doc, citation: span, why: `not in ${file}: ${missing.join(' / ')}` });
    } else if (looksLikePath(span)) {
      if (/\.test\.tsx?$/.test(span)) previous = testFile(span) ?? previous;
      if (!pathExists(span)) problems.push({ doc, citation: span, why: 'no such path' });
    }
  }
  return problems;
}

/** The headings of a markdown document, without their `#`s. */
function headingsOf(doc: string): Set<string> {
  return new Set(readFileSync(join(ROOT, doc), 'utf8').split('\n').filter((line) => /^#+ /.test(line)).map((line) => line.replace(/^#+\s*/, '').trim()));
}

/** A comment's pointer to a docs section: `docs/behaviour.md "Routes"` (a comma may follow the file). */
const SECTION_POINTER = /((?:docs\/[\w-]+|[A-Z]+)\.md),?\s*"([^"]{1,100})"/g;

/** Pointers of a source text to a section its document does not have (comments may wrap a pointer). */
function staleSectionPointers(source: string): string[] {
  const joined = source.replace(/\n\s*(?:\*(?!\/)|\/\/)\s*/g, ' ');
  return [...joined.matchAll(SECTION_POINTER)].flatMap(([, doc, heading]) =>
    existsSync(join(ROOT, doc!)) && headingsOf(doc!).has(heading!) ? [] : [`${doc} "${heading}"`]);
}

describe('pointers to docs sections in code comments', () => {
  it('name a heading of that document', () => {
    const self = 'scripts/lib/doc-citations.test.ts'; // its own examples below
    const stale = FILES.filter((file) => /\.(ts|tsx|mjs|cjs)$/.test(file) && file !== self).flatMap((file) =>
      staleSectionPointers(readFileSync(join(ROOT, file), 'utf8')).map((pointer) => `${file}: ${pointer}`));
    assert.deepEqual(stale, []);
  });

  it('finds a stale pointer, also wrapped over comment lines', () => {
    assert.deepEqual(staleSectionPointers('/** See docs/behaviour.md "Routes" and docs/behaviour.md, "No such section". */'), ['docs/behaviour.md "No such section"']);
    assert.deepEqual(staleSectionPointers('/**\n * (docs/behaviour.md "Events and\n * tracking")\n */'), []);
    assert.deepEqual(staleSectionPointers('// docs/nothing.md "Routes"'), ['docs/nothing.md "Routes"']);
  });
});

describe('citations in the docs', () => {
  for (const doc of DOCS) {
    it(`${doc}: every cited path and test exists`, () => {
      assert.deepEqual(problemsOf(doc), []);
    });
  }

  it('finds a stale citation', () => {
    for (const path of ['server/no-such-file.ts', 'repositories/no-such-file.ts']) assert.equal(looksLikePath(path) && !pathExists(path), true);
    assert.deepEqual(missingNames('src/core/navigation.test.ts', ['isQuestionStep', 'a test that was renamed']), ['a test that was renamed']);
    assert.deepEqual(missingNames('test/browser/analysis-flow.test.ts', ['stops after 10 attempts …', 'stops after 10 tries']), ['stops after 10 tries']);
  });
});
