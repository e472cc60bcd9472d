/**
 * Warms the connection to another origin the quiz will load from soon (docs/performance.md "The critical
 * path of the first step"): a `<link rel="preconnect">` lets the browser do DNS, TCP and TLS while the
 * app's code downloads, so the first picture from there does not wait for them. The page's own origin
 * needs none, and an origin already linked gets no second link.
 */

/** The few DOM members used (a fake in the node tests). */
export interface PreconnectDocument {
  readonly location: { readonly origin: string };
  readonly head: {
    querySelector(selector: string): unknown;
    append(node: never): void;
  };
  createElement(tag: 'link'): { rel: string; href: string };
}

/** Adds the link for `url`'s origin; returns that origin, or null when none was needed. */
export function preconnect(url: string, doc: PreconnectDocument = document): string | null {
  let origin: string;
  try {
    origin = new URL(url, doc.location.origin).origin;
  } catch {
    return null;
  }
  if (origin === 'null' || origin === doc.location.origin) return null;
  if (doc.head.querySelector(`link[rel="preconnect"][href="${origin}"], link[rel="preconnect"][href="${origin}/"]`)) return null;
  const link = doc.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  doc.head.append(link as never);
  return origin;
}
