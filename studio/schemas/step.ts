/** One quiz step (an entry of the quiz's `steps`): what the shopper sees on one screen and what it stores. */
import { defineType } from 'sanity';
import type { ValidationContext } from 'sanity';
import { STEP_OPTIONS } from '../../contract/content-documents.ts';
import { STEP_TYPE_CONTENT, stepTypeOptions } from '../../contract/step-types.ts';
import { fieldsOf } from './fields.ts';
import { imageField } from './image.ts';
import { entryKey, shopifyVariantId, stepName } from './rules.ts';
import { stepTypeInfo } from './step-types.ts';

interface StepValue {
  _key?: string;
  id?: string;
  name?: string;
  type?: string;
  screen?: string;
  items?: Array<{ value?: string; image?: unknown }>;
}

const parentStep = (parent: unknown): StepValue => (parent && typeof parent === 'object' ? parent : {}) as StepValue;
const hasItems = (parent: unknown): boolean => stepTypeInfo(parentStep(parent).type)?.hasItems ?? false;

/** Step types that may share a screen: the question types (a transition, landing or cta keeps its own). */
const GROUPABLE_TYPES: readonly string[] = ['age', 'select', 'range', 'color', 'image', 'search'];

/**
 * A screen heading groups consecutive steps only: the same heading on steps apart would split what the
 * merchant meant as one screen, so it is refused (src/core/screens.ts groups runs of equal headings).
 */
export function screenProblem(steps: readonly StepValue[], key: string | undefined, value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true;
  if (typeof value !== 'string' || value.trim() === '') return 'Write the screen heading, or leave it empty';
  const index = steps.findIndex((candidate) => candidate._key === key);
  const own = steps[index];
  if (own && own.type && !GROUPABLE_TYPES.includes(own.type)) return 'Only question steps can share a screen';
  const same = steps.map((candidate, i) => (candidate.screen?.trim() === value.trim() ? i : -1)).filter((i) => i >= 0);
  const first = same[0] ?? index;
  const last = same.at(-1) ?? index;
  if (last - first + 1 !== same.length) return 'Steps that share a screen must follow each other: give the steps between the same heading, or use another heading';
  return true;
}

/** The steps of the quiz document holding the value, except the step the value belongs to. */
function otherSteps(context: ValidationContext): StepValue[] {
  const steps = (context.document as { steps?: StepValue[] } | undefined)?.steps ?? [];
  const own = entryKey(context.path);
  return steps.filter((candidate) => candidate._key !== own);
}

