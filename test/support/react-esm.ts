/**
 * React 19 ships CommonJS only. For the browser tests, bundle react, react-dom and their sub-paths
 * as ES modules sharing one React instance (esbuild code splitting), and map the bare imports to them.
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

export const REACT_ESM_DIR = resolve(import.meta.dirname, '../../node_modules/.cache/react-esm');

function entrySource(specifier: string): string {
  const names = Object.keys(require(specifier) as object).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default');
  return `import mod from '${specifier}';\nexport default mod;\nexport const { ${names.join(', ')} } = mod;\n`;
}

export async function buildReactEsm(): Promise<Record<string, string>> {
  const sources = join(REACT_ESM_DIR, 'src');
  mkdirSync(sources, { recursive: true });
  const entryPoints: Record<string, string> = {};
  for (const [specifier, resolved] of Object.entries(ENTRIES)) {
    const name = specifier.replace(/[/]/g, '__');
    const file = join(sources, `${name}.js`);
    writeFileSync(file, entrySource(resolved));
    entryPoints[name] = file;
  }
  await build({
    entryPoints,
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: join(REACT_ESM_DIR, 'out'),
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'warning',
    absWorkingDir: resolve(import.meta.dirname, '../..'),
  });
  return Object.fromEntries(Object.keys(ENTRIES).map((specifier) => [specifier, join(REACT_ESM_DIR, 'out', `${specifier.replace(/[/]/g, '__')}.js`)]));
}
