/**
 * Replaces one `## ` section of a Markdown document: from the line equal to `heading` up to (not
 * including) the next line starting with `## ` or with `<!--` (a marker another writer keeps before its
 * own section, such as bench-insights' start marker), or the end. Everything else is kept byte for byte.
 * A missing section is appended; an empty document gets a `# Benchmarks` title first.
 */
export function replaceSection(markdown: string, heading: string, section: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  const body = section.trimEnd().split('\n');
  if (start < 0) {
    const base = markdown.trimEnd();
    return (base === '' ? '# Benchmarks\n\n' : base + '\n\n') + body.join('\n') + '\n';
  }
  let end = lines.findIndex((l, i) => i > start && (l.startsWith('## ') || l.startsWith('<!--')));
  if (end < 0) end = lines.length;
  const after = lines.slice(end);
  return [...lines.slice(0, start), ...body, ...(after.length > 0 ? ['', ...after] : [''])].join('\n');
}
