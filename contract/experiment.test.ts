import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { armStatus, experimentOf, scheduledWeights, type ExperimentArm } from './experiment.ts';

const at = (iso: string) => Date.parse(iso);
const ARMS: ExperimentArm[] = [
  { variant: 'A', weight: 50 },
  { variant: 'B', weight: 25, start: '2026-11-01T00:00:00Z', stop: '2026-11-20T00:00:00Z' },
  { variant: 'C', weight: 25, start: '2026-11-10T00:00:00Z' },
];

describe('the A/B/C schedule', () => {
  it('a variant runs from its start until its stop, with a weight above 0', () => {
    assert.equal(armStatus(ARMS[1]!, at('2026-10-31T23:59:59Z')), 'scheduled');
    assert.equal(armStatus(ARMS[1]!, at('2026-11-01T00:00:00Z')), 'running');
    assert.equal(armStatus(ARMS[1]!, at('2026-11-20T00:00:00Z')), 'stopped', 'the stop time itself is stopped');
    assert.equal(armStatus({ variant: 'A', weight: 0 }, at('2026-11-05T00:00:00Z')), 'paused');
    assert.equal(armStatus({ variant: 'A', weight: 0, stop: '2026-11-01T00:00:00Z' }, at('2026-11-05T00:00:00Z')), 'stopped');
  });

  it('draw weights count running variants only', () => {
    assert.deepEqual(scheduledWeights(ARMS, at('2026-11-05T00:00:00Z')), { A: 50, B: 25, C: 0 });
    assert.deepEqual(scheduledWeights(ARMS, at('2026-11-15T00:00:00Z')), { A: 50, B: 25, C: 25 });
    assert.deepEqual(scheduledWeights(ARMS, at('2026-11-25T00:00:00Z')), { A: 50, B: 0, C: 25 });
    assert.deepEqual(scheduledWeights([{ variant: 'B', weight: 1, stop: '2026-11-01T00:00:00Z' }], at('2026-11-25T00:00:00Z')), { A: 0, B: 0, C: 0 });
  });

  it('reads untrusted content: bad entries and repeats are dropped and named', () => {
    const { arms, problems } = experimentOf({
      _type: 'experiment',
      variants: [
        { _key: 'a', variant: 'a', weight: 2, start: null, stop: null },
        { variant: 'B', weight: -1 },
        { variant: 'D', weight: 1 },
        { variant: 'C', weight: 1, start: 'next week' },
        { variant: 'A', weight: 9 },
        { variant: 'C', weight: 3, stop: '2026-12-01T00:00:00Z' },
      ],
    });
    assert.deepEqual(arms, [{ variant: 'A', weight: 2 }, { variant: 'C', weight: 3, stop: '2026-12-01T00:00:00Z' }]);
    assert.equal(problems.length, 4);
    assert.deepEqual(experimentOf(null), { arms: [], problems: [] });
    assert.deepEqual(experimentOf({ variants: 'A:50' }), { arms: [], problems: [] });
  });
});
