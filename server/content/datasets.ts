/**
 * The embedded content store: each folder `content/<dataset>/` holds a Sanity dataset export
 * (`data.ndjson`) and its images, read once and kept in memory. `LiveDatasetStore` (./live-store.ts)
 * lays the documents published through the mutation API over these seed files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { viewOf } from './perspective.ts';
import type { Perspective } from './perspective.ts';

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
  readonly #views = new WeakMap<SanityDocument[], Map<Perspective, SanityDocument[]>>();

  constructor(readonly contentDir: string) {}

  isValidName(dataset: string): boolean {
    return DATASET_NAME.test(dataset);
  }

  /**
   * The published documents of the dataset (no drafts, no system documents), or null when no such
   * dataset exists: what shoppers see, and what the server validates and recommends from. The same
   * array is handed out until the content changes.
   */
  get(dataset: string): SanityDocument[] | null {
    return this.view(dataset, 'published');
  }

  /** The dataset's documents as `perspective` shows them (docs: ./perspective.ts). */
  view(dataset: string, perspective: Perspective): SanityDocument[] | null {
    const documents = this.documents(dataset);
    if (!documents) return null;
    let views = this.#views.get(documents);
    if (!views) {
      views = new Map();
      this.#views.set(documents, views);
    }
    let view = views.get(perspective);
    if (!view) {
      view = viewOf(documents, perspective);
      views.set(perspective, view);
    }
    return view;
  }

  /** Changes whenever the dataset's content does (query caches key on it). */
  revision(_dataset: string): number {
    return 0;
  }

  /** Every document of the dataset, drafts and system documents included (the seed files here). */
  documents(dataset: string): SanityDocument[] | null {
    return this.seed(dataset);
  }

  /** The dataset's seed file, or null when there is none. */
  seed(dataset: string): SanityDocument[] | null {
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
