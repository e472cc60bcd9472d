// The element's initial load: the entry file plus every chunk it imports statically, transitively
// (dynamic `import()` chunks load later and are not counted). Used by size-limit and the benchmark.
const { readFileSync } = require('node:fs');
const { dirname, join, relative } = require('node:path');

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["'](\.[^"']+)["']/g;

function initialLoadFiles(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) visit(join(dirname(file), match[1]));
  };
  visit(entry);
  return [...seen];
}

module.exports = { initialLoadFiles, relativeTo: (root, files) => files.map((file) => relative(root, file)) };
