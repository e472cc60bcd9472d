/**
 * The content of a real Sanity project (`SANITY_PROJECT_ID`), for a backend whose element reads that
 * project (`project-id`): the server validates, labels and recommends from the same published documents.
 * Each dataset is fetched through `@sanity/client` when first needed and again when the project's signed
 * webhook says it changed (POST /webhooks/sanity, ../routes/webhooks-sanity.ts), when another replica got
 * that webhook (the `content_revisions` row `sanity:<dataset>` moves), and every `refreshMs` as a fallback.
 * Until a dataset's first answer, the seed files stand in.
 */
import { createClient, type SanityClient } from '@sanity/client';
import type { Database } from '../db/database.ts';
import { DatasetStore } from './datasets.ts';
import type { SanityDocument } from './datasets.ts';

export interface SanityProjectOptions {
  projectId: string;
  /** A read token, for a private dataset. */
  token?: string | undefined;
  /** Tests point this at a stand-in API; default Sanity's. */
  apiHost?: string | undefined;
  refreshMs: number;
  pollMs: number;
}

/** Everything but system documents, published only (the element's perspective). */
const ALL_DOCUMENTS = '*[!(_id in path("_.**"))]';
const revisionKey = (dataset: string) => `sanity:${dataset}`;

export class SanityProjectStore extends DatasetStore {
  readonly #documents = new Map<string, SanityDocument[]>();
  readonly #revisions = new Map<string, number>();
  readonly #clients = new Map<string, SanityClient>();
  readonly #loading = new Map<string, Promise<void>>();
  readonly #timers: NodeJS.Timeout[] = [];
  #changes = 0;

  constructor(contentDir: string, private readonly db: Database, private readonly options: SanityProjectOptions, private readonly onError: (error: unknown) => void = () => {}) {
    super(contentDir);
  }

  async start(datasets: string[]): Promise<void> {
    await Promise.all(datasets.map((dataset) => this.refresh(dataset).catch(this.onError)));
    const every = (ms: number, work: () => Promise<void>) => {
      const timer = setInterval(() => void work().catch(this.onError), ms);
      timer.unref();
      this.#timers.push(timer);
    };
    every(this.options.refreshMs, () => Promise.all([...this.#documents.keys()].map((dataset) => this.refresh(dataset))).then(() => {}));
    every(this.options.pollMs, () => this.#followOtherReplicas());
  }

  stop(): void {
    for (const timer of this.#timers.splice(0)) clearInterval(timer);
  }

  override documents(dataset: string): SanityDocument[] | null {
    const fetched = this.#documents.get(dataset);
    if (fetched) return fetched;
    if (this.isValidName(dataset) && !this.#loading.has(dataset)) void this.refresh(dataset).catch(this.onError);
    return this.seed(dataset);
  }

  override revision(dataset: string): number {
    return this.#documents.has(dataset) ? this.#changes : 0;
  }

  /** Fetches the dataset's published documents again (one fetch at a time per dataset). */
  refresh(dataset: string): Promise<void> {
    const running = this.#loading.get(dataset);
    if (running) return running;
    const work = this.#client(dataset).fetch<SanityDocument[]>(ALL_DOCUMENTS, {}, { perspective: 'published' }).then((documents) => {
      if (!Array.isArray(documents)) throw new Error(`Sanity project ${this.options.projectId}: dataset "${dataset}" answered no document list`);
      this.#changes += 1;
      this.#documents.set(dataset, documents);
    }).finally(() => this.#loading.delete(dataset));
    this.#loading.set(dataset, work);
    return work;
  }

  /** The webhook: fetch again here, and tell the other replicas through the database. */
  async changed(dataset: string): Promise<void> {
    await this.refresh(dataset);
    const [row] = await this.db.query<{ revision: string | number }>(
      `INSERT INTO content_revisions (dataset, revision) VALUES ($1, 1)
       ON CONFLICT (dataset) DO UPDATE SET revision = content_revisions.revision + 1 RETURNING revision`,
      [revisionKey(dataset)],
    );
    this.#revisions.set(dataset, Number(row?.revision));
  }

  async #followOtherReplicas(): Promise<void> {
    const rows = await this.db.query<{ dataset: string; revision: string | number }>(
      "SELECT dataset, revision FROM content_revisions WHERE dataset LIKE 'sanity:%'",
    );
    for (const row of rows) {
      const dataset = row.dataset.slice('sanity:'.length);
      const revision = Number(row.revision);
      if (this.#revisions.get(dataset) === revision) continue;
      this.#revisions.set(dataset, revision);
      if (this.#documents.has(dataset)) await this.refresh(dataset);
    }
  }

  #client(dataset: string): SanityClient {
    let client = this.#clients.get(dataset);
    if (!client) {
      const { projectId, token, apiHost } = this.options;
      client = createClient({
        projectId, dataset, apiVersion: '2024-04-01', useCdn: false, perspective: 'published',
        ...(token ? { token } : {}), ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
      });
      this.#clients.set(dataset, client);
    }
    return client;
  }
}
