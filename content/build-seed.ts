/**
 * Writes the seed content: for each dataset, `content/<dataset>/data.ndjson` (Sanity export style,
 * one document per line), the SVG images it references in `content/<dataset>/images/`, and
 * `content/<dataset>/import.ndjson`, the same documents for `sanity dataset import` (images as files).
 *
 *   npx tsx content/build-seed.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATASETS } from './src/datasets.ts';
import { serializeDataset } from './src/serialize.ts';

const CONTENT_DIR = import.meta.dirname;

for (const [dataset, docs] of Object.entries(DATASETS)) {
  const output = serializeDataset(dataset, docs);
  const dir = join(CONTENT_DIR, dataset);
  const imagesDir = join(dir, 'images');
  rmSync(imagesDir, { recursive: true, force: true });
  mkdirSync(imagesDir, { recursive: true });
  for (const [name, svg] of output.images) writeFileSync(join(imagesDir, name), svg);
  writeFileSync(join(dir, 'data.ndjson'), output.ndjson);
  writeFileSync(join(dir, 'import.ndjson'), output.importNdjson);
  console.log(`${dataset}: ${docs.length} documents, ${output.images.size} images`);
}
