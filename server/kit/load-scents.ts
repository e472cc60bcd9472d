/**
 * Loads the store's house scents from a content export (NDJSON, one document a line; the documents of
 * `_type == "houseScent"` are kept, other types are ignored silently).
 *
 * Each house scent is validated; an invalid one is skipped and listed with its reasons:
 *   - `_id`: non-empty string; draft documents (`drafts.…`) and repeated ids are skipped;
 *   - `name`: non-empty string; `description`: string (missing → "");
 *   - `families`: an object whose keys are quiz family fields (SCENT_FAMILIES) with numbers 0..1;
 *     missing families count as 0; unknown keys, non-numbers or out-of-range values are invalid; at
 *     least one weight must be above 0;
 *   - `intensity`: a number 0..4 (the strength scale);
 *   - `occasions`, `seasons`: arrays of strings (missing → []).
 */
import { readFileSync } from 'node:fs';
import { isRecord } from '../../contract/is-record.ts';
import type { HouseScent } from '../../contract/house-scent.ts';
import type { ScentFamilyField } from '../../contract/profile-fields.ts';
import { FAMILY_FIELDS, emptyVector } from './family-map.ts';

export interface SkippedScent {
  /** 1-based line in the NDJSON text (0 when validating a single document). */
  line: number;
  id?: string;
  reasons: string[];
}

export interface HouseScentLoad {
  scents: HouseScent[];
  skipped: SkippedScent[];
}

function stringList(value: unknown, name: string, reasons: string[]): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    reasons.push(`${name} must be an array of strings`);
    return [];
  }
  return [...value];
}

/** Validates one document as a house scent; returns the scent or the reasons it is invalid. */
export function validateHouseScent(doc: unknown): { ok: true; value: HouseScent } | { ok: false; reasons: string[] } {
  const reasons: string[] = [];
  if (!isRecord(doc)) return { ok: false, reasons: ['not an object'] };
  const id = doc['_id'];
  if (typeof id !== 'string' || id.trim() === '') reasons.push('_id must be a non-empty string');
  const name = doc['name'];
  if (typeof name !== 'string' || name.trim() === '') reasons.push('name must be a non-empty string');
  const description = doc['description'] ?? '';
  if (typeof description !== 'string') reasons.push('description must be a string');

  const families = emptyVector();
  const rawFamilies = doc['families'];
  if (!isRecord(rawFamilies)) {
    reasons.push('families must be an object of quiz family weights');
  } else {
    for (const [key, value] of Object.entries(rawFamilies)) {
      if (key.startsWith('_')) continue; // Sanity bookkeeping such as _type
      if (!(FAMILY_FIELDS as readonly string[]).includes(key)) {
        reasons.push(`families.${key} is not a quiz family`);
        continue;
      }
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1) {
        reasons.push(`families.${key} must be a number from 0 to 1`);
        continue;
      }
      families[key as ScentFamilyField] = value;
    }
    if (FAMILY_FIELDS.every((f) => families[f] === 0) && reasons.every((r) => !r.startsWith('families.'))) {
      reasons.push('families must give at least one family a weight above 0');
    }
  }

  const intensity = doc['intensity'];
  if (typeof intensity !== 'number' || !Number.isFinite(intensity) || intensity < 0 || intensity > 4) {
    reasons.push('intensity must be a number from 0 to 4');
  }
  const occasions = stringList(doc['occasions'], 'occasions', reasons);
  const seasons = stringList(doc['seasons'], 'seasons', reasons);

  if (reasons.length > 0) return { ok: false, reasons };
  return {
    ok: true,
    value: {
      _id: id as string,
      name: name as string,
      description: description as string,
      families,
      intensity: intensity as number,
      occasions,
      seasons,
    },
  };
}

/**
 * Keeps the valid, published house scents among documents, in order: other `_type`s are ignored, drafts,
 * invalid documents and repeated ids are skipped with their reasons. `line` locates each document.
 * Production reads the content dataset through this (server/routes/kit.ts), tests and tools NDJSON files.
 */