export const step = defineType({
  name: 'step',
  title: 'Step',
  type: 'object',
  fields: fieldsOf('step', {
    id: {
      title: 'Answer field',
      type: 'string',
      description: 'The profile field the answer is stored under (for example floral_scent_notes). Steps without an answer repeat their name.',
      validation: (rule) => rule.required().custom((value, context) =>
        value !== undefined && otherSteps(context).some((other) => other.id === value) ? `Another step already stores its answer in "${value}"` : true),
    },
    name: {
      title: 'Name (in the address)',
      type: 'string',
      description: 'Shown in the page address as #/name: lowercase letters and digits, unique in the quiz.',
      validation: (rule) => [
        rule.required(),
        rule.custom(stepName),
        rule.custom((value, context) =>
          value !== undefined && otherSteps(context).some((other) => other.name === value) ? `Another step is already named "${value}"` : true),
      ],
    },
    type: {
      title: 'Step type',
      type: 'string',
      options: { list: stepTypeOptions(STEP_TYPE_CONTENT) },
      validation: (rule) => rule.required(),
    },
    heading: { title: 'Heading', type: 'string' },
    subHeading: { title: 'Sub-heading', type: 'string' },
    text: { title: 'Text', type: 'text', rows: 3, description: 'Body text of landing, transition and age screens.' },
    option: {
      title: 'Answers',
      type: 'string',
      options: { list: [{ value: STEP_OPTIONS[0], title: 'Several' }, { value: STEP_OPTIONS[1], title: 'One' }], layout: 'radio', direction: 'horizontal' },
      initialValue: STEP_OPTIONS[1],
      validation: (rule) => rule.required(),
    },
    version: { title: 'Version', type: 'string', initialValue: '1', hidden: true },
    canNext: {
      title: 'Optional',
      type: 'boolean',
      description: 'On: the shopper may continue without answering.',
      initialValue: false,
    },
    shouldSubmitQuiz: { title: 'Submits the quiz', type: 'boolean', initialValue: false, hidden: ({ parent }) => parentStep(parent).type !== 'cta' },
    shopifyVariantId: {
      title: 'Shopify variant id',
      type: 'string',
      description: 'The Discovery Kit variant the call to action adds to the cart.',
      hidden: ({ parent }) => parentStep(parent).type !== 'cta',
      validation: (rule) => [
        rule.custom(shopifyVariantId),
        rule.custom((value, context) =>
          parentStep(context.parent).type === 'cta' && !value ? 'The call to action needs the variant it adds to the cart' : true),
      ],
    },
    labelRange: {
      title: 'Scale labels',
      type: 'array',
      of: [{ type: 'string' }],
      description: 'The labels at the two ends of the scale, low end first (for example "Strongly dislike", "Love").',
      hidden: ({ parent }) => parentStep(parent).type !== 'range',
      validation: (rule) => rule.custom((labels: string[] | undefined, context) => {
        if (parentStep(context.parent).type !== 'range') return true;
        return labels?.length === 2 && labels.every((label) => label.trim() !== '') ? true : 'A range step needs two labels: the low end and the high end';
      }),
    },
    image: imageField('Image', 'Illustration of a transition screen.'),
    background: imageField('Background (desktop)', 'Landscape, about 1440 × 900.'),
    backgroundMobile: imageField('Background (mobile)', 'Portrait, about 750 × 1334.'),
    imageUrl: { title: 'Image URL', type: 'url', description: 'Instead of an uploaded image.', hidden: true },
    backgroundUrl: { title: 'Background URL', type: 'url', hidden: true },
    backgroundMobileUrl: { title: 'Background URL (mobile)', type: 'url', hidden: true },
    items: {
      title: 'Options',
      type: 'array',
      of: [{ type: 'item' }],
      hidden: ({ parent }) => !hasItems(parent),
      validation: (rule) => rule.custom((items: StepValue['items'], context) => {
        const own = parentStep(context.parent);
        if (!hasItems(own)) return true;
        if (!items || items.length < 2) return 'Give the shopper at least two options';
        const values = items.map((item) => item.value);
        if (new Set(values).size !== values.length) return 'Two options store the same value';
        if (own.type === 'image' && items.some((item) => !item.image)) return 'Every option of an image step needs an image';
        return true;
      }),
    },
    abtesting: { title: 'A/B testing', type: 'string', hidden: true },
    consentTexts: {
      title: 'Consent wording per market',
      type: 'array',
      of: [{ type: 'consentText' }],
      description: 'The text beside the consent box. Canada (CASL): name the sender with their postal address and contact, and say the shopper can unsubscribe. UK/EU (GDPR): say what the address is used for. One entry without markets is the default.',
      hidden: ({ parent }) => parentStep(parent).type !== 'email',
      validation: (rule) => rule.custom((texts: Array<{ markets?: string[] }> | undefined, context) => {
        if (parentStep(context.parent).type !== 'email') return true;
        if (!texts?.length) return 'An e-mail step needs at least one consent wording';
        return texts.some((text) => !text.markets?.length) ? true : 'Add a default wording (an entry without markets)';
      }),
    },
    resultsEmail: {
      title: 'Results e-mail',
      type: 'resultsEmail',
      description: 'The words of the e-mail with the shopper\'s results, in the quiz\'s language (each translation has its own).',
      hidden: ({ parent }) => parentStep(parent).type !== 'email',
    },
    screen: {
      title: 'Screen heading',
      type: 'string',
      description: 'Shows this step on one screen with the steps next to it that have the same screen heading (for example the scent ratings as one grid). Empty: a screen of its own.',
      validation: (rule) => rule.custom((value, context) =>
        screenProblem((context.document as { steps?: StepValue[] } | undefined)?.steps ?? [], entryKey(context.path), value)),
    },
  }),
  preview: {
    select: { heading: 'heading', name: 'name', type: 'type', media: 'background' },
    prepare({ heading, name, type }: { heading?: string; name?: string; type?: string }) {
      const info = stepTypeInfo(type);
      return {
        title: heading || name || 'Untitled step',
        subtitle: `${info ? type : `unknown type "${type ?? ''}"`} · #/${name ?? ''}`,
        media: info?.icon,
      };
    },
  },
});
