/**
 * The embedded content store: each folder `content/<dataset>/` holds a Sanity dataset export
 * (`data.ndjson`) and its images. Datasets are read once and kept in memory.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type SanityDocument = Record<string, unknown> & { _id: string; _type: string };

const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export function parseNdjson(text: string, source: string): SanityDocument[] {
  const documents: SanityDocument[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    let document: unknown;
    try {
      document = JSON.parse(line);
    } catch (error) {
      throw new Error(`${source}:${index + 1}: not valid JSON (${(error as Error).message})`);
    }
    const candidate = document as Partial<SanityDocument> | null;
    if (!candidate || typeof candidate !== 'object' || typeof candidate._id !== 'string' || typeof candidate._type !== 'string') {
      throw new Error(`${source}:${index + 1}: a document needs string _id and _type`);
    }
    documents.push(candidate as SanityDocument);
  });
  return documents;
}

export class DatasetStore {
  readonly #cache = new Map<string, SanityDocument[]>();

  constructor(readonly contentDir: string) {}

  isValidName(dataset: string): boolean {
    return DATASET_NAME.test(dataset);
  }

  /** The dataset's documents, or null when no such dataset exists. */
  get(dataset: string): SanityDocument[] | null {
    if (!this.isValidName(dataset)) return null;
    const cached = this.#cache.get(dataset);
    if (cached) return cached;
    const file = join(this.contentDir, dataset, 'data.ndjson');
    if (!existsSync(file)) return null;
    const documents = parseNdjson(readFileSync(file, 'utf8'), file);
    this.#cache.set(dataset, documents);
    return documents;
  }

  imagesDir(dataset: string): string | null {
    return this.isValidName(dataset) ? join(this.contentDir, dataset, 'images') : null;
  }
}
