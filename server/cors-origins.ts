/**
 * `CORS_ORIGINS` entries: an exact origin (`https://shop.example`), `*` (any origin), or a wildcard
 * subdomain pattern (`https://*.myshopify.com`, matching one or more labels before the domain but not
 * the bare domain itself). Parsed once at start; a malformed entry stops the server with its name.
 */

export type OriginMatcher = (origin: string) => boolean;

const PATTERN = /^(https?):\/\/\*\.((?:[a-z0-9-]+\.)*[a-z0-9-]+)(?::(\d{1,5}))?$/i;
const LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function exactOrigin(entry: string): string {
  let url: URL;
  try {
    url = new URL(entry);
  } catch {
    throw new Error(`CORS_ORIGINS: "${entry}" is not an origin (expected e.g. https://shop.example or https://*.myshopify.com)`);
  }
  if (!/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/+$/, '').toLowerCase()) {
    throw new Error(`CORS_ORIGINS: "${entry}" is not an origin (scheme, host and optional port only, no path)`);
  }
  return url.origin;
}

/** One entry as a matcher; throws a message naming the entry when it is neither an origin nor a pattern. */
export function originMatcher(entry: string): OriginMatcher {
  if (entry === '*') return () => true;
  if (entry.includes('*')) {
    const match = PATTERN.exec(entry);
    if (!match) {
      throw new Error(`CORS_ORIGINS: "${entry}" is not a valid pattern (only a leading "*." subdomain wildcard, e.g. https://*.myshopify.com)`);
    }
    const [, scheme, domain, port] = match as unknown as [string, string, string, string | undefined];
    const regex = new RegExp(`^${scheme.toLowerCase()}://(?:${LABEL}\\.)+${escapeRegExp(domain.toLowerCase())}${port ? `:${port}` : ''}$`);
    return (origin) => regex.test(origin.toLowerCase());
  }
  const exact = exactOrigin(entry);
  return (origin) => origin.toLowerCase() === exact;
}

/** The whole list as one matcher. */
export function originsMatcher(entries: readonly string[]): OriginMatcher {
  const matchers = entries.map(originMatcher);
  return (origin) => matchers.some((matches) => matches(origin));
}
