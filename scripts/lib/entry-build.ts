/**
 * Builds the element's entry, `dist/fragrance-quiz.js`, after vite built the app: a small bundle of its
 * own (so it shares no chunk with the app and starts the content query before any other request), which
 * imports the app's hashed entry and preloads the app's static chunks (docs/performance.md).
 */
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const { staticClosure } = createRequire(import.meta.url)('./initial-load.cjs') as { staticClosure: (file: string) => string[] };

export const APP_ENTRY_SOURCE = 'elements/quiz-element.ts';
const ENTRY_SOURCE = 'elements/fragrance-quiz.ts';

/** Chunks a shopper opening a recommendation link needs next: the page and the content client. */
const RESULTS_CHUNKS = ['RecommendationPage', 'sanity'];

export function entryBuild(root: string, outDir: string): Plugin {
  let appFile = '';
  let resultsFiles: string[] = [];
  return {
    name: 'fragrance-quiz-entry',
    apply: 'build',
    generateBundle(_options, bundle) {
      const app = Object.values(bundle).find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
      if (!app) throw new Error('the app build produced no entry chunk');
      appFile = app.fileName;
      resultsFiles = Object.values(bundle).filter((chunk) => chunk.type === 'chunk' && RESULTS_CHUNKS.includes(chunk.name)).map((chunk) => chunk.fileName);
      if (resultsFiles.length !== RESULTS_CHUNKS.length) throw new Error(`expected the chunks ${RESULTS_CHUNKS.join(', ')}, found ${resultsFiles.join(', ')}`);
    },
    async closeBundle() {
      const dist = resolve(root, outDir);
      const relativePath = (file: string) => `./${relative(dist, file).split('\\').join('/')}`;
      const chunks = staticClosure(join(dist, appFile)).map(relativePath);
      const results = [...new Set(resultsFiles.flatMap((file) => staticClosure(join(dist, file)).map(relativePath)))]
        .filter((file) => !chunks.includes(file));
      const appImport = `./${appFile}`;
      await build({
        absWorkingDir: root,
        entryPoints: [ENTRY_SOURCE],
        outfile: join(dist, 'fragrance-quiz.js'),
        bundle: true,
        format: 'esm',
        target: 'es2022',
        minify: true,
        legalComments: 'none',
        define: { __FQ_APP_CHUNKS__: JSON.stringify(chunks), __FQ_RESULTS_CHUNKS__: JSON.stringify(results) },
        plugins: [{
          name: 'app-entry',
          setup(esbuild) {
            esbuild.onResolve({ filter: /\/quiz-element\.ts$/ }, () => ({ path: appImport, external: true }));
          },
        }],
        logLevel: 'warning',
      });
    },
  };
}
