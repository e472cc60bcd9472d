/** What the content checks dropped or replaced, for the store developer's console. */
export function logProblems(what: string, problems: readonly string[]): void {
  for (const problem of problems) console.warn(`[fragrance-quiz] ${what}: ${problem}`);
}
