/** The benchmark's pages in `dist/bench/`: one plain host page per element, and the bare element built. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { precompress } from '../lib/precompress.ts';

/** The same plain host page for every target: only the element differs (no inline style: the server's CSP forbids it). */
function hostPage(title: string, script: string, element: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="description" content="${title}: a page-speed fixture.">
    <title>${title}</title>
    <link rel="icon" href="data:,">
    <script type="module" src="${script}"></script>
  </head>
  <body>
    <main><${element}></${element}></main>
  </body>
</html>
`;
}

/** Builds the bare React + r2wc element and writes both host pages into dist/bench/. */
export async function writeFixtures(root: string, dist: string): Promise<void> {
  const benchDir = join(dist, 'bench');
  mkdirSync(benchDir, { recursive: true });
  await build({
    absWorkingDir: root,
    entryPoints: ['scripts/bench-fixtures/bare-element.tsx'],
    outfile: join(benchDir, 'bare-element.js'),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  // Compressed like the element's own files, so the two are served alike.
  precompress([join(benchDir, 'bare-element.js')]);
  writeFileSync(join(benchDir, 'bare.html'), hostPage('Bare React element', '/bench/bare-element.js', 'bare-element'));
  writeFileSync(join(benchDir, 'quiz.html'), hostPage('Fragrance quiz', '/fragrance-quiz.js', 'fragrance-quiz'));
}

