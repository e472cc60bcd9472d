/**
 * The A/B/C test as the merchant schedules it in content (the quiz's `experiment`): per variant a draw
 * weight and optional start and stop times. Pure, shared by the element's draw (src/stores/variant.ts)
 * and the insights' schedule column (server/routes/insights-schedule.ts).
 *
 * A variant is *running* while its weight is above 0, its start (if any) has come and its stop (if any)
 * has not; *scheduled* before its start, *stopped* from its stop, *paused* at weight 0. New shoppers are
 * drawn among running variants only; a shopper keeps the variant they were given while it runs and is
 * drawn again once it stops. With no variant running, shoppers see A and nothing is stored.
 */
import { isVariant, type Variant } from './events.ts';

export interface ExperimentArm {
  variant: Variant;
  weight: number;
  /** ISO 8601 date-times; absent: open-ended. */
  start?: string;
  stop?: string;
}

export type ArmStatus = 'running' | 'scheduled' | 'stopped' | 'paused';

export type VariantWeights = Record<Variant, number>;

const time = (value: string | undefined): number | null => {
  if (value === undefined) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : at;
};

export function armStatus(arm: ExperimentArm, now: number): ArmStatus {
  const stop = time(arm.stop);
  if (stop !== null && now >= stop) return 'stopped';
  const start = time(arm.start);
  if (start !== null && now < start) return 'scheduled';
  return arm.weight > 0 ? 'running' : 'paused';
}

/** The draw weights at `now`: each running variant's weight, 0 for every other (all 0: nothing runs). */
export function scheduledWeights(arms: readonly ExperimentArm[], now: number): VariantWeights {
  const weights: VariantWeights = { A: 0, B: 0, C: 0 };
  for (const arm of arms) if (armStatus(arm, now) === 'running') weights[arm.variant] = arm.weight;
  return weights;
}

/**
 * The experiment of untrusted content: its usable variants (first entry per variant wins; a weight that
 * is not a finite number ≥ 0, or a date that does not parse, drops the entry) and what was dropped.
 */
export function experimentOf(raw: unknown): { arms: ExperimentArm[]; problems: string[] } {
  const list = raw !== null && typeof raw === 'object' ? (raw as { variants?: unknown }).variants : undefined;
  const arms: ExperimentArm[] = [];
  const problems: string[] = [];
  for (const entry of Array.isArray(list) ? list : []) {
    const { variant, weight, start, stop } = (entry ?? {}) as Record<string, unknown>;
    const name = typeof variant === 'string' ? variant.trim().toUpperCase() : '';
    const dateOk = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && time(value) !== null);
    if (!isVariant(name) || typeof weight !== 'number' || !Number.isFinite(weight) || weight < 0 || !dateOk(start) || !dateOk(stop)) {
      problems.push(`experiment variant "${String(variant)}" dropped: it needs a variant A, B or C, a weight ≥ 0 and valid dates`);
      continue;
    }
    if (arms.some((arm) => arm.variant === name)) {
      problems.push(`experiment variant ${name} listed twice: the first is used`);
      continue;
    }
    arms.push({ variant: name, weight, ...(typeof start === 'string' ? { start } : {}), ...(typeof stop === 'string' ? { stop } : {}) });
  }
  return { arms, problems };
}

