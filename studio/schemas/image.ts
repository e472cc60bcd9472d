/** Image fields: an uploaded image plus the alt text of this use of it (required once an image is set). */
import { defineField } from 'sanity';
import type { FieldSpec } from './fields.ts';
import { ALT_TEXT_FIELD } from '../../contract/content-documents.ts';

export function imageField(title: string, description?: string): FieldSpec {
  return {
    title,
    type: 'image',
    ...(description ? { description } : {}),
    options: { hotspot: true },
    fields: [
      defineField({
        name: ALT_TEXT_FIELD,
        title: 'Alt text',
        type: 'string',
        description: 'What the image shows, read out by screen readers. Required.',
        validation: (rule) => rule.required().min(3).error('Describe the image for shoppers who cannot see it'),
      }),
    ],
  };
}
