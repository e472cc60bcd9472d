/**
 * Turns a dataset's documents into its export: NDJSON lines plus the SVG files it references, and the
 * same documents in the form `sanity dataset import` uploads into a real project (see docs/studio.md).
 */
import { assetDoc, fileName, findImage } from './images.ts';
import type { ImageSpec } from './images.ts';

export interface DatasetOutput {
  /** What the embedded content API serves: image fields reference the `sanity.imageAsset` lines. */
  ndjson: string;
  /**
   * For `sanity dataset import <dataset>/import.ndjson`: no asset documents; every image field names its
   * file (`_sanityAsset: "image@file://./images/…"`), which the import uploads next to the documents.
   */
  importNdjson: string;
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

/** The documents with every image reference replaced by the file the import uploads. */
export function toImportForm<T>(value: T): T {
  if (Array.isArray(value)) return value.map((entry) => toImportForm(entry)) as T;
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const asset = record.asset as { _ref?: unknown } | undefined;
  if (record._type === 'image' && typeof asset?._ref === 'string') {
    const image = findImage(asset._ref);
    if (!image) throw new Error(`no image drawn for ${asset._ref}`);
    const { _type, asset: _asset, ...rest } = record;
    return { _type, _sanityAsset: `image@file://./images/${fileName(image)}`, ...rest } as T;
  }
  return Object.fromEntries(Object.entries(record).map(([key, entry]) => [key, toImportForm(entry)])) as T;
}

const toLines = (docs: readonly object[]): string => `${docs.map((doc) => JSON.stringify(doc)).join('\n')}\n`;

export function serializeDataset(dataset: string, docs: readonly object[]): DatasetOutput {
  const images: ImageSpec[] = [...referencedAssets(docs)].map((id) => {
    const image = findImage(id);
    if (!image) throw new Error(`${dataset}: no image drawn for ${id}`);
    return image;
  });
  return {
    ndjson: toLines([...docs, ...images.map((image) => assetDoc(image, dataset))]),
    importNdjson: toLines(toImportForm(docs)),
    images: new Map(images.map((image) => [fileName(image), image.draw()])),
  };
}
