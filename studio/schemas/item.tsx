/** One option of a choice step: the text the shopper sees and the value stored as the answer. */
import { defineType } from 'sanity';
import { fieldsOf } from './fields.ts';
import { imageField } from './image.ts';

const HEX = /^#[0-9a-f]{6}$/i;

/** A colour option's swatch as its preview thumbnail. */
function Swatch({ color }: { color: string }) {
  return <span style={{ display: 'block', width: '100%', height: '100%', background: color }} />;
}

export const item = defineType({
  name: 'item',
  title: 'Option',
  type: 'object',
  fields: fieldsOf('item', {
    text: { title: 'Text', type: 'string', validation: (rule) => rule.required() },
    value: {
      title: 'Stored value',
      type: 'string',
      description: 'Saved in the answer (a number on scales, a #rrggbb colour on colour steps).',
      validation: (rule) => rule.required(),
    },
    image: imageField('Image', 'Needed on image-card steps.'),
  }),
  preview: {
    select: { title: 'text', value: 'value', media: 'image' },
    prepare({ title, value, media }: { title?: string; value?: string; media?: unknown }) {
      const swatch = value && HEX.test(value) ? () => <Swatch color={value} /> : undefined;
      return { title, subtitle: value, media: (media as never) ?? swatch };
    },
  },
});
