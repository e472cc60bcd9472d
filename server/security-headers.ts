/**
 * helmet's security headers, computed once at start: they do not depend on the request, and
 * @fastify/helmet rebuilt the whole helmet middleware (parsing the policy again) on every request.
 */
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';

/** A strict policy: the demo page runs with no inline script, no eval and no inline style element. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'https://cdn.sanity.io'],
  connectSrc: ["'self'", 'https://*.sanity.io', 'https://*.apicdn.sanity.io'],
  fontSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet sets with these options (lower-case names). */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: () => {},
  };
  let error: unknown;
  // helmet's middleware is synchronous: it sets every header, then calls next.
  helmet(options)({} as never, recorder as never, (cause?: unknown) => { error = cause; });
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return Object.freeze(headers);
}

export const SECURITY_HEADERS = helmetHeaders();

/**
 * Headers only a document (a page, or an SVG opened as one) acts on: framing, the content policy, the
 * browsing-context group, DNS prefetching, old browsers' download and XSS switches, Flash's policy files.
 * A script, stylesheet or font sent with them carries bytes for nothing (the first-step chunk's response
 * is on the quiz's critical path: docs/performance.md); static-headers.ts takes them off those files.
 * What does act on a subresource stays: `nosniff`, the resource policy, the referrer policy (a module
 * script's imports follow it) and HSTS.
 */
export const DOCUMENT_ONLY_HEADERS: readonly string[] = [
  'content-security-policy', 'cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control',
  'x-download-options', 'x-frame-options', 'x-permitted-cross-domain-policies', 'x-xss-protection',
];

/** Every response gets the headers, including static files and errors. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const entries = Object.entries(SECURITY_HEADERS);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });
}
