/**
 * Writes the seed content: for each dataset, `content/<dataset>/data.ndjson` (Sanity export style,
 * one document per line) and the SVG images it references in `content/<dataset>/images/`.
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
  console.log(`${dataset}: ${docs.length} documents, ${output.images.size} images`);
}
