/**
 * `npm run test:reliability`: the full reliability and security run (test/reliability/*.test.ts at full
 * size, one file at a time so load figures are not shared with other suites), then RELIABILITY.md with
 * the command, the machine, the date and the figures.
 *
 * Without TEST_DATABASE_URL it re-runs itself inside scripts/with-postgres.sh (a throwaway PostgreSQL
 * cluster) when PostgreSQL binaries are available, so every suite runs on PGlite and on PostgreSQL.
 * `dist/` is rebuilt first with an AI key and provider URL in the environment, for the dist/ leak scan.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, release, tmpdir, totalmem, type as osType } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../test/support/free-port.ts';
import { buildDist } from '../test/reliability/support/dist.ts';
import { postgresBin } from '../test/reliability/support/pg-cluster.ts';
import type { Figure } from '../test/reliability/support/figures.ts';
import { renderReport } from '../test/reliability/support/report.ts';
import type { RunInfo } from '../test/reliability/support/report.ts';

const ROOT = resolve(import.meta.dirname, '..');
const COMMAND = 'npm run test:reliability';

async function wrapInPostgres(): Promise<never> {
  const child = spawn('bash', ['scripts/with-postgres.sh', process.execPath, '--import', 'tsx', 'scripts/reliability.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    // A free port unless one is given: another with-postgres.sh run may hold the default one.
    env: { ...process.env, RELIABILITY_WRAPPED: '1', TEST_PG_PORT: process.env.TEST_PG_PORT ?? String(await freePort()) },
  });
  const code = await new Promise<number>((done) => child.on('exit', (status) => done(status ?? 1)));
  process.exit(code);
}

async function postgresVersion(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const { openPostgres } = await import('../server/db/database.ts');
  const db = await openPostgres(url);
  try {
    const [row] = await db.query<{ server_version: string }>('SHOW server_version');
    return row?.server_version ?? null;
  } finally {
    await db.close();
  }
}

/** Runs the suites, echoing their output; resolves with the exit code and the output. */
function runSuites(figuresFile: string): Promise<{ code: number; output: string }> {
  const files = readdirSync(join(ROOT, 'test/reliability')).filter((name) => name.endsWith('.test.ts')).sort()
    .map((name) => `test/reliability/${name}`);
  const child = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
    cwd: ROOT,
    env: { ...process.env, RELIABILITY_SHORT: '', RELIABILITY_FIGURES: figuresFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const echo = (chunk: Buffer) => {
    process.stdout.write(chunk);
    output += chunk.toString('utf8');
  };
  child.stdout.on('data', echo);
  child.stderr.on('data', echo);
  return new Promise((done) => child.on('exit', (status) => done({ code: status ?? 1, output })));
}

/** `suite › test` for every failed test, read from the spec reporter's tree (before its summary). */
function failedTests(output: string): string[] {
  const failures: string[] = [];
  let suite = '';
  for (const line of output.split('\n')) {
    if (line.startsWith('✖ failing tests:')) break;
    const suiteStart = /^▶ (.+)$/.exec(line);
    if (suiteStart) suite = suiteStart[1] ?? '';
    const failed = /^ {2}✖ (.+?) \(\d[\d.]*ms\)/.exec(line);
    if (failed) failures.push(`${suite} › ${failed[1]}`);
  }
  return failures;
}

function readFigures(file: string): Figure[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Figure);
}

/** Browser tests elsewhere that cover a reliability or security case, found by what they test. */
function browserTestsMentioning(pattern: RegExp): string[] {
  const dir = join(ROOT, 'test/browser');
  if (!existsSync(dir)) return [];
  const walk = (path: string): string[] => readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(path, entry.name)) : entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx') ? [join(path, entry.name)] : []);
  return walk(dir).filter((file) => pattern.test(readFileSync(file, 'utf8'))).map((file) => file.slice(ROOT.length + 1));
}

async function main(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL && !process.env.RELIABILITY_WRAPPED && postgresBin()) await wrapInPostgres();

  const started = new Date();
  const loadBefore = loadavg();
  console.info('reliability: building dist/ (with an AI key in the environment, for the leak scan)…');
  let build = 'rebuilt with AI_API_KEY and AI_BASE_URL set';
  try {
    await buildDist();
  } catch (error) {
    build = `build failed: ${(error as Error).message.split('\n')[0]}`;
    console.error(build);
  }

  const work = mkdtempSync(join(tmpdir(), 'fq-reliability-'));
  const figuresFile = join(work, 'figures.ndjson');
  const { code, output } = await runSuites(figuresFile);
  const figures = readFigures(figuresFile);
  rmSync(work, { recursive: true, force: true });

  const count = (label: string) => Number(new RegExp(`ℹ ${label} (\\d+)`).exec(output)?.[1] ?? 0);
  const failures = failedTests(output);
  const info: RunInfo = {
    command: COMMAND,
    date: started.toISOString(),
    durationS: Math.round((Date.now() - started.getTime()) / 1000),
    machine: {
      cpus: availableParallelism(),
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
      os: `${osType()} ${release()}`,
      node: process.version,
      postgres: await postgresVersion().catch(() => null),
      pglite: (JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string }).version,
      loadBefore: loadBefore.map((value) => Math.round(value * 100) / 100),
      loadAfter: loadavg().map((value) => Math.round(value * 100) / 100),
    },
    build,
    tests: { total: count('tests'), pass: count('pass'), fail: count('fail'), skipped: count('skipped'), cancelled: count('cancelled') },
    failures,
    exitCode: code,
    elsewhere: {
      contentUnreachable: browserTestsMentioning(/content API is unreachable/),
      richTextLinks: browserTestsMentioning(/javascript:/),
    },
  };
  writeFileSync(join(ROOT, 'RELIABILITY.md'), renderReport(info, figures));
  console.info(`reliability: wrote RELIABILITY.md (${info.tests.pass}/${info.tests.total} passed)`);
  process.exit(code);
}

await main();
