/**
 * Two builds into `dist/`:
 * - default mode: the `<fragrance-quiz>` element as ES modules: the app (everything the first step needs
 *   in `dist/chunks/first-step-*.js`, lazy chunks beside it), then the small entry `dist/fragrance-quiz.js`
 *   that starts the content query and loads the app (scripts/lib/entry-build.ts; docs/performance.md);
 * - `--mode demo`: the demo store page (`dist/index.html`, `dist/demo.js`, `dist/demo.css`) and its
 *   webfonts (`dist/fonts/`, copied from the @fontsource packages by demo/fonts.ts).
 * Both write brotli and gzip copies of their text files, which the server sends as they are
 * (scripts/lib/precompress.ts); the element's stylesheets are minified (scripts/lib/minify-css-literals.ts).
 */
import { defineConfig } from 'vite';
import { demoFonts } from './demo/fonts.ts';
import { APP_ENTRY_SOURCE, entryBuild, FIRST_STEP_CHUNK } from './scripts/lib/entry-build.ts';
import { minifyCssLiteralsPlugin } from './scripts/lib/minify-css-literals.ts';
import { precompressOutput } from './scripts/lib/precompress.ts';

export default defineConfig(({ mode }) => {
  const demo = mode === 'demo';
  return {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    publicDir: demo ? 'demo/public' : false,
    plugins: demo ? [demoFonts(), precompressOutput()] : [minifyCssLiteralsPlugin(), entryBuild(import.meta.dirname, 'dist'), precompressOutput()],
    build: {
      outDir: 'dist',
      emptyOutDir: !demo,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      lib: {
        entry: demo ? 'demo/main.ts' : APP_ENTRY_SOURCE,
        formats: ['es'],
        fileName: () => (demo ? 'demo.js' : 'chunks/quiz-element-[hash].js'),
      },
      rolldownOptions: {
        output: {
          minify: true,
          // The first-step chunk is what the entry imports: it must export the element under its own name.
          minifyInternalExports: demo ? undefined : false,
          chunkFileNames: 'chunks/[name]-[hash].js',
          // Everything the first step imports statically in one chunk: a few parallel requests, not ten.
          codeSplitting: demo ? undefined : { groups: [{ name: FIRST_STEP_CHUNK, tags: ['$initial'] }] },
        },
      },
    },
  };
});
