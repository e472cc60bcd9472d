/** A scent of the store's own range that the kit recommender can put in a Discovery Kit. */
import { defineType } from 'sanity';
import type { Rule } from 'sanity';
import { DropIcon } from '@sanity/icons';
import { DOCUMENT_TYPES, HOUSE_SCENT_OCCASIONS, HOUSE_SCENT_SEASONS } from '../../contract/content-documents.ts';
import { SCENT_FAMILIES } from '../../contract/profile-fields.ts';
import { fieldsOf } from './fields.ts';
import { frenchTypography, isTranslation, languageField, translationFits } from './translations.ts';

export const houseScent = defineType({
  name: DOCUMENT_TYPES.houseScent,
  title: 'House scent',
  type: 'document',
  icon: DropIcon,
  fields: fieldsOf('houseScent', {
    name: { title: 'Name', type: 'string', validation: (rule) => rule.required() },
    description: {
      title: 'Description',
      type: 'text',
      rows: 2,
      description: 'One sentence about the mood; name no ingredient, note, colour or food.',
      validation: (rule) => rule.required(),
    },
    families: {
      title: 'Scent families',
      type: 'object',
      description: 'How strongly each quiz family shows in the scent, from 0 (not at all) to 1 (dominant).',
      options: { columns: 2 },
      fields: SCENT_FAMILIES.map(({ field, label }) => ({
        name: field,
        title: label,
        type: 'number',
        initialValue: 0,
        validation: (rule: Rule) => rule.min(0).max(1),
      })),
      validation: (rule) => rule.required().custom((families: Record<string, unknown> | undefined, context) =>
        isTranslation(context.document) || SCENT_FAMILIES.some(({ field }) => Number(families?.[field] ?? 0) > 0) ? true : 'Give at least one family a weight above 0'),
    },
    intensity: {
      title: 'Intensity',
      type: 'number',
      description: 'From 0 (barely there) to 4 (fills the room), the scale of the quiz strength step.',
      validation: (rule) => rule.required().min(0).max(4).integer(),
    },
    occasions: {
      title: 'Occasions',
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: [...HOUSE_SCENT_OCCASIONS], layout: 'grid' },
      validation: (rule) => rule.unique(),
    },
    seasons: {
      title: 'Seasons',
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: [...HOUSE_SCENT_SEASONS], layout: 'grid' },
      validation: (rule) => rule.unique(),
    },
    language: languageField,
  }),
  validation: (rule) => [rule.custom(translationFits), rule.custom(frenchTypography).warning()],
  preview: { select: { title: 'name', subtitle: 'description' } },
});
