import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { cpuGroups } from './cpu-groups.ts';

const scratch = mkdtempSync(join(tmpdir(), 'fq-cgroups-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A stand-in for /sys/fs/cgroup with the files the kernel would show. */
function mounts(name: string, files: Record<string, string>): string {
  const root = join(scratch, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('cpuGroups', () => {
  it("reads a stage's seconds from cgroup v1's cpuacct, in nanoseconds", () => {
    const root = mounts('v1', { 'cpuacct/cpuacct.usage': '0\n' });
    const groups = cpuGroups('fq-', 'run', root)!;
    assert.equal(groups.enter('studio deps'), `echo $$ > '${join(root, 'cpuacct/fq-run/studio-deps/cgroup.procs')}' 2>/dev/null || true`);
    writeFileSync(join(root, 'cpuacct/fq-run/studio-deps/cpuacct.usage'), '61500000000\n');
    assert.equal(groups.seconds('studio deps'), 61.5);
  });

  it("reads cgroup v2's cpu.stat where v1 is not mounted", () => {
    const root = mounts('v2', { 'unified/cgroup.procs': '', 'unified/cgroup.controllers': '' });
    const groups = cpuGroups('fq-', 'run', root)!;
    groups.enter('node');
    writeFileSync(join(root, 'unified/fq-run/node/cpu.stat'), 'usage_usec 2500000\nuser_usec 2000000\nsystem_usec 500000\n');
    assert.equal(groups.seconds('node'), 2.5);
  });

  it('is undefined where a group would also get its own share of the CPU, not only be counted', () => {
    assert.equal(cpuGroups('fq-', 'run', mounts('v1-cpu', { 'cpuacct/cpuacct.usage': '0\n', 'cpuacct/cpu.shares': '1024\n' })), undefined);
    const v2 = { 'cgroup.procs': '', 'cgroup.controllers': 'cpu memory', 'cgroup.subtree_control': 'cpu memory\n' };
    assert.equal(cpuGroups('fq-', 'run', mounts('v2-cpu', v2)), undefined);
  });

  it("is undefined without a hierarchy, and a stage's seconds are undefined when its group cannot be read", () => {
    assert.equal(cpuGroups('fq-', 'run', join(scratch, 'none')), undefined);
    const groups = cpuGroups('fq-', 'run', mounts('v1-unread', { 'cpuacct/cpuacct.usage': '0\n' }))!;
    assert.equal(groups.seconds('never entered'), undefined);
  });

  it("removes the groups it made, and an earlier run's left behind", () => {
    const root = mounts('v1-remove', { 'cpuacct/cpuacct.usage': '0\n' });
    mkdirSync(join(root, 'cpuacct/fq-killed/e2e'), { recursive: true });
    mkdirSync(join(root, 'cpuacct/someone-else'));
    const groups = cpuGroups('fq-', 'run', root)!;
    assert.deepEqual(readdirSync(join(root, 'cpuacct')).sort(), ['cpuacct.usage', 'fq-run', 'someone-else']);
    groups.enter('lint');
    groups.remove();
    assert.deepEqual(readdirSync(join(root, 'cpuacct')).sort(), ['cpuacct.usage', 'someone-else']);
  });
});
