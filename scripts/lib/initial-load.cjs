// The element's initial load, everything the first step needs: the entry file, the app it imports
// (a dynamic `import()` in the entry, awaited before the element is defined), and every chunk those
// import statically (`import … from` or `export … from`), transitively. Dynamic `import()` chunks of the app load later and are not counted.
// Used by size-limit, the benchmark and the build of the entry (its preload list).
const { readFileSync } = require('node:fs');
const { dirname, join, relative } = require('node:path');

const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["'](\.[^"']+)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'](\.[^"']+)["']\s*\)/g;

/** `file` and every chunk it imports statically, transitively; with `followDynamic`, `file`'s own `import()`s too. */
function staticClosure(file, followDynamic = false) {
  const seen = new Set();
  const visit = (current, isRoot) => {
    if (seen.has(current)) return;
    seen.add(current);
    const source = readFileSync(current, 'utf8');
    const imports = [...source.matchAll(STATIC_IMPORT), ...(isRoot && followDynamic ? source.matchAll(DYNAMIC_IMPORT) : [])];
    for (const match of imports) visit(join(dirname(current), match[1]), false);
  };
  visit(file, true);
  return [...seen];
}

const initialLoadFiles = (entry) => staticClosure(entry, true);

module.exports = { initialLoadFiles, staticClosure, relativeTo: (root, files) => files.map((file) => relative(root, file)) };
