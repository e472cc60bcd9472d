/** Rich text as the element renders it: paragraphs, bullet lists, bold, italic and links. */
import { defineArrayMember } from 'sanity';
import type { FieldSpec } from './fields.ts';

export function portableTextField(title: string, description?: string): FieldSpec {
  return {
    title,
    type: 'array',
    ...(description ? { description } : {}),
    of: [
      defineArrayMember({
        type: 'block',
        styles: [{ title: 'Normal', value: 'normal' }],
        lists: [{ title: 'Bullet', value: 'bullet' }],
        marks: {
          decorators: [
            { title: 'Bold', value: 'strong' },
            { title: 'Italic', value: 'em' },
          ],
          annotations: [
            {
              name: 'link',
              title: 'Link',
              type: 'object',
              fields: [
                {
                  name: 'href',
                  title: 'Address',
                  type: 'url',
                  description: 'A store path such as /pages/custom-kit, or a full https:// or mailto: address.',
                  validation: (rule) => rule.required().uri({ allowRelative: true, scheme: ['http', 'https', 'mailto'] }),
                },
              ],
            },
          ],
        },
      }),
    ],
    validation: (rule) => rule.required().min(1),
  };
}
