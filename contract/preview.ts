/**
 * The preview mark: a visit that is no shopper's sends its events with `preview: true`; the server stores
 * them flagged and counts them only as excluded (docs/insights.md). A page is a preview when it forces a
 * variant with `?version=` (in its URL or its hash route), or when it runs in Shopify's theme editor
 * (`window.Shopify.designMode === true`), where the merchant edits the theme.
 */
export const PREVIEW_PROPERTY = 'preview';

/** What a page shows of itself: `location.search`, `location.hash`, and `window.Shopify?.designMode`. */
export interface PreviewSigns {
  search: string;
  hash: string;
  designMode: unknown;
}

export type PreviewMark = { [PREVIEW_PROPERTY]?: true };

/** The properties a page's events carry: `{ preview: true }` for a preview, none for a shopper's page. */
export function previewMark({ search, hash, designMode }: PreviewSigns): PreviewMark {
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?')) : '';
  const forcesVariant = new URLSearchParams(search).has('version') || new URLSearchParams(hashQuery).has('version');
  return forcesVariant || designMode === true ? { [PREVIEW_PROPERTY]: true } : {};
}
