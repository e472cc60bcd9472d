/** Runs named stages with dependencies, at most `jobs` at once (scripts/test-all.ts). */

export interface Stage {
  name: string;
  /** A bash command line, run from the repository root. */
  command: string;
  /** Stages that must pass first; if one fails, this one is skipped. */
  needs?: string[];
  env?: Record<string, string>;
  /**
   * On the critical path: it runs at normal priority and the other stages under `nice`, so that a short
   * stage others wait for is not slowed to a crawl by the long ones beside it.
   */
  urgent?: boolean;
}

export interface StageResult {
  name: string;
  status: 'passed' | 'failed' | 'skipped';
  ms: number;
}

export type StageEvent = { kind: 'start'; stage: string } | { kind: 'end'; stage: string; passed: boolean };

/**
 * Starts every stage whose needs have passed, in list order, keeping at most `jobs` running; a stage
 * whose need failed or was skipped is skipped. Resolves with one result per stage, in list order.
 */
export async function runStages(
  stages: readonly Stage[],
  jobs: number,
  run: (stage: Stage) => Promise<boolean>,
  onEvent: (event: StageEvent) => void = () => {},
  now: () => number = Date.now,
): Promise<StageResult[]> {
  const names = new Set(stages.map((stage) => stage.name));
  for (const stage of stages) {
    for (const need of stage.needs ?? []) if (!names.has(need)) throw new Error(`stage "${stage.name}" needs unknown stage "${need}"`);
  }
  const results = new Map<string, StageResult>();
  const running = new Set<string>();
  const limit = Math.max(1, Math.floor(jobs));

  return new Promise((done) => {
    const pump = (): void => {
      let changed = true;
      while (changed) {
        changed = false;
        for (const stage of stages) {
          if (results.has(stage.name) || running.has(stage.name)) continue;
          const needs = (stage.needs ?? []).map((need) => results.get(need)?.status);
          if (needs.some((status) => status === 'failed' || status === 'skipped')) {
            results.set(stage.name, { name: stage.name, status: 'skipped', ms: 0 });
            changed = true;
            continue;
          }
          if (running.size >= limit || needs.some((status) => status !== 'passed')) continue;
          running.add(stage.name);
          onEvent({ kind: 'start', stage: stage.name });
          const started = now();
          void run(stage).catch(() => false).then((passed) => {
            running.delete(stage.name);
            results.set(stage.name, { name: stage.name, status: passed ? 'passed' : 'failed', ms: now() - started });
            onEvent({ kind: 'end', stage: stage.name, passed });
            pump();
          });
        }
      }
      if (results.size === stages.length) done(stages.map((stage) => results.get(stage.name)!));
    };
    pump();
  });
}

/** `1m05s`, `42s`. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)}m${String(seconds % 60).padStart(2, '0')}s` : `${seconds}s`;
}

/** The seconds of `times`' second line (`0m1.500s 0m0.250s`: the children's user and system time). */
export function childrenCpuSeconds(times: string): number | undefined {
  const line = times.trim().split('\n')[1];
  const parts = line?.match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/);
  if (!parts) return undefined;
  const [, userMin, userSec, sysMin, sysSec] = parts.map(Number) as [number, number, number, number, number];
  return userMin * 60 + userSec + sysMin * 60 + sysSec;
}

/**
 * The machine's busy CPU seconds so far, from the first line of /proc/stat (user, nice, system, irq,
 * softirq, steal; 100 ticks a second), or undefined off Linux. A stage's own `times` miss what it did
 * not wait for (Chromium's renderers, the PostgreSQL server); this counts everything.
 */
export function machineBusySeconds(procStat: string | undefined): number | undefined {
  const fields = procStat?.split('\n')[0]?.trim().split(/\s+/);
  if (fields?.[0] !== 'cpu' || fields.length < 9) return undefined;
  // cpu user nice system idle iowait irq softirq steal
  const busy = [1, 2, 3, 6, 7, 8].map((index) => Number(fields[index]));
  return busy.every((value) => Number.isFinite(value)) ? busy.reduce((sum, value) => sum + value, 0) / 100 : undefined;
}
