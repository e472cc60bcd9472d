/**
 * Two builds into `dist/`:
 * - default mode: the `<fragrance-quiz>` element as an ES module (`dist/fragrance-quiz.js`), with lazy
 *   chunks in `dist/chunks/` that load relative to it;
 * - `--mode demo`: the demo store page (`dist/index.html`, `dist/demo.js`, `dist/demo.css`) and its
 *   webfonts (`dist/fonts/`, copied from the @fontsource packages by demo/fonts.ts).
 */
import { defineConfig } from 'vite';
import { demoFonts } from './demo/fonts.ts';

export default defineConfig(({ mode }) => {
  const demo = mode === 'demo';
  return {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    publicDir: demo ? 'demo/public' : false,
    plugins: demo ? [demoFonts()] : [],
    build: {
      outDir: 'dist',
      emptyOutDir: !demo,
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      lib: {
        entry: demo ? 'demo/main.ts' : 'elements/fragrance-quiz.ts',
        formats: ['es'],
        fileName: () => (demo ? 'demo.js' : 'fragrance-quiz.js'),
      },
      rolldownOptions: {
        output: {
          minify: true,
          chunkFileNames: 'chunks/[name]-[hash].js',
        },
      },
    },
  };
});
