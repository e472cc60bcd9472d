/**
 * Builds the element's entry, `dist/fragrance-quiz.js`, after vite built the app: a small bundle of its
 * own (so it shares no chunk with the app), which imports the app's first-step chunk (everything the first
 * step needs, in one file) and starts the content query beside it (docs/performance.md "The critical path
 * of the first step").
 */
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { readFile } from 'node:fs/promises';
import { inlineRuntimeImport } from './inline-runtime.ts';
import { minifyCssLiterals } from './minify-css-literals.ts';
import { precompress } from './precompress.ts';

const { staticClosure } = createRequire(import.meta.url)('./initial-load.cjs') as { staticClosure: (file: string) => string[] };

export const APP_ENTRY_SOURCE = 'elements/quiz-element.ts';
const ENTRY_SOURCE = 'elements/fragrance-quiz.ts';
/** The chunk vite.config.ts gathers every statically imported module into (rolldown's `$initial` tag). */
export const FIRST_STEP_CHUNK = 'first-step';
/** What the entry takes from the app. */
const APP_EXPORTS = ['FragranceQuizElement', 'defineFragranceQuiz'];

/** Chunks a shopper opening a recommendation link needs next: the page and the content client. */
const RESULTS_CHUNKS = ['RecommendationPage', 'documents'];

type Chunk = { type: 'chunk'; name: string; fileName: string; code: string; isEntry: boolean; exports: string[] };

export function entryBuild(root: string, outDir: string): Plugin {
  let appFile = '';
  let resultsFiles: string[] = [];
  return {
    name: 'fragrance-quiz-entry',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item): item is typeof item & Chunk => item.type === 'chunk');
      const app = chunks.find((chunk) => chunk.isEntry);
      const firstStep = chunks.find((chunk) => chunk.name === FIRST_STEP_CHUNK);
      if (!app || !firstStep) throw new Error(`the app build produced no ${app ? FIRST_STEP_CHUNK : 'entry'} chunk`);
      const missing = APP_EXPORTS.filter((name) => !firstStep.exports.includes(name));
      if (missing.length > 0) throw new Error(`the ${FIRST_STEP_CHUNK} chunk does not export ${missing.join(', ')} (output.minifyInternalExports must be false)`);
      // The first step then loads as one request: the entry imports the chunk itself (the app's own entry
      // chunk only re-exports it), and the bundler's small runtime chunk is copied into it.
      const runtime = chunks.find((chunk) => chunk.name === 'rolldown-runtime');
      if (runtime) firstStep.code = inlineRuntimeImport(firstStep.code, runtime.fileName, runtime.code);
      delete bundle[app.fileName];
      appFile = firstStep.fileName;
      resultsFiles = chunks.filter((chunk) => RESULTS_CHUNKS.includes(chunk.name)).map((chunk) => chunk.fileName);
      if (resultsFiles.length !== RESULTS_CHUNKS.length) throw new Error(`expected the chunks ${RESULTS_CHUNKS.join(', ')}, found ${resultsFiles.join(', ')}`);
    },
    async closeBundle() {
      const dist = resolve(root, outDir);
      const relativePath = (file: string) => `./${relative(dist, file).split('\\').join('/')}`;
      const chunks = staticClosure(join(dist, appFile)).map(relativePath);
      if (chunks.length !== 1) throw new Error(`the ${FIRST_STEP_CHUNK} chunk should import nothing, it imports ${chunks.slice(1).join(', ')}`);
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
        define: { __FQ_RESULTS_CHUNKS__: JSON.stringify(results) },
        plugins: [{
          name: 'app-entry',
          setup(esbuild) {
            esbuild.onResolve({ filter: /\/quiz-element\.ts$/ }, () => ({ path: appImport, external: true }));
            // The element's stylesheets ride in the entry (src/styles/element-sheets.ts): minified as in the app.
            esbuild.onLoad({ filter: /\/src\/styles\/[^/]+\.ts$/ }, async ({ path }) => ({
              contents: minifyCssLiterals(await readFile(path, 'utf8'), path), loader: 'ts',
            }));
          },
        }],
        logLevel: 'warning',
      });
      precompress([join(dist, 'fragrance-quiz.js')]);
    },
  };
}
