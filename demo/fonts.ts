/**
 * The demo store's webfonts, served from the npm packages that provide them (@fontsource/*): a Vite
 * plugin copies the few WOFF2 files the demo's @font-face rules name (demo/public/demo.css) into
 * `dist/fonts/`. Nothing is fetched from the network; the element itself ships no font.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** package → the files of it the demo uses (latin subset only). */
export const DEMO_FONT_FILES: Record<string, readonly string[]> = {
  '@fontsource/jost': ['jost-latin-400-normal.woff2', 'jost-latin-500-normal.woff2', 'jost-latin-600-normal.woff2'],
  '@fontsource/cormorant-garamond': [
    'cormorant-garamond-latin-500-normal.woff2', 'cormorant-garamond-latin-600-normal.woff2', 'cormorant-garamond-latin-500-italic.woff2',
  ],
};

export function demoFonts(): Plugin {
  return {
    name: 'demo-fonts',
    generateBundle() {
      for (const [pkg, files] of Object.entries(DEMO_FONT_FILES)) {
        for (const file of files) {
          const path = require.resolve(`${pkg}/files/${file}`);
          this.emitFile({ type: 'asset', fileName: `fonts/${file}`, source: readFileSync(path) });
        }
      }
    },
  };
}
