/** The main quiz's A/B/C test (`experiment`, contract/experiment.ts): A half the new shoppers, B and C a quarter each. */
import type { AssertFields, FieldCheck } from '../../contract/content-documents.ts';
import type { Variant } from '../../contract/events.ts';

export interface ExperimentVariantDoc {
  _key: string;
  _type: 'experimentVariant';
  variant: Variant;
  weight: number;
  start?: string;
  stop?: string;
}

export interface ExperimentDoc {
  _type: 'experiment';
  variants: ExperimentVariantDoc[];
}

export type ExperimentFieldChecks = [
  AssertFields<FieldCheck<'experiment', ExperimentDoc>>,
  AssertFields<FieldCheck<'experimentVariant', Required<ExperimentVariantDoc>>>,
];

const START = '2026-11-01T00:00:00.000Z';

export const STAGING_EXPERIMENT: ExperimentDoc = {
  _type: 'experiment',
  variants: [
    { _key: 'variant-a', _type: 'experimentVariant', variant: 'A', weight: 50, start: START },
    { _key: 'variant-b', _type: 'experimentVariant', variant: 'B', weight: 25, start: START },
    { _key: 'variant-c', _type: 'experimentVariant', variant: 'C', weight: 25, start: START },
  ],
};
