/**
 * Sanity's patch operations on one document (https://www.sanity.io/docs/http-patches): `setIfMissing`,
 * `set`, `unset`, `inc`, `dec`, `insert` (before / after / replace), applied in that order. Paths are the
 * JSONMatch subset editors and `@sanity/client` send: `a.b`, `a[2]`, `a[-1]`, `a[_key=="k"]` and
 * `a[*]`. A path that matches nothing changes nothing; a malformed path or value is a `PatchError`.
 */
import { isRecord } from '../../contract/is-record.ts';

export class PatchError extends Error {
  override readonly name = 'PatchError';
}

type Segment = { attribute: string } | { index: number } | { key: string } | { all: true };

const ATTRIBUTE = /^[A-Za-z_$][\w$-]*/;

export function parsePath(path: string): Segment[] {
  const segments: Segment[] = [];
  let rest = path.trim();
  let first = true;
  while (rest) {
    if (rest.startsWith('[')) {
      const end = rest.indexOf(']');
      if (end === -1) throw new PatchError(`Path "${path}": "[" without "]"`);
      const inner = rest.slice(1, end).trim();
      const keyed = /^_key\s*==\s*(["'])(.*)\1$/.exec(inner);
      if (/^-?\d+$/.test(inner)) segments.push({ index: Number(inner) });
      else if (keyed) segments.push({ key: keyed[2] as string });
      else if (inner === '*') segments.push({ all: true });
      else throw new PatchError(`Path "${path}": unsupported selector [${inner}]`);
      rest = rest.slice(end + 1);
    } else {
      if (!first) {
        if (!rest.startsWith('.')) throw new PatchError(`Path "${path}": expected "." or "["`);
        rest = rest.slice(1);
      }
      const name = ATTRIBUTE.exec(rest)?.[0];
      if (!name) throw new PatchError(`Path "${path}": expected an attribute name`);
      segments.push({ attribute: name });
      rest = rest.slice(name.length);
    }
    first = false;
  }
  if (segments.length === 0) throw new PatchError('An empty path');
  return segments;
}

type Container = Record<string, unknown> | unknown[];

/** Where a segment lands in a container: the existing slots it selects. */
function slotsOf(container: Container, segment: Segment): Array<string | number> {
  if ('attribute' in segment) return isRecord(container) && !Array.isArray(container) ? [segment.attribute] : [];
  if (!Array.isArray(container)) return [];
  if ('all' in segment) return container.map((_, index) => index);
  if ('key' in segment) {
    const index = container.findIndex((item) => isRecord(item) && item['_key'] === segment.key);
    return index === -1 ? [] : [index];
  }
  const index = segment.index < 0 ? container.length + segment.index : segment.index;
  return index >= 0 && index < container.length ? [index] : [];
}

/**
 * The (container, slot) pairs a path selects. With `create`, missing objects along attribute segments are
 * made (as `set` does); array elements are never invented.
 */
function targets(root: Record<string, unknown>, path: string, create: boolean): Array<[Container, string | number]> {
  const segments = parsePath(path);
  let current: Container[] = [root];
  for (const [position, segment] of segments.entries()) {
    const last = position === segments.length - 1;
    const next: Container[] = [];
    for (const container of current) {
      for (const slot of slotsOf(container, segment)) {
        if (last) continue;
        let value = (container as Record<string | number, unknown>)[slot];
        if (value === undefined && create && 'attribute' in (segments[position + 1] as Segment)) {
          value = {};
          (container as Record<string | number, unknown>)[slot] = value;
        }
        if (isRecord(value) || Array.isArray(value)) next.push(value as Container);
      }
    }
    if (last) return current.flatMap((container) => slotsOf(container, segment).map((slot) => [container, slot] as [Container, string | number]));
    current = next;
  }
  return [];
}

const clone = <T>(value: T): T => structuredClone(value);

function entriesOf(operation: string, value: unknown): Array<[string, unknown]> {
  if (!isRecord(value)) throw new PatchError(`"${operation}" takes an object of path: value`);
  return Object.entries(value);
}

/** The attributes no patch may change. */
const PROTECTED = new Set(['_id', '_rev', '_createdAt', '_updatedAt']);

function checkProtected(path: string): void {
  if (PROTECTED.has(path.trim())) throw new PatchError(`"${path}" cannot be patched`);
}

/** Applies a patch's operations to a copy of `document` and returns the copy. */
export function applyPatch<T extends Record<string, unknown>>(document: T, patch: Record<string, unknown>): T {
  const result = clone(document);
  if (patch['setIfMissing'] !== undefined) {
    for (const [path, value] of entriesOf('setIfMissing', patch['setIfMissing'])) {
      checkProtected(path);
      for (const [container, slot] of targets(result, path, true)) {
        const holder = container as Record<string | number, unknown>;
        if (holder[slot] === undefined || holder[slot] === null) holder[slot] = clone(value);
      }
    }
  }
  if (patch['set'] !== undefined) {
    for (const [path, value] of entriesOf('set', patch['set'])) {
      checkProtected(path);
      for (const [container, slot] of targets(result, path, true)) (container as Record<string | number, unknown>)[slot] = clone(value);
    }
  }
  if (patch['unset'] !== undefined) {
    if (!Array.isArray(patch['unset']) || !patch['unset'].every((path) => typeof path === 'string')) throw new PatchError('"unset" takes a list of paths');
    for (const path of patch['unset'] as string[]) {
      checkProtected(path);
      // From the last slot back, so that removing array elements does not shift the ones still to remove.
      for (const [container, slot] of targets(result, path, false).reverse()) {
        if (Array.isArray(container)) container.splice(slot as number, 1);
        else delete container[slot as string];
      }
    }
  }
  for (const operation of ['inc', 'dec'] as const) {
    if (patch[operation] === undefined) continue;
    for (const [path, amount] of entriesOf(operation, patch[operation])) {
      if (typeof amount !== 'number' || !Number.isFinite(amount)) throw new PatchError(`"${operation}" of "${path}" needs a number`);
      for (const [container, slot] of targets(result, path, false)) {
        const holder = container as Record<string | number, unknown>;
        const current = holder[slot];
        if (typeof current === 'number') holder[slot] = current + (operation === 'inc' ? amount : -amount);
      }
    }
  }
  if (patch['insert'] !== undefined) applyInsert(result, patch['insert']);
  return result;
}

function applyInsert(document: Record<string, unknown>, insert: unknown): void {
  if (!isRecord(insert) || !Array.isArray(insert['items'])) throw new PatchError('"insert" takes {before|after|replace: path, items: [...]}');
  const positions = (['before', 'after', 'replace'] as const).filter((position) => typeof insert[position] === 'string');
  if (positions.length !== 1) throw new PatchError('"insert" needs exactly one of before, after or replace');
  const position = positions[0] as 'before' | 'after' | 'replace';
  const path = insert[position] as string;
  const items = clone(insert['items']);
  const segments = parsePath(path);
  const last = segments[segments.length - 1] as Segment;
  if ('attribute' in last) throw new PatchError(`"insert" needs a path to an array element, such as "${path}[-1]"`);
  const arrayPath = path.slice(0, path.lastIndexOf('['));
  for (const [container, slot] of targets(document, arrayPath, false)) {
    const array = (container as Record<string | number, unknown>)[slot];
    if (!Array.isArray(array)) continue;
    const selected = slotsOf(array, last) as number[];
    if (selected.length === 0) {
      // An empty array has no [0] or [-1]: inserting around it fills it.
      if (array.length === 0 && 'index' in last && (last.index === 0 || last.index === -1)) array.push(...items);
      continue;
    }
    if (position === 'replace') {
      for (const index of [...selected].reverse()) array.splice(index, 1);
      array.splice(selected[0] as number, 0, ...items);
    } else {
      const at = position === 'before' ? (selected[0] as number) : (selected[selected.length - 1] as number) + 1;
      array.splice(at, 0, ...items);
    }
  }
}
