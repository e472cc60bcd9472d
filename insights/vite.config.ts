/**
 * The merchant's insights page: its own Vite entry (React), built into `dist-insights/`, which the
 * server serves at /insights only to a signed-in merchant (server/routes/insights.ts).
 */
import { resolve } from 'node:path';
import { defineConfig } from 'vite';

export default defineConfig({
  root: resolve(import.meta.dirname),
  base: '/insights/',
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: resolve(import.meta.dirname, '../dist-insights'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    assetsDir: 'assets',
    // React and the charting library: one file for a page a merchant opens now and then.
    chunkSizeWarningLimit: 800,
    rolldownOptions: { output: { minify: true } },
  },
});
