/**
 * package.json holds what a clean clone needs: every package the code imports is declared, and every file
 * an npm script runs exists.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';

const ROOT = resolve(import.meta.dirname, '../..');
/** Not the root package's: the Studio has its own package.json; the rest is built or installed output. */
const SKIP = new Set(['node_modules', '.git', 'dist', 'dist-insights', 'studio', '.data', 'test-results']);
const SOURCE = /\.(ts|tsx|mjs|js|cjs)$/;
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\brequire\(\s*)'([^'.$][^']*)'/g;

function* sources(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(path);
    else if (SOURCE.test(entry.name)) yield path;
  }
}

const packageOf = (specifier: string): string => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

describe('declared packages', () => {
  it('declares every package imported outside the Studio', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Record<string, Record<string, string> | undefined>;
    // The package's own name is what a host's code imports it by (test/types checks that consumer).
    const declared = new Set([String(manifest['name']), ...Object.keys(manifest['dependencies'] ?? {}), ...Object.keys(manifest['devDependencies'] ?? {})]);
    const missing: string[] = [];
    for (const file of sources(ROOT)) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const name = packageOf(specifier!);
        if (specifier!.startsWith('node:') || builtinModules.includes(name) || declared.has(name)) continue;
        missing.push(`${name} (${relative(ROOT, file)})`);
      }
    }
    assert.deepEqual(missing, []);
  });

  it('runs only files that exist in its npm scripts', () => {
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const missing = Object.entries(scripts).flatMap(([name, command]) => [...command.matchAll(/(?:^|\s)([\w./-]+\.(?:ts|mjs|cjs|js|sh))(?=\s|$|")/g)]
      .map((match) => match[1]!).filter((file) => !existsSync(join(ROOT, file))).map((file) => `${name}: ${file}`));
    assert.deepEqual(missing, []);
  });
});
