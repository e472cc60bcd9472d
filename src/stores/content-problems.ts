/**
 * Content that loaded but is partly unusable (a missing price, a currency `Intl` rejects, a text whose
 * figure is missing): the shopper sees the fallback; the store developer gets the list in the console
 * and one `fq-error` per distinct set of problems, however often the page renders.
 */
import { reportError } from './report-error.ts';

const reported = new Set<string>();

export function reportContentProblems(what: string, problems: readonly string[]): void {
  const unique = [...new Set(problems)];
  if (unique.length === 0) return;
  const message = `${what}: ${unique.join('; ')}`;
  if (reported.has(message)) return;
  reported.add(message);
  for (const problem of unique) console.warn(`[fragrance-quiz] ${what}: ${problem}`);
  reportError({ message, source: 'content', status: null, url: null, retriable: false });
}

/** Tests. */
export function resetReportedContentProblems(): void {
  reported.clear();
}
