/** The server's e-mail address check: the shared format check plus disposable (throwaway) domains. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { emailFormatProblem, normaliseEmail, type EmailProblem } from '../../contract/email-optin.ts';

let exact: Set<string> | undefined;
let wildcards: string[] | undefined;

function load(): { exact: Set<string>; wildcards: string[] } {
  if (!exact || !wildcards) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => JSON.parse(readFileSync(require.resolve(`disposable-email-domains/${file}`), 'utf8')) as string[];
    exact = new Set(read('index.json'));
    wildcards = read('wildcard.json');
  }
  return { exact, wildcards };
}

export function isDisposableDomain(domain: string): boolean {
  const { exact: domains, wildcards: parents } = load();
  const name = domain.toLowerCase();
  return domains.has(name) || parents.some((parent) => name === parent || name.endsWith(`.${parent}`));
}

/** The problem with an address (format first, then a disposable domain), or null. */
export function emailProblem(raw: string): EmailProblem | null {
  const format = emailFormatProblem(raw);
  if (format) return format;
  const email = normaliseEmail(raw);
  return isDisposableDomain(email.slice(email.lastIndexOf('@') + 1)) ? 'disposable' : null;
}
