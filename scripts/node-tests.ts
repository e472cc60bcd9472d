/**
 * `npm run test:node`: every `*.test.ts` outside test/ (test/support included), studio/ and dist/ (or
 * the files given as arguments), under `node --test`, in batches of several files per process
 * (./lib/test-batches.ts), NODE_TEST_JOBS processes at once (default 3). A failing test's `location`
 * names its file.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { batches } from './lib/test-batches.ts';

const ROOT = resolve(import.meta.dirname, '..');
const SKIP = /^(?:node_modules|test|studio|dist|dist-insights|\.data|\.git|test-results)$/;

function testFiles(dir = ROOT): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (dir === ROOT && SKIP.test(entry.name)) continue;
      if (entry.name === 'node_modules') continue;
      found.push(...testFiles(join(dir, entry.name)));
    } else if (entry.name.endsWith('.test.ts')) {
      found.push(join(dir, entry.name));
    }
  }
  return found;
}

const jobs = Math.max(1, Number(process.env['NODE_TEST_JOBS'] ?? 3) || 1);
// test/ holds the browser, end-to-end and reliability suites (stages of their own); their support's tests run here.
const files = process.argv.length > 2
  ? process.argv.slice(2).map((file) => resolve(file))
  : [...testFiles(), ...testFiles(join(ROOT, 'test', 'support'))].sort();
const planned = batches(files.map((file) => ({ file, source: readFileSync(file, 'utf8') })), jobs * 4);

// The batch files sit in a folder of their own under test-results (git-ignored), rewritten each run.
const BATCHES = join(ROOT, 'test-results', 'node-batches');
rmSync(BATCHES, { recursive: true, force: true });
mkdirSync(BATCHES, { recursive: true });
const entries = planned.map((batch, index) => {
  const entry = join(BATCHES, `batch-${String(index + 1).padStart(2, '0')}.test.ts`);
  const imports = batch.map((file) => `// ${relative(ROOT, file)}\nawait import(${JSON.stringify(pathToFileURL(file).href)});`);
  writeFileSync(entry, `${imports.join('\n')}\n`);
  return entry;
});

const child = spawn(process.execPath, ['--import', 'tsx', '--test', `--test-concurrency=${jobs}`, ...entries], { cwd: ROOT, stdio: 'inherit' });
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
