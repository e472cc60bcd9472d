/** The seed datasets as the Studio would receive them from `sanity dataset import`. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SanityDocument } from 'sanity';

export const CONTENT_DIR = join(import.meta.dirname, '..', '..', '..', 'content');
export const SEED_DATASETS = ['staging', 'holiday'] as const;

export function loadDataset(dataset: string): SanityDocument[] {
  return readFileSync(join(CONTENT_DIR, dataset, 'data.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SanityDocument);
}

/** A deep copy to break on purpose. */
export function copy<T>(value: T): T {
  return structuredClone(value);
}
