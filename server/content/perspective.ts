/**
 * Sanity's perspectives over one dataset's documents. `published` (the default, and the only one an
 * anonymous reader gets) hides drafts (`drafts.*`) and release versions (`versions.*`); `drafts` (alias
 * `previewDrafts`) shows each draft in place of its published document, under the published id with
 * `_originalId`; `raw` shows both. System documents (`_.*` ids, `system.*` types) are never answered.
 */
import type { SanityDocument } from './datasets.ts';

export const PERSPECTIVES = ['published', 'drafts', 'raw'] as const;
export type Perspective = (typeof PERSPECTIVES)[number];

/** `previewDrafts` is the older name of `drafts` (Sanity still accepts it). */
const ALIASES: Record<string, Perspective> = { published: 'published', drafts: 'drafts', previewDrafts: 'drafts', raw: 'raw' };

/** The perspective a request names (absent: `published`), or a message for an unknown one. */
export function perspectiveOf(value: unknown): Perspective | { error: string } {
  if (value === undefined || value === '') return 'published';
  const perspective = typeof value === 'string' ? ALIASES[value] : undefined;
  return perspective ?? { error: `Unsupported perspective "${String(value)}": use published, drafts, previewDrafts or raw` };
}

export function isSystemDocument(document: SanityDocument): boolean {
  return document._id.startsWith('_.') || document._type.startsWith('system.');
}

export const isDraftId = (id: string): boolean => id.startsWith('drafts.');
const isVersionId = (id: string): boolean => id.startsWith('versions.');

export function viewOf(documents: readonly SanityDocument[], perspective: Perspective): SanityDocument[] {
  const visible = documents.filter((document) => !isSystemDocument(document));
  if (perspective === 'raw') return visible;
  const published = visible.filter((document) => !isDraftId(document._id) && !isVersionId(document._id));
  if (perspective === 'published') return published;
  const drafts = new Map<string, SanityDocument>();
  for (const document of visible) {
    if (isDraftId(document._id)) drafts.set(document._id.slice('drafts.'.length), document);
  }
  const overlaid = published.map((document) => {
    const draft = drafts.get(document._id);
    if (!draft) return document;
    drafts.delete(document._id);
    return { ...draft, _id: document._id, _originalId: draft._id };
  });
  for (const [id, draft] of drafts) overlaid.push({ ...draft, _id: id, _originalId: draft._id });
  return overlaid;
}
