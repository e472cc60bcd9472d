/**
 * The layer table of docs/architecture.md "Layers" as data, and the ESLint rule that enforces it on every
 * relative import, re-export and `import()`: a file's layer is the longest folder prefix below that
 * matches it, and it may import only the prefixes listed. Tests, test fixtures, scripts and config files
 * are outside the table (they may import anything to check that the sides agree).
 */
import { dirname, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** @type {Array<{ layer: string; may: string[]; types?: string[] }>} `types`: prefixes allowed for `import type` only. */
export const LAYERS = [
  { layer: 'contract/', may: ['contract/'] },
  { layer: 'src/core/', may: ['contract/', 'src/core/'] },
  { layer: 'src/api/', may: ['contract/', 'src/core/', 'src/api/'] },
  { layer: 'src/content/', may: ['contract/', 'src/core/', 'src/content/'] },
  {
    layer: 'src/stores/',
    may: ['contract/', 'src/core/', 'src/api/', 'src/content/', 'src/analytics/', 'src/stores/', 'src/i18n/', 'src/components/prefetchRecommendationPage.ts'],
  },
  { layer: 'src/analytics/', may: ['contract/', 'src/core/', 'src/api/', 'src/content/', 'src/analytics/', 'src/stores/'] },
  { layer: 'src/i18n/', may: ['contract/', 'src/core/', 'src/i18n/'] },
  { layer: 'src/styles/', may: ['contract/', 'src/core/', 'src/styles/', 'elements/host-style.ts'] },
  { layer: 'src/', may: ['contract/', 'src/'] },
  { layer: 'elements/', may: ['contract/', 'src/', 'elements/'] },
  { layer: 'server/', may: ['contract/', 'server/'] },
  { layer: 'insights/fixtures/', may: ['contract/', 'src/core/', 'server/', 'insights/'] },
  { layer: 'insights/', may: ['contract/', 'src/core/', 'insights/'], types: ['server/'] },
  { layer: 'content/', may: ['contract/', 'src/core/', 'src/i18n/', 'content/'] },
  { layer: 'studio/', may: ['contract/', 'studio/'] },
  { layer: 'demo/', may: ['demo/', 'contract/'] },
];

const OUTSIDE = /(^|\/)(test|scripts)\/|\.test\.tsx?$|\/__fixtures__\//;

/** The table row of a repository-relative path, or undefined for files outside the table. */
export function layerOf(path) {
  if (OUTSIDE.test(path)) return undefined;
  return LAYERS.filter((row) => path.startsWith(row.layer)).sort((a, b) => b.layer.length - a.layer.length)[0];
}

/** Why `from` may not import `to` (repository-relative paths), or null when it may. */
export function layerViolation(from, to, typeOnly) {
  const row = layerOf(from);
  if (!row || to.startsWith('../') || to.includes('node_modules/')) return null;
  if (row.may.some((prefix) => to.startsWith(prefix))) return null;
  if (typeOnly && row.types?.some((prefix) => to.startsWith(prefix))) return null;
  return `${row.layer} may import only ${[...row.may, ...(row.types ?? []).map((prefix) => `types from ${prefix}`)].join(', ')} (docs/architecture.md "Layers"), not ${to}`;
}

/** @type {import('eslint').Rule.RuleModule} */
const importsRule = {
  meta: { type: 'problem', docs: { description: 'Imports follow the layer table of docs/architecture.md' }, schema: [] },
  create(context) {
    const from = relative(ROOT, context.filename);
    const check = (node, source, typeOnly) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = relative(ROOT, resolve(dirname(context.filename), source.value));
      const message = layerViolation(from, to, typeOnly);
      if (message) context.report({ node: source, message });
    };
    const typeOnly = (node) => node.importKind === 'type' || node.exportKind === 'type'
      || (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    return {
      ImportDeclaration: (node) => check(node, node.source, typeOnly(node)),
      ExportNamedDeclaration: (node) => check(node, node.source, typeOnly(node)),
      ExportAllDeclaration: (node) => check(node, node.source, typeOnly(node)),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null, false),
    };
  },
};

export const layersPlugin = { rules: { imports: importsRule } };
