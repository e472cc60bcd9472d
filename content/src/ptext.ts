/**
 * A tiny Portable Text writer. Paragraphs are strings with two inline marks:
 * `**bold**` and `[link text](href)`. A `{ bullets: [...] }` entry becomes a bullet list.
 */
import type { PtBlock, PtLink, PtSpan } from './sanity-types.ts';

export type PtParagraph = string | { bullets: string[] };

const INLINE = /\*\*(.+?)\*\*|\[(.+?)\]\((.+?)\)/g;

function block(key: string, source: string, listItem: boolean): PtBlock {
  const children: PtSpan[] = [];
  const markDefs: PtLink[] = [];
  const span = (text: string, marks: string[]): void => {
    if (text) children.push({ _type: 'span', _key: `${key}s${children.length}`, text, marks });
  };
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    span(source.slice(last, match.index), []);
    const [, bold, linkText, href] = match;
    if (bold !== undefined) {
      span(bold, ['strong']);
    } else if (linkText !== undefined && href !== undefined) {
      const linkKey = `${key}l${markDefs.length}`;
      markDefs.push({ _type: 'link', _key: linkKey, href });
      span(linkText, [linkKey]);
    }
    last = match.index + match[0].length;
  }
  span(source.slice(last), []);
  const result: PtBlock = { _type: 'block', _key: key, style: 'normal', markDefs, children };
  return listItem ? { ...result, listItem: 'bullet', level: 1 } : result;
}

/** Portable Text blocks with keys `<keyPrefix>b0`, `<keyPrefix>b1`… (unique within a document). */
export function portableText(keyPrefix: string, paragraphs: PtParagraph[]): PtBlock[] {
  const blocks: PtBlock[] = [];
  for (const paragraph of paragraphs) {
    const lines = typeof paragraph === 'string' ? [paragraph] : paragraph.bullets;
    for (const line of lines) {
      blocks.push(block(`${keyPrefix}b${blocks.length}`, line, typeof paragraph !== 'string'));
    }
  }
  return blocks;
}
