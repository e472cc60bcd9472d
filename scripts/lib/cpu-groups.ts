/**
 * A CPU-accounting control group per test stage (Linux, as root): every process a stage starts is counted,
 * the PostgreSQL server and Chromium's renderers included, which the stage's own `times` miss. cgroup v1's
 * cpuacct where it is mounted, else cgroup v2's cpu.stat. Undefined where neither can be written.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

export interface CpuGroups {
  /** The shell line a stage's script starts with: it moves the shell (and so all it starts) into the group. */
  enter(stage: string): string;
  /** CPU seconds the stage's processes used so far, or undefined if the group cannot be read. */
  seconds(stage: string): number | undefined;
  /** Removes the groups (those still holding a process are left). */
  remove(): void;
}

const V1 = { usage: 'cpuacct.usage', parse: (text: string) => Number(text.trim()) / 1e9 };
const V2 = { usage: 'cpu.stat', parse: (text: string) => Number(/^usage_usec (\d+)$/m.exec(text)?.[1]) / 1e6 };

/**
 * Only a hierarchy that counts without scheduling: a group with the cpu controller would get an equal share
 * of the machine, whatever the stage's nice value (v1's cpu mounted with cpuacct, v2's cpu enabled).
 */
function hierarchy(mounts: string): { dir: string; kind: typeof V1 } | undefined {
  const v1 = join(mounts, 'cpuacct');
  if (existsSync(join(v1, 'cpuacct.usage'))) return existsSync(join(v1, 'cpu.shares')) ? undefined : { dir: v1, kind: V1 };
  for (const dir of [mounts, join(mounts, 'unified')]) {
    if (!existsSync(join(dir, 'cgroup.procs')) || !existsSync(join(dir, 'cgroup.controllers'))) continue;
    const enabled = existsSync(join(dir, 'cgroup.subtree_control')) ? readFileSync(join(dir, 'cgroup.subtree_control'), 'utf8') : '';
    return /\bcpu\b/.test(enabled) ? undefined : { dir, kind: V2 };
  }
  return undefined;
}

const slug = (stage: string) => stage.replace(/[^\w-]+/g, '-');

/** Removes a group and the groups in it, where no process is left in them. */
function removeTree(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) removeTree(join(dir, entry.name));
  try {
    rmdirSync(dir);
  } catch {
    // A process the stage left running still sits in it; the kernel frees it when that ends.
  }
}

/** Groups under `<prefix><run>`; those of earlier runs (`<prefix>…`, a run killed before its clean-up) go first. */
export function cpuGroups(prefix: string, run: string, mounts = '/sys/fs/cgroup'): CpuGroups | undefined {
  const found = hierarchy(mounts);
  if (!found) return undefined;
  for (const entry of readdirSync(found.dir)) if (entry.startsWith(prefix)) removeTree(join(found.dir, entry));
  const parent = join(found.dir, prefix + run);
  try {
    mkdirSync(parent, { recursive: true });
  } catch {
    return undefined;
  }
  const dirOf = (stage: string) => join(parent, slug(stage));
  return {
    enter(stage) {
      const dir = dirOf(stage);
      mkdirSync(dir, { recursive: true });
      return `echo $$ > '${join(dir, 'cgroup.procs')}' 2>/dev/null || true`;
    },
    seconds(stage) {
      try {
        const value = found.kind.parse(readFileSync(join(dirOf(stage), found.kind.usage), 'utf8'));
        return Number.isFinite(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    remove: () => removeTree(parent),
  };
}
