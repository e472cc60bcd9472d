/**
 * The Shopify variant ids that sell the Discovery Kit, read from the quiz result of the dataset the
 * server follows: an order's kit line is recognised by them.
 */
import type { DatasetStore } from '../content/datasets.ts';
import { isRecord } from '../../contract/is-record.ts';
import { isBaseDocument } from '../../contract/translations.ts';

export class KitVariantSource {
  constructor(readonly datasets: DatasetStore, readonly dataset: string) {}

  current(): ReadonlySet<string> {
    const ids = new Set<string>();
    for (const document of this.datasets.get(this.dataset) ?? []) {
      if (document._type !== 'quiz' || !isBaseDocument(document) || !isRecord(document.quizResult)) continue;
      const id = document.quizResult.shopifyVariantId;
      if (typeof id === 'string' && id.trim()) ids.add(id.trim());
    }
    return ids;
  }
}
