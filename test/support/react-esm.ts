/**
 * React 19 ships CommonJS only. For the browser tests, bundle react, react-dom and their sub-paths
 * as ES modules sharing one React instance (esbuild code splitting), and map the bare imports to them.
 * The heavier ES-module libraries are bundled the same way: served file by file they cost hundreds of
 * requests per test page.
 */
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const ENTRIES: Record<string, string> = {
  react: 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom/client',
  'react/jsx-runtime': 'react/jsx-runtime',
  'react/jsx-dev-runtime': 'react/jsx-dev-runtime',
  'react/compiler-runtime': 'react/compiler-runtime',
};

const ESM_LIBRARIES = [
  '@sanity/client', '@portabletext/react', '@tanstack/react-virtual', 'valibot',
  'nanostores', '@nanostores/react', '@nanostores/persistent',
];

export const REACT_ESM_DIR = resolve(import.meta.dirname, '../../node_modules/.cache/react-esm');

function entrySource(specifier: string): string {
  const names = Object.keys(require(specifier) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
  return `import mod from '${specifier}';\nexport default mod;\nexport const { ${names.join(', ')} } = mod;\n`;
}

async function esmEntrySource(specifier: string): Promise<string> {
  const module = (await import(specifier)) as Record<string, unknown>;
  return `export * from '${specifier}';\n${'default' in module ? `export { default } from '${specifier}';\n` : ''}`;
}

const fileName = (specifier: string) => specifier.replace(/[/@]/g, '__');

export async function buildReactEsm(): Promise<Record<string, string>> {
  const sources = join(REACT_ESM_DIR, 'src');
  mkdirSync(sources, { recursive: true });
  const entryPoints: Record<string, string> = {};
  const sourcesBySpecifier: Record<string, string> = Object.fromEntries(Object.entries(ENTRIES).map(([specifier, resolved]) => [specifier, entrySource(resolved)]));
  for (const specifier of ESM_LIBRARIES) sourcesBySpecifier[specifier] = await esmEntrySource(specifier);
  for (const [specifier, source] of Object.entries(sourcesBySpecifier)) {
    const file = join(sources, `${fileName(specifier)}.js`);
    writeFileSync(file, source);
    entryPoints[fileName(specifier)] = file;
  }
  await build({
    entryPoints,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(REACT_ESM_DIR, 'out'),
    platform: 'browser',
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'warning',
    absWorkingDir: resolve(import.meta.dirname, '../..'),
  });
  return Object.fromEntries(Object.keys(sourcesBySpecifier).map((specifier) => [specifier, join(REACT_ESM_DIR, 'out', `${fileName(specifier)}.js`)]));
}
