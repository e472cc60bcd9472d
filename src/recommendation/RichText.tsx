/**
 * Portable Text from the CMS, rendered by `@portabletext/react` (never as HTML). Links are kept only
 * for http(s), mailto and relative hrefs; anything else (`javascript:`…) renders as plain text.
 * Headings inside rich text become paragraphs so they cannot break the page's heading order.
 */
import {
  PortableText, type PortableTextComponents, type PortableTextMarkComponentProps, type PortableTextProps,
} from '@portabletext/react';
import type { ReactNode } from 'react';
import { safeLinkHref } from '../core/cart-links.ts';
import type { PortableTextBlocks } from '../core/types.ts';

interface LinkMark {
  _type: string;
  _key?: string;
  href?: unknown;
}

function SafeLink({ value, children }: PortableTextMarkComponentProps<LinkMark>) {
  const href = safeLinkHref(value?.href);
  return href === null ? <>{children}</> : <a href={href}>{children}</a>;
}

const asParagraph = ({ children }: { children?: ReactNode }) => <p className="rich-heading">{children}</p>;

const components: PortableTextComponents = {
  marks: { link: SafeLink },
  block: { h1: asParagraph, h2: asParagraph, h3: asParagraph, h4: asParagraph, h5: asParagraph, h6: asParagraph },
};

export function RichText({ value }: { value: PortableTextBlocks }) {
  return <PortableText value={value as PortableTextProps['value']} components={components} onMissingComponent={false} />;
}
