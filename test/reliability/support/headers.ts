/** The security headers every response of the server must carry: a document's all of them, a script's those it acts on. */

/** Problems with the security headers of one response (empty when fine). */
export function headerProblems(headers: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const csp = String(headers['content-security-policy'] ?? '');
  const directive = (name: string) => csp.split(';').map((part) => part.trim()).find((part) => part.startsWith(`${name} `));
  if (!csp) problems.push('no content-security-policy');
  else {
    if (!directive('default-src')) problems.push('CSP without default-src');
    if (/'unsafe-eval'/.test(csp)) problems.push("CSP allows 'unsafe-eval'");
    if (/'unsafe-inline'/.test(directive('script-src') ?? directive('default-src') ?? '')) problems.push("CSP allows inline scripts");
    if (!directive('object-src')?.includes("'none'")) problems.push("CSP without object-src 'none'");
  }
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no x-content-type-options: nosniff');
  if (!headers['referrer-policy']) problems.push('no referrer-policy');
  if (!headers['x-frame-options'] && !directive('frame-ancestors')) problems.push('neither x-frame-options nor frame-ancestors');
  if (headers['x-powered-by']) problems.push('x-powered-by is set');
  return problems;
}

/**
 * Problems with the security headers of a script, stylesheet or font (empty when fine): what acts on a
 * subresource is there, and none of the headers only a document acts on (server/security-headers.ts).
 */
export function subresourceHeaderProblems(headers: Record<string, unknown>, documentOnly: readonly string[]): string[] {
  const problems: string[] = [];
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no x-content-type-options: nosniff');
  if (!headers['referrer-policy']) problems.push('no referrer-policy');
  if (!headers['cross-origin-resource-policy']) problems.push('no cross-origin-resource-policy');
  if (headers['x-powered-by']) problems.push('x-powered-by is set');
  for (const name of documentOnly) if (headers[name]) problems.push(`${name} on a subresource`);
  return problems;
}
