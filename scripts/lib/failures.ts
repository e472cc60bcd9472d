/**
 * The failures in a test log, for the report printed when a stage fails: each TAP `not ok` with the
 * diagnostics under it (node --test, the end-to-end runner) and each line @web/test-runner starts with ❌,
 * with the lines after it. A long log's tail alone loses a failure printed early in the run.
 */
const FAILURE = /^\s*(?:not ok \d+|❌)/u;
const NEXT = /^\s*(?:ok \d+|not ok \d+|# Subtest:)/u;

export function failureBlocks(log: string, { maxBlocks = 8, maxLines = 60 } = {}): string[] {
  const lines = log.split('\n');
  const blocks: string[] = [];
  for (let index = 0; index < lines.length && blocks.length < maxBlocks; index++) {
    if (!FAILURE.test(lines[index]!)) continue;
    let end = index + 1;
    while (end < lines.length && end - index < maxLines && !NEXT.test(lines[end]!)) end++;
    blocks.push(lines.slice(index, end).join('\n'));
  }
  return blocks;
}
