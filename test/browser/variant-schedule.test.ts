/**
 * `version="auto"` with the quiz content's A/B/C schedule (contract/experiment.ts): new shoppers are drawn
 * among running variants by their weights; a shopper keeps their variant while it runs and is drawn again
 * once it stops; with nothing running they see A and nothing is stored; `version-weights` overrides.
 */
import { expect } from '@open-wc/testing';
import type { ExperimentArm } from '../../contract/experiment.ts';
import { seededRandom } from '../../contract/seeded-random.ts';
import { resetVariantAssignment, resolveVariant, VARIANT_STORAGE_KEY, variantPending } from '../../src/stores/variant.ts';

const NOV_5 = Date.parse('2026-11-05T12:00:00Z');
const NOV_25 = Date.parse('2026-11-25T12:00:00Z');
const ARMS: ExperimentArm[] = [
  { variant: 'A', weight: 50 },
  { variant: 'B', weight: 50, stop: '2026-11-20T00:00:00Z' },
  { variant: 'C', weight: 50, start: '2026-11-10T00:00:00Z' },
];
const none = new URLSearchParams();

function freshShopper(): void {
  localStorage.removeItem(VARIANT_STORAGE_KEY);
  resetVariantAssignment();
}

describe('version="auto" with the content\'s schedule', () => {
  afterEach(freshShopper);

  it('draws new shoppers among running variants only', () => {
    const random = seededRandom(11);
    const original = Math.random;
    Math.random = random;
    try {
      const seen = (now: number) => new Set(Array.from({ length: 200 }, () => { freshShopper(); return resolveVariant('auto', undefined, none, ARMS, now); }));
      expect(seen(NOV_5)).to.deep.equal(new Set(['A', 'B']), 'C has not started');
      expect(seen(NOV_25)).to.deep.equal(new Set(['A', 'C']), 'B has stopped');
    } finally {
      Math.random = original;
    }
  });

  it('a shopper keeps their variant while it runs and is drawn again once it stops', () => {
    localStorage.setItem(VARIANT_STORAGE_KEY, 'B');
    expect(resolveVariant('auto', undefined, none, ARMS, NOV_5)).to.equal('B');
    resetVariantAssignment();
    const after = resolveVariant('auto', undefined, none, ARMS, NOV_25);
    expect(['A', 'C']).to.include(after);
    expect(localStorage.getItem(VARIANT_STORAGE_KEY)).to.equal(after);
  });

  it('with nothing running shows A and stores nothing', () => {
    const stopped: ExperimentArm[] = [{ variant: 'B', weight: 1, stop: '2026-11-01T00:00:00Z' }];
    expect(resolveVariant('auto', undefined, none, stopped, NOV_25)).to.equal('A');
    expect(localStorage.getItem(VARIANT_STORAGE_KEY)).to.equal(null);
  });

  it('version-weights overrides the schedule; ?version= overrides both', () => {
    expect(resolveVariant('auto', 'A:0,B:1,C:0', none, ARMS, NOV_25)).to.equal('B');
    freshShopper();
    expect(resolveVariant('auto', undefined, new URLSearchParams('version=B'), ARMS, NOV_25)).to.equal('B');
    expect(localStorage.getItem(VARIANT_STORAGE_KEY)).to.equal(null);
  });

  it('while the schedule loads, nothing is drawn or stored and the page waits', () => {
    expect(variantPending('auto', undefined, none, undefined)).to.equal(true);
    expect(variantPending('auto', 'A:1', none, undefined)).to.equal(false);
    expect(variantPending('B', undefined, none, undefined)).to.equal(false);
    expect(resolveVariant('auto', undefined, none, undefined, NOV_25)).to.equal('A');
    expect(localStorage.getItem(VARIANT_STORAGE_KEY)).to.equal(null);
    localStorage.setItem(VARIANT_STORAGE_KEY, 'C');
    expect(resolveVariant('auto', undefined, none, undefined, NOV_25)).to.equal('C');
  });
});
