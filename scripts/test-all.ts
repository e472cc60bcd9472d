/**
 * `npm test`: every check of the repository as stages run side by side (at most TEST_JOBS at once,
 * default two more than the cores, since most stages wait on browsers, servers and the network), each after
 * the stages it needs. A stage's output goes to test-results/<stage>.log and is printed when it fails;
 * the end is a table of each stage's wall time and CPU time (all its processes where a control group can
 * count them, ./lib/cpu-groups.ts; else the stage and the children it waited for: on a shared machine the
 * steadier measure of its cost), then the whole machine's busy CPU over the run. Exits non-zero if any
 * stage failed.
 *
 * First it makes sure the system programs the tests use are there (./lib/system-deps.ts): it installs
 * the missing ones with apt-get when it runs as root, and otherwise stops at once with the one command to run.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { failureBlocks } from './lib/failures.ts';
import { cpuGroups } from './lib/cpu-groups.ts';
import { ensureSystemDeps } from './lib/system-deps.ts';
import { childrenCpuSeconds, formatDuration, machineBusySeconds, runStages, type Stage, type StageResult } from './lib/stages.ts';
import { freePort } from '../test/support/free-port.ts';

const ROOT = resolve(import.meta.dirname, '..');
const LOGS = join(ROOT, 'test-results');
// Free ports for the two throwaway PostgreSQL servers, so a server left over on the usual port cannot fail a run.
async function twoFreePorts(): Promise<[number, number]> {
  const first = await freePort();
  let second = await freePort();
  while (second === first) second = await freePort();
  return [first, second];
}
const PG_PORTS = process.env['TEST_PG_PORT'] ? [Number(process.env['TEST_PG_PORT']), Number(process.env['TEST_PG_PORT']) + 1] : await twoFreePorts();

/**
 * In the order they start when several are ready: the longest chains first. The build and the Studio's
 * install are urgent: the end-to-end suites and three Studio stages wait for them.
 */
const STAGES: Stage[] = [
  { name: 'build', command: 'npm run build', urgent: true },
  { name: 'node', command: 'bash scripts/with-postgres.sh npm run test:node', env: { TEST_PG_PORT: String(PG_PORTS[0]) } },
  { name: 'e2e', command: 'npm run test:e2e', needs: ['build'] },
  { name: 'studio deps', command: 'bash scripts/studio.sh install', urgent: true },
  { name: 'browser', command: 'npm run test:browser' },
  {
    name: 'reliability',
    command: 'bash scripts/with-postgres.sh npm run test:reliability:short',
    needs: ['build'],
    env: { TEST_PG_PORT: String(PG_PORTS[1]) },
  },
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck', needs: ['studio deps'] },
  { name: 'studio test', command: 'npm run studio:test', needs: ['studio deps'] },
  { name: 'studio build', command: 'npm run studio:build', needs: ['studio deps'] },
  { name: 'size', command: 'npm run size', needs: ['build'] },
  // The package's own types (written by the build) as a React 19 host's JSX sees them.
  { name: 'package types', command: 'tsc -p test/types/tsconfig.json', needs: ['build'] },
];

function selected(): Stage[] {
  const only = process.env['TEST_STAGES']?.split(',').map((name) => name.trim()).filter(Boolean);
  if (!only) return STAGES;
  const names = new Set(only);
  return STAGES.filter((stage) => names.has(stage.name)).map((stage) => ({ ...stage, needs: stage.needs?.filter((need) => names.has(need)) }));
}

/** How much lower the other stages run than an urgent one (nice(1); 10 gives them a tenth of its share). */
const NICENESS = 10;
/**
 * As root, Chromium raises its own threads' priority (nice -8) and would outrun every stage but its own;
 * without CAP_SYS_NICE (setpriv(1)) it keeps the priority its stage gave it.
 */
const KEEP_PRIORITY = process.getuid?.() === 0 && existsSync('/usr/bin/setpriv') ? ['setpriv', '--bounding-set', '-sys_nice'] : [];

/** CPU seconds of each stage that ran: its control group's where there is one, else bash's `times`. */
const cpuSeconds = new Map<string, number>();
const groups = cpuGroups('fq-test-', String(process.pid));

