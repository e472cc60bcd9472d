/**
 * The writable content store: the seed files (./datasets.ts) with the documents published through the
 * mutation API laid over them. Published documents live in the database (`content_documents`, one row
 * per changed document, null for a deleted one), so a restart keeps them and every replica serves them:
 * each replica polls `content_revisions` (one tiny row per dataset) every `pollMs` and reloads a dataset
 * whose revision moved. A new revision hands out new document arrays, which retires the query caches and
 * makes the quiz options, labels and house scents follow.
 */
import type { Database } from '../db/database.ts';
import { DatasetStore } from './datasets.ts';
import type { SanityDocument } from './datasets.ts';
import { applyTransaction, idsOf } from './mutations.ts';
import type { TransactionOptions, TransactionOutcome } from './mutations.ts';

interface Overlay {
  revision: number;
  /** Id → the published document, or null where the seed's document was deleted. In publishing order. */
  documents: Map<string, SanityDocument | null>;
  merged: SanityDocument[] | null;
}

export class LiveDatasetStore extends DatasetStore {
  readonly #overlays = new Map<string, Overlay>();
  readonly #listeners = new Set<(dataset: string, revision: number) => void>();
  #timer: NodeJS.Timeout | null = null;
  #polling: Promise<void> | null = null;

  constructor(contentDir: string, private readonly db: Database, private readonly pollMs = 500) {
    super(contentDir);
  }

  /** Loads what was published and starts following other replicas' publishes. */
  async start(onError?: (error: unknown) => void): Promise<void> {
    await this.poll().catch((error: unknown) => onError?.(error));
    this.#timer = setInterval(() => {
      this.#polling ??= this.poll().catch((error: unknown) => onError?.(error)).finally(() => { this.#polling = null; });
    }, this.pollMs);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#polling;
  }

  /** Called with the dataset and its revision whenever this replica sees new content. */
  onChange(listener: (dataset: string, revision: number) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  override revision(dataset: string): number {
    return this.#overlays.get(dataset)?.revision ?? 0;
  }

  override documents(dataset: string): SanityDocument[] | null {
    const overlay = this.#overlays.get(dataset);
    if (!overlay) return this.seed(dataset);
    overlay.merged ??= merge(this.seed(dataset) ?? [], overlay.documents);
    return overlay.merged;
  }

  /** Reloads every dataset whose revision in the database differs from the one served here. */
  async poll(): Promise<void> {
    const rows = await this.db.query<{ dataset: string; revision: string | number }>('SELECT dataset, revision FROM content_revisions');
    for (const row of rows) {
      if (Number(row.revision) !== this.revision(row.dataset)) await this.#reload(row.dataset);
    }
  }

  /**
   * Applies a transaction of Sanity mutations to `dataset` atomically and persists it; resolves with the
   * results once this replica serves the new content (others follow within `pollMs`). `dryRun` reports
   * the results and keeps nothing.
   */
  async mutate(dataset: string, mutations: unknown, options: TransactionOptions & { dryRun?: boolean } = {}): Promise<TransactionOutcome> {
    if (options.dryRun) {
      const stored = await this.#stored(this.db, dataset, idsOf(mutations));
      return applyTransaction(mutations, (id) => this.#read(dataset, stored, id), options);
    }
    const outcome = await this.db.transaction(async (tx) => {
      // The upsert locks the dataset's revision row: transactions on one dataset run one after another.
      const [row] = await tx.query<{ revision: string | number }>(
        `INSERT INTO content_revisions (dataset, revision) VALUES ($1, 1)
         ON CONFLICT (dataset) DO UPDATE SET revision = content_revisions.revision + 1 RETURNING revision`,
        [dataset],
      );
      const stored = await this.#stored(tx, dataset, idsOf(mutations));
      const applied = applyTransaction(mutations, (id) => this.#read(dataset, stored, id), options);
      const changes = [...applied.changed].map(([id, document]) => ({ id, document }));
      await tx.query(
        `INSERT INTO content_documents (dataset, id, document, revision)
         SELECT $1, change.id, change.document, $3 FROM jsonb_to_recordset($2::jsonb) AS change(id text, document jsonb)
         ON CONFLICT (dataset, id) DO UPDATE SET document = EXCLUDED.document, revision = EXCLUDED.revision, updated_at = now()`,
        [dataset, JSON.stringify(changes), Number(row?.revision)],
      );
      return applied;
    });
    await this.#reload(dataset);
    return outcome;
  }

  /** The current stored rows of `ids` (a null document: deleted); ids without a row are absent. */
  async #stored(db: Pick<Database, 'query'>, dataset: string, ids: string[]): Promise<Map<string, SanityDocument | null>> {
    if (ids.length === 0) return new Map();
    const rows = await db.query<{ id: string; document: SanityDocument | null }>(
      'SELECT id, document FROM content_documents WHERE dataset = $1 AND id = ANY($2::text[])', [dataset, ids],
    );
    return new Map(rows.map((row) => [row.id, row.document]));
  }

  #read(dataset: string, stored: Map<string, SanityDocument | null>, id: string): SanityDocument | null {
    if (stored.has(id)) return stored.get(id) ?? null;
    return this.seed(dataset)?.find((document) => document._id === id) ?? null;
  }

  async #reload(dataset: string): Promise<void> {
    const [revisionRow] = await this.db.query<{ revision: string | number }>('SELECT revision FROM content_revisions WHERE dataset = $1', [dataset]);
    const rows = await this.db.query<{ id: string; document: SanityDocument | null }>(
      'SELECT id, document FROM content_documents WHERE dataset = $1 ORDER BY revision, id', [dataset],
    );
    const revision = Number(revisionRow?.revision ?? 0);
    if (revision === this.revision(dataset) && this.#overlays.has(dataset)) return;
    this.#overlays.set(dataset, { revision, documents: new Map(rows.map((row) => [row.id, row.document])), merged: null });
    for (const listener of this.#listeners) listener(dataset, revision);
  }
}

/** The seed with each published document in place of the seed's (deleted ones left out), new ones after. */
function merge(seed: SanityDocument[], published: Map<string, SanityDocument | null>): SanityDocument[] {
  const merged: SanityDocument[] = [];
  const seen = new Set<string>();
  for (const document of seed) {
    seen.add(document._id);
    if (!published.has(document._id)) merged.push(document);
    else {
      const replacement = published.get(document._id);
      if (replacement) merged.push(replacement);
    }
  }
  for (const [id, document] of published) if (document && !seen.has(id)) merged.push(document);
  return merged;
}
