/**
 * Mutations of a valid JSON body, written as text: one value replaced by a hostile fragment, a key
 * removed, an unknown or duplicate key added, the text truncated or replaced by non-JSON.
 */
import fc from 'fast-check';
import { INVALID_JSON, hostileFragment, hostileKey } from './hostile-values.ts';

type Path = Array<string | number>;

const HOLE = '\u0001hole\u0001';
const KEY_HOLE = '\u0002key\u0002';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  const paths: Path[] = [prefix];
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...prefix, index])));
  else if (isObject(value)) for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]));
  return paths;
}

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)[key], value);
}

/** The JSON text of `value` after `edit` ran on a copy of the container at `path` (the root for []). */
function edited(value: unknown, path: Path, edit: (container: Record<string | number, unknown>, key: string | number) => void): string {
  const copy = structuredClone({ root: value }) as Record<string | number, unknown>;
  const full: Path = ['root', ...path];
  const container = at(copy, full.slice(0, -1)) as Record<string | number, unknown>;
  edit(container, full[full.length - 1] as string | number);
  return JSON.stringify(copy['root']);
}

const fill = (text: string, hole: string, by: string) => text.replace(JSON.stringify(hole), () => by);

export interface MutatedBody {
  kind: string;
  text: string;
}

export function mutatedBody(valid: unknown): fc.Arbitrary<MutatedBody> {
  const paths = pathsOf(valid);
  const keyPaths = paths.filter((path) => typeof path[path.length - 1] === 'string');
  const objectPaths = paths.filter((path) => isObject(at(valid, path)));
  const ownKeys = objectPaths.flatMap((path) => Object.keys(at(valid, path) as object).map((key) => ({ path, key })));
  const validText = JSON.stringify(valid);

  const replace = fc.tuple(fc.constantFrom(...paths), hostileFragment).map(([path, fragment]) => ({
    kind: 'replace value',
    text: path.length === 0 ? fragment : fill(edited(valid, path, (container, key) => { container[key] = HOLE; }), HOLE, fragment),
  }));
  const remove = fc.constantFrom(...keyPaths).map((path) => ({
    kind: 'remove key',
    text: edited(valid, path, (container, key) => { delete container[key]; }),
  }));
  const extra = fc.tuple(fc.constantFrom(...objectPaths), hostileKey, hostileFragment).map(([path, key, fragment]) => ({
    kind: 'unknown key',
    text: fill(fill(edited(valid, [...path, KEY_HOLE], (container, hole) => { container[hole] = HOLE; }), KEY_HOLE, `"${key}"`), HOLE, fragment),
  }));
  const duplicate = fc.tuple(fc.constantFrom(...ownKeys), hostileFragment).map(([{ path, key }, fragment]) => ({
    kind: 'duplicate key',
    text: fill(fill(edited(valid, [...path, KEY_HOLE], (container, hole) => { container[hole] = HOLE; }), KEY_HOLE, JSON.stringify(key)), HOLE, fragment),
  }));
  const truncated = fc.integer({ min: 0, max: validText.length - 1 }).map((length) => ({ kind: 'truncated', text: validText.slice(0, length) }));
  const notJson = fc.constantFrom(...INVALID_JSON).map((text) => ({ kind: 'not JSON', text }));

  return fc.oneof(
    { arbitrary: replace, weight: 8 },
    { arbitrary: remove, weight: 2 },
    { arbitrary: extra, weight: 3 },
    { arbitrary: duplicate, weight: 1 },
    { arbitrary: truncated, weight: 1 },
    { arbitrary: notJson, weight: 1 },
  );
}

export const WRONG_CONTENT_TYPES: readonly string[] = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml',
  'text/html', 'application/jsonx', 'application/vnd.api+json', 'application/octet-stream', '',
  'application/json; charset=utf-16', 'APPLICATION/JSON', 'application/json;;;', 'json',
];

/** Mostly `application/json`; sometimes a wrong, odd or missing content type. */
export const contentType: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 6 },
  { arbitrary: fc.constantFrom(...WRONG_CONTENT_TYPES), weight: 1 },
);