function run(stage: Stage): Promise<boolean> {
  const log = createWriteStream(join(LOGS, `${stage.name.replace(/\s+/g, '-')}.log`));
  return new Promise((done) => {
    // `times` on fd 3 after the command (which does not get fd 3): the CPU the stage used, whatever it ran.
    const script = `${groups?.enter(stage.name) ?? ''}\n{\n${stage.command}\n} 3>&-\nstatus=$?\ntimes >&3\nexit $status`;
    const [program, ...args] = [...KEEP_PRIORITY, ...(stage.urgent ? [] : ['nice', '-n', String(NICENESS)]), 'bash', '-c', script];
    const child = spawn(program!, args, { cwd: ROOT, env: { ...process.env, ...stage.env, FORCE_COLOR: '0' }, stdio: ['ignore', 'pipe', 'pipe', 'pipe'] });
    const [, stdout, stderr, timesOut] = child.stdio;
    stdout?.pipe(log, { end: false });
    stderr?.pipe(log, { end: false });
    let times = '';
    timesOut?.on('data', (chunk: Buffer) => { times += chunk.toString('utf8'); });
    child.on('error', (error) => { log.end(`\n${String(error)}\n`); done(false); });
    child.on('close', (code) => {
      const cpu = groups?.seconds(stage.name) ?? childrenCpuSeconds(times);
      if (cpu !== undefined) cpuSeconds.set(stage.name, cpu);
      log.end(() => done(code === 0));
    });
  });
}

const procStat = () => (existsSync('/proc/stat') ? readFileSync('/proc/stat', 'utf8') : undefined);

function report(results: readonly StageResult[], wallMs: number, machineCpuS: number | undefined): void {
  const width = Math.max('total'.length, ...results.map((result) => result.name.length));
  const cpu = (name: string) => formatDuration((cpuSeconds.get(name) ?? 0) * 1000).padStart(7);
  console.info(`\nstage times (CPU: ${groups ? 'all its processes, from a control group' : "its own and its children's it waited for"})\n  ${''.padEnd(width)}     wall      CPU`);
  for (const result of results) {
    const status = result.status === 'passed' ? 'ok' : result.status;
    console.info(`  ${result.name.padEnd(width)}  ${formatDuration(result.ms).padStart(7)}  ${cpu(result.name)}  ${status}`);
  }
  const totalCpu = [...cpuSeconds.values()].reduce((sum, seconds) => sum + seconds, 0);
  console.info(`  ${'total'.padEnd(width)}  ${formatDuration(wallMs).padStart(7)}  ${formatDuration(totalCpu * 1000).padStart(7)}`);
  if (machineCpuS !== undefined) {
    const cores = availableParallelism();
    console.info(`  machine: ${formatDuration(machineCpuS * 1000)} of CPU busy out of ${formatDuration(wallMs * cores)} on ${cores} cores (all processes)`);
  }
}

async function main(): Promise<void> {
  const missing = await ensureSystemDeps();
  if (missing) {
    console.error(`npm test needs ${missing.programs.join(', ')}. Run:\n\n  ${missing.command}\n`);
    process.exit(69);
  }
  mkdirSync(LOGS, { recursive: true });
  const jobs = Number(process.env['TEST_JOBS'] ?? availableParallelism() + 2);
  const started = Date.now();
  const busyAtStart = machineBusySeconds(procStat());
  const results = await runStages(selected(), jobs, run, (event) => {
    const time = formatDuration(Date.now() - started);
    console.info(`[${time}] ${event.kind === 'start' ? '▶' : event.passed ? '✔' : '✘'} ${event.stage}`);
  });
  const failed = results.filter((result) => result.status !== 'passed');
  for (const result of failed.filter((each) => each.status === 'failed')) {
    const file = join(LOGS, `${result.name.replace(/\s+/g, '-')}.log`);
    const log = readFileSync(file, 'utf8').trimEnd();
    const lines = log.split('\n');
    console.error(`\n──── ${result.name} failed (last ${Math.min(lines.length, 80)} lines; all: ${file}) ────`);
    console.error(lines.slice(-80).join('\n'));
    const blocks = failureBlocks(log);
    if (blocks.length > 0) console.error(`\n──── ${result.name}: the failing tests ────\n${blocks.join('\n\n')}`);
  }
  const busyAtEnd = machineBusySeconds(procStat());
  groups?.remove();
  report(results, Date.now() - started, busyAtStart !== undefined && busyAtEnd !== undefined ? busyAtEnd - busyAtStart : undefined);
  if (failed.length > 0) {
    console.error(`\nfailed: ${failed.map((result) => `${result.name}${result.status === 'skipped' ? ' (not run: a stage it needs failed)' : ''}`).join(', ')}`);
    process.exit(1);
  }
}

await main();
