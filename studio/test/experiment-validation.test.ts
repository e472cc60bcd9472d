/** The A/B/C schedule's rules in the Studio (on a changed copy of the staging quiz): what a merchant cannot save. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SanityDocument } from 'sanity';
import { copy, loadDataset } from './support/datasets.ts';
import { describeMarkers, validate } from './support/validate.ts';

type Arm = { _key: string; _type: 'experimentVariant'; variant: string; weight: number; start?: string; stop?: string };
type Quiz = SanityDocument & { experiment?: { _type: 'experiment'; variants: Arm[] } };

describe('A/B/C test schedule validation', () => {
  const documents = loadDataset('staging');
  const quiz = documents.find((document) => document._type === 'quiz') as Quiz;

  async function errorsOf(change: (arms: Arm[]) => void): Promise<string[]> {
    const changed = copy(quiz);
    assert.ok(changed.experiment, 'the seed quiz has a schedule');
    change(changed.experiment.variants);
    const markers = await validate(changed, documents.map((document) => (document._id === quiz._id ? changed : document)));
    return describeMarkers(markers.filter((marker) => marker.level === 'error'));
  }
  const has = (found: string[], pattern: RegExp) => assert.ok(found.some((line) => pattern.test(line)), found.join('\n') || '(no errors)');

  it('the seed schedule is valid, and so is pausing one variant or stopping it after its start', async () => {
    assert.deepEqual(await errorsOf(() => {}), []);
    assert.deepEqual(await errorsOf((arms) => { arms[2]!.weight = 0; arms[1]!.stop = '2026-12-01T00:00:00.000Z'; }), []);
  });

  it('flags a negative weight', async () => {
    has(await errorsOf((arms) => { arms[1]!.weight = -5; }), /variant-b.*weight: /);
  });

  it('flags every weight at 0', async () => {
    has(await errorsOf((arms) => { for (const arm of arms) arm.weight = 0; }), /experiment\.variants: Give at least one variant a weight above 0/);
  });

  it('flags a stop before (or at) the start', async () => {
    has(await errorsOf((arms) => { arms[2]!.stop = '2026-10-15T00:00:00.000Z'; }), /variant-c.*stop: The stop must come after the start/);
    has(await errorsOf((arms) => { arms[2]!.stop = arms[2]!.start; }), /variant-c.*stop: The stop must come after the start/);
  });

  it('flags a variant listed twice and an unknown variant', async () => {
    has(await errorsOf((arms) => { arms[2]!.variant = 'B'; }), /Variant B is listed twice/);
    has(await errorsOf((arms) => { arms[2]!.variant = 'D'; }), /variant-c.*variant: /);
  });
});
