/** Turns a dataset's documents into its export: NDJSON lines plus the SVG files it references. */
import { assetDoc, fileName, findImage } from './images.ts';
import type { ImageSpec } from './images.ts';

export interface DatasetOutput {
  ndjson: string;
  /** File name (inside `images/`) → SVG markup. */
  images: Map<string, string>;
}

/** Every asset id referenced anywhere in the documents, in first-seen order. */
export function referencedAssets(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const entry of value) referencedAssets(entry, found);
  } else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (record._type === 'reference' && typeof record._ref === 'string' && record._ref.startsWith('image-')) {
      found.add(record._ref);
    }
    for (const entry of Object.values(record)) referencedAssets(entry, found);
  }
  return found;
}

export function serializeDataset(dataset: string, docs: readonly object[]): DatasetOutput {
  const images: ImageSpec[] = [...referencedAssets(docs)].map((id) => {
    const image = findImage(id);
    if (!image) throw new Error(`${dataset}: no image drawn for ${id}`);
    return image;
  });
  const lines = [...docs, ...images.map((image) => assetDoc(image, dataset))].map((doc) => JSON.stringify(doc));
  return {
    ndjson: `${lines.join('\n')}\n`,
    images: new Map(images.map((image) => [fileName(image), image.draw()])),
  };
}
