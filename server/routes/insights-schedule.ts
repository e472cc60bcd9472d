/**
 * The A/B/C test's schedule beside its figures: each variant's status (running, scheduled, stopped,
 * paused, or not in the test), weight and dates as the quiz content sets them now (contract/experiment.ts).
 * Without a schedule in content the test is whatever the page's `version-weights` says, which the server
 * cannot see: the status is then `unscheduled`.
 */
import type { Variant } from '../../contract/events.ts';
import { armStatus, experimentOf, type ArmStatus, type ExperimentArm } from '../../contract/experiment.ts';
import { isRecord } from '../../contract/is-record.ts';
import type { DatasetStore, SanityDocument } from '../content/datasets.ts';
import type { VariantReport, VariantRow } from './insights-queries.ts';

export interface VariantSchedule {
  status: ArmStatus | 'not in test' | 'unscheduled';
  weight: number | null;
  start: string | null;
  stop: string | null;
}

/** The published quiz's schedule, or null when it has none. */
export function experimentOfDocuments(documents: readonly SanityDocument[]): ExperimentArm[] | null {
  const quiz = documents.find((doc) => doc._type === 'quiz' && !String(doc._id).startsWith('drafts.'));
  const raw = quiz && isRecord(quiz) ? quiz['experiment'] : undefined;
  if (raw === undefined || raw === null) return null;
  const { arms } = experimentOf(raw);
  return arms.length > 0 ? arms : null;
}

export function experimentSource(datasets: DatasetStore, dataset: string): () => ExperimentArm[] | null {
  const cache = new WeakMap<SanityDocument[], ExperimentArm[] | null>();
  return () => {
    const documents = datasets.get(dataset);
    if (!documents) return null;
    if (!cache.has(documents)) cache.set(documents, experimentOfDocuments(documents));
    return cache.get(documents) ?? null;
  };
}

export function scheduleOf(arms: readonly ExperimentArm[] | null, variant: Variant, now: number): VariantSchedule {
  if (!arms) return { status: 'unscheduled', weight: null, start: null, stop: null };
  const arm = arms.find((each) => each.variant === variant);
  if (!arm) return { status: 'not in test', weight: 0, start: null, stop: null };
  return { status: armStatus(arm, now), weight: arm.weight, start: arm.start ?? null, stop: arm.stop ?? null };
}

export type ScheduledVariantRow = VariantRow & { schedule: VariantSchedule };
export type ScheduledVariantReport = Omit<VariantReport, 'variants'> & { variants: ScheduledVariantRow[] };

/** The variants report with each row's schedule. */
export function withSchedule(report: VariantReport, arms: readonly ExperimentArm[] | null, now: number): ScheduledVariantReport {
  return { ...report, variants: report.variants.map((row) => ({ ...row, schedule: scheduleOf(arms, row.variant, now) })) };
}

