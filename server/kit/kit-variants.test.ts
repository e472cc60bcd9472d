import assert from 'node:assert/strict';
import { it } from 'node:test';
import { join } from 'node:path';
import { DatasetStore } from '../content/datasets.ts';
import { KitVariantSource } from './kit-variants.ts';

it('knows the kit\'s Shopify variant from the quiz result of the followed dataset', () => {
  const store = new DatasetStore(join(import.meta.dirname, '../../content'));
  assert.deepEqual([...new KitVariantSource(store, 'staging').current()], ['44890123456789']);
  assert.deepEqual([...new KitVariantSource(store, 'no-such-dataset').current()], []);
});
