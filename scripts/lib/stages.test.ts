import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { childrenCpuSeconds, formatDuration, machineBusySeconds, runStages, type Stage } from './stages.ts';

/** Runs the stages with a fake `run` that passes unless the stage is in `failing`; records the order. */
async function trace(stages: Stage[], jobs: number, failing: string[] = []) {
  const log: string[] = [];
  let running = 0;
  let peak = 0;
  const results = await runStages(stages, jobs, async (stage) => {
    running += 1;
    peak = Math.max(peak, running);
    await new Promise((resolve) => setImmediate(resolve));
    running -= 1;
    return !failing.includes(stage.name);
  }, (event) => log.push(`${event.kind} ${event.stage}`));
  return { log, peak, results: results.map((result) => `${result.name}:${result.status}`) };
}

describe('runStages', () => {
  const stages: Stage[] = [
    { name: 'build', command: '' },
    { name: 'e2e', command: '', needs: ['build'] },
    { name: 'node', command: '' },
    { name: 'lint', command: '' },
  ];

  it('runs at most `jobs` stages at once, each after what it needs, and reports all in list order', async () => {
    const { log, peak, results } = await trace(stages, 2);
    assert.equal(peak, 2);
    assert.ok(log.indexOf('end build') < log.indexOf('start e2e'));
    assert.deepEqual(results, ['build:passed', 'e2e:passed', 'node:passed', 'lint:passed']);
  });

  it('skips what needs a failed stage and still runs the rest', async () => {
    const { results, log } = await trace(stages, 3, ['build']);
    assert.deepEqual(results, ['build:failed', 'e2e:skipped', 'node:passed', 'lint:passed']);
    assert.ok(!log.includes('start e2e'));
  });

  it('rejects a need that names no stage', async () => {
    await assert.rejects(runStages([{ name: 'a', command: '', needs: ['b'] }], 1, async () => true), /needs unknown stage "b"/);
  });

  it('formats durations', () => {
    assert.equal(formatDuration(42_400), '42s');
    assert.equal(formatDuration(65_000), '1m05s');
  });
});

describe('childrenCpuSeconds', () => {
  it("adds the children's user and system time of bash's `times`", () => {
    assert.equal(childrenCpuSeconds('0m0.010s 0m0.002s\n1m2.500s 0m3.250s\n'), 65.75);
  });

  it('is undefined when `times` did not run (the stage was killed)', () => {
    assert.equal(childrenCpuSeconds(''), undefined);
  });
});

describe('machineBusySeconds', () => {
  it('adds user, nice, system, irq, softirq and steal, not idle or iowait, in seconds', () => {
    const stat = 'cpu  1000 200 300 90000 500 10 20 30 0 0\ncpu0 500 100 150 45000 250 5 10 15 0 0\n';
    assert.equal(machineBusySeconds(stat), (1000 + 200 + 300 + 10 + 20 + 30) / 100);
  });

  it('is undefined where there is no /proc/stat or it reads otherwise', () => {
    assert.equal(machineBusySeconds(undefined), undefined);
    assert.equal(machineBusySeconds('intr 1 2 3'), undefined);
  });
});
