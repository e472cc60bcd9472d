/**
 * The A/B/C test's schedule (the quiz's `experiment`, contract/experiment.ts): per results variant a draw
 * weight and optional start and stop times, used by `<fragrance-quiz version="auto">` unless the page sets
 * `version-weights`. Validation: weights ≥ 0 and not all 0, each variant once, stop after start.
 */
import { defineType } from 'sanity';
import { VARIANTS } from '../../contract/events.ts';
import { fieldsOf } from './fields.ts';

interface ArmValue { variant?: string; weight?: number; start?: string; stop?: string }

const VARIANT_TITLES = { A: 'A: AI description', B: 'B: product cards', C: 'C: cards, reversed layout' } as const;

/** Stop must come after start (both set). */
export function stopAfterStart(stop: string | undefined, arm: ArmValue | undefined): true | string {
  if (!stop || !arm?.start) return true;
  return Date.parse(stop) > Date.parse(arm.start) ? true : 'The stop must come after the start';
}

/** Each variant listed once, and at least one weight above 0. */
export function armsProblem(arms: ArmValue[] | undefined): true | string {
  if (!arms || arms.length === 0) return true;
  const names = arms.map((arm) => arm.variant);
  const twice = names.find((name, index) => name !== undefined && names.indexOf(name) !== index);
  if (twice) return `Variant ${twice} is listed twice: keep one entry per variant`;
  return arms.some((arm) => (arm.weight ?? 0) > 0) ? true : 'Give at least one variant a weight above 0';
}

export const experimentVariant = defineType({
  name: 'experimentVariant',
  title: 'Test variant',
  type: 'object',
  fields: fieldsOf('experimentVariant', {
    variant: {
      title: 'Variant',
      type: 'string',
      options: { list: VARIANTS.map((value) => ({ value, title: VARIANT_TITLES[value] })), layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required(),
    },
    weight: {
      title: 'Weight',
      type: 'number',
      description: 'Share of new shoppers drawn, relative to the other running variants (50, 25, 25 splits 2:1:1). 0 pauses the variant.',
      validation: (rule) => rule.required().min(0),
    },
    start: { title: 'Start', type: 'datetime', description: 'Empty: running now.' },
    stop: {
      title: 'Stop',
      type: 'datetime',
      description: 'From then no shopper sees this variant; those who had it are drawn again. Empty: no end.',
      validation: (rule) => rule.custom((stop: string | undefined, context) => stopAfterStart(stop, context.parent as ArmValue | undefined)),
    },
  }),
  preview: {
    select: { variant: 'variant', weight: 'weight', start: 'start', stop: 'stop' },
    prepare: ({ variant, weight, start, stop }: ArmValue) => ({
      title: `${variant ?? '?'} · weight ${weight ?? 0}`,
      subtitle: [start ? `from ${start.slice(0, 10)}` : '', stop ? `until ${stop.slice(0, 10)}` : ''].filter(Boolean).join(' ') || 'no dates',
    }),
  },
});

export const experiment = defineType({
  name: 'experiment',
  title: 'A/B/C test',
  type: 'object',
  fields: fieldsOf('experiment', {
    variants: {
      title: 'Variants',
      type: 'array',
      of: [{ type: 'experimentVariant' }],
      description: 'Variants left out are not shown. The page attribute `version-weights` overrides this list.',
      validation: (rule) => rule.custom(armsProblem),
    },
  }),
});