export function selectHouseScents(entries: Iterable<{ line: number; doc: unknown }>): HouseScentLoad {
  const scents: HouseScent[] = [];
  const skipped: SkippedScent[] = [];
  const seen = new Set<string>();
  for (const { line, doc } of entries) {
    // A translation (Sanity's document-level convention) lends its texts to its base; see translatedTexts.
    if (!isRecord(doc) || doc['_type'] !== 'houseScent' || doc['language'] !== undefined) continue;
    const rawId = typeof doc['_id'] === 'string' ? doc['_id'] : undefined;
    const idPart = rawId === undefined ? {} : { id: rawId };
    if (rawId?.startsWith('drafts.')) {
      skipped.push({ line, ...idPart, reasons: ['draft document'] });
      continue;
    }
    const result = validateHouseScent(doc);
    if (!result.ok) {
      skipped.push({ line, ...idPart, reasons: result.reasons });
      continue;
    }
    if (seen.has(result.value._id)) {
      skipped.push({ line, ...idPart, reasons: ['repeated _id'] });
      continue;
    }
    seen.add(result.value._id);
    scents.push(result.value);
  }
  return { scents, skipped };
}

/** The house scents among parsed content documents (`line` is the 1-based position). */
export function houseScentsOf(documents: readonly unknown[]): HouseScentLoad {
  return selectHouseScents(documents.map((doc, index) => ({ line: index + 1, doc })));
}

/**
 * The `field` texts of the translations into `locale`, by base document id: translations are linked to
 * their base by `translation.metadata` documents (`translations: [{_key: locale, value: {_ref}}]`). Drafts,
 * empty texts and broken links are left out: the base text shows instead.
 */
export function translatedTexts(documents: readonly unknown[], locale: string, field: string): Map<string, string> {
  const byId = new Map<string, Record<string, unknown>>();
  for (const doc of documents) if (isRecord(doc) && typeof doc['_id'] === 'string' && !doc['_id'].startsWith('drafts.')) byId.set(doc['_id'], doc);
  const texts = new Map<string, string>();
  for (const doc of byId.values()) {
    if (doc['_type'] !== 'translation.metadata' || !Array.isArray(doc['translations'])) continue;
    const refs = doc['translations'].filter(isRecord).map((entry) => ({ locale: entry['_key'], ref: isRecord(entry['value']) ? entry['value']['_ref'] : undefined }));
    const target = byId.get(String(refs.find((entry) => entry.locale === locale)?.ref));
    const text = target?.['language'] === locale ? target[field] : undefined;
    if (typeof text !== 'string' || text.trim() === '') continue;
    for (const { ref } of refs) {
      const base = typeof ref === 'string' ? byId.get(ref) : undefined;
      if (base && base['language'] === undefined) texts.set(ref as string, text);
    }
  }
  return texts;
}

/** Parses NDJSON text and keeps the valid, published house scents, in file order. */
export function parseHouseScents(ndjson: string): HouseScentLoad {
  const entries: Array<{ line: number; doc: unknown }> = [];
  const broken: SkippedScent[] = [];
  ndjson.split(/\r?\n/).forEach((text, index) => {
    const line = index + 1;
    if (text.trim() === '') return;
    try {
      entries.push({ line, doc: JSON.parse(text) });
    } catch {
      // Not a document of ours to judge, unless it could be one: report it so a broken export is visible.
      if (text.includes('houseScent')) broken.push({ line, reasons: ['invalid JSON'] });
    }
  });
  const load = selectHouseScents(entries);
  return { scents: load.scents, skipped: [...broken, ...load.skipped].sort((a, b) => a.line - b.line) };
}

/** Reads an NDJSON file and returns its valid house scents and the skipped ones with reasons. */
export function loadHouseScentsReport(ndjsonPath: string): HouseScentLoad {
  return parseHouseScents(readFileSync(ndjsonPath, 'utf8'));
}

/**
 * The valid house scents of an NDJSON content export. Invalid ones are skipped; pass `onSkipped` to
 * see them (or use `loadHouseScentsReport`). Throws if the file cannot be read.
 */
export function loadHouseScents(ndjsonPath: string, onSkipped?: (skipped: SkippedScent[]) => void): HouseScent[] {
  const { scents, skipped } = loadHouseScentsReport(ndjsonPath);
  if (onSkipped && skipped.length > 0) onSkipped(skipped);
  return scents;
}
