/**
 * The element's stylesheets are template literals marked `/* css *\/` in `src/styles/` (adopted as
 * constructable stylesheets, src/styles/adopt.ts). The build minifies their text like any CSS file:
 * comments, indentation and redundant syntax are bytes every shopper downloads for nothing.
 */
import { transformSync } from 'esbuild';
import type { Plugin } from 'vite';

/** A literal this plugin can rewrite: no interpolation or backtick inside (backslashes are escaped ones). */
const CSS_LITERAL = /\/\* css \*\/ `((?:[^`\\$]|\\.)*)`/g;

/** The literal's text as JavaScript reads it: `\\` is one backslash (a CSS escape); nothing else is expected. */
function cooked(raw: string, file: string): string {
  return raw.replace(/\\(.)/g, (escape, char: string) => {
    if (char !== '\\') throw new Error(`${file}: unexpected escape ${escape} in a css literal`);
    return char;
  });
}

/** The module's source with each `/* css *\/` literal minified; throws on CSS esbuild cannot parse. */
export function minifyCssLiterals(source: string, file = 'styles'): string {
  return source.replace(CSS_LITERAL, (_literal, raw: string) => {
    const { code, warnings } = transformSync(cooked(raw, file), { loader: 'css', minify: true, sourcefile: file, logLevel: 'silent' });
    if (warnings.length > 0) throw new Error(`${file}: ${warnings.map((warning) => warning.text).join('; ')}`);
    return `/* css */ ${JSON.stringify(code.trim())}`;
  });
}

export function minifyCssLiteralsPlugin(): Plugin {
  return {
    name: 'minify-css-literals',
    apply: 'build',
    // Before the TypeScript transform, which drops the `/* css */` marks.
    enforce: 'pre',
    transform(source, id) {
      if (!/\/src\/styles\/[^/]+\.ts$/.test(id) || !source.includes('/* css */')) return null;
      return { code: minifyCssLiterals(source, id), map: null };
    },
  };
}
