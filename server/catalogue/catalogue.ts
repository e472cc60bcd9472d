/**
 * The fragrance catalogue in the database: validated import (all or nothing, idempotent by content
 * hash) and stable paging for `POST /fragrances`.
 */
import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import type { Fragrance } from '../../contract/requests.ts';
import type { Database, Queryable } from '../db/database.ts';

export interface CatalogueItem extends Fragrance {
  details: Record<string, unknown>;
}

const REQUIRED_STRINGS = ['id', 'value', 'brand'] as const;
const OPTIONAL_STRINGS = ['family', 'sub_family', 'image'] as const;
const MAX_FIELD_LENGTH = 500;

export class CatalogueError extends Error {
  override readonly name = 'CatalogueError';
}

/**
 * Checks every item; throws a CatalogueError naming the first malformed item. A repeated id (the
 * shipped file has none; a store's own file may) gets a numeric suffix so nothing is lost; each
 * rename is reported in `warnings`.
 */
export function validateCatalogue(data: unknown, source = 'catalogue', warnings: string[] = []): CatalogueItem[] {
  if (!Array.isArray(data)) throw new CatalogueError(`${source}: expected a JSON array of perfumes`);
  const seen = new Set<string>(data.map((item: unknown) => (item as { id?: unknown } | null)?.id).filter((id): id is string => typeof id === 'string'));
  const used = new Set<string>();
  return data.map((raw: unknown, index) => {
    const where = `${source}: item ${index + 1}`;
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new CatalogueError(`${where}: expected an object`);
    const item = raw as Record<string, unknown>;
    for (const field of REQUIRED_STRINGS) {
      const value = item[field];
      if (typeof value !== 'string' || !value.trim()) throw new CatalogueError(`${where}: "${field}" must be a non-empty string`);
    }
    let id = item.id as string;
    for (const field of [...REQUIRED_STRINGS, ...OPTIONAL_STRINGS]) {
      const value = item[field];
      if (value !== undefined && typeof value !== 'string') throw new CatalogueError(`${where} (${id}): "${field}" must be a string`);
      if (typeof value === 'string' && value.length > MAX_FIELD_LENGTH) throw new CatalogueError(`${where} (${id}): "${field}" is too long`);
    }
    if (used.has(id)) {
      let suffix = 2;
      while (seen.has(`${id}-${suffix}`) || used.has(`${id}-${suffix}`)) suffix += 1;
      warnings.push(`${where}: duplicate id "${id}" renamed to "${id}-${suffix}"`);
      id = `${id}-${suffix}`;
    }
    used.add(id);
    const { value, brand, family, sub_family: subFamily, image, ...details } = item;
    delete details.id;
    return {
      id,
      value: value as string,
      brand: brand as string,
      family: (family as string | undefined) ?? '',
      sub_family: (subFamily as string | undefined) ?? '',
      image: (image as string | undefined) ?? '',
      details,
    };
  });
}

export function parseCatalogueText(text: string, source: string, warnings: string[] = []): CatalogueItem[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    const position = /position (\d+)/.exec(message)?.[1];
    const line = position === undefined ? undefined : text.slice(0, Number(position)).split('\n').length;
    throw new CatalogueError(`${source}${line ? `:${line}` : ''}: not valid JSON (${message})`);
  }
  return validateCatalogue(data, source, warnings);
}

export type ImportOutcome = { status: 'unchanged' | 'imported'; count: number; warnings: string[] };

/** Emits `imported` after every import in this process, so caches of catalogue pages drop their entries. */
export const catalogueImports = new EventEmitter<{ imported: [] }>();

async function insertAll(tx: Queryable, items: CatalogueItem[]): Promise<void> {
  await tx.query('DELETE FROM fragrances');
  const rows = items.map((item, position) => ({ ...item, position }));
  await tx.query(
    `INSERT INTO fragrances (id, position, value, brand, family, sub_family, image, details)
     SELECT id, position, value, brand, family, sub_family, image, details
     FROM jsonb_to_recordset($1::jsonb) AS t(id text, position integer, value text, brand text,
       family text, sub_family text, image text, details jsonb)`,
    [JSON.stringify(rows)],
  );
}

/** Imports the file unless the same content is already loaded. All or nothing. */
export async function importCatalogueFile(db: Database, path: string): Promise<ImportOutcome> {
  const text = await readFile(path, 'utf8');
  const hash = createHash('sha256').update(text).digest('hex');
  const [state] = await db.query<{ source_hash: string; item_count: number }>('SELECT source_hash, item_count FROM catalogue_state');
  if (state?.source_hash === hash) return { status: 'unchanged', count: state.item_count, warnings: [] };
  const warnings: string[] = [];
  const items = parseCatalogueText(text, path, warnings);
  await db.transaction(async (tx) => {
    await insertAll(tx, items);
    await tx.query(
      `INSERT INTO catalogue_state (singleton, source_hash, item_count, imported_at) VALUES (true, $1, $2, now())
       ON CONFLICT (singleton) DO UPDATE SET source_hash = EXCLUDED.source_hash, item_count = EXCLUDED.item_count, imported_at = now()`,
      [hash, items.length],
    );
  });
  catalogueImports.emit('imported');
  return { status: 'imported', count: items.length, warnings };
}

/**
 * Items `start` to `start + limit - 1` in catalogue order. An import numbers positions 0…n-1 without
 * gaps, so a page is an index range scan (no OFFSET walking past every earlier row).
 */
export async function cataloguePage(db: Queryable, start: number, limit: number): Promise<Fragrance[]> {
  return db.query<Fragrance>(
    // votes: the catalogue's popularity figure, which the picker ranks by (0 when absent or not a number).
    `SELECT id, value, image, brand, family, sub_family,
       CASE WHEN jsonb_typeof(details->'votes') = 'number' THEN (details->>'votes')::float8 ELSE 0 END AS votes
     FROM fragrances
     WHERE position >= $1 AND position < $1 + $2 ORDER BY position, id`,
    [start, limit],
  );
}

/** Changes whenever the catalogue does: the key of cached pages, and their ETag. */
export async function catalogueVersion(db: Queryable): Promise<string> {
  const [state] = await db.query<{ source_hash: string }>('SELECT source_hash FROM catalogue_state');
  return state?.source_hash.slice(0, 16) ?? 'empty';
}
