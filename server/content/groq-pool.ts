/**
 * GROQ evaluation off the event loop: a small pool of worker threads, each holding the datasets it was
 * sent. A query gets a time budget from the moment a worker takes it; past it the worker is terminated
 * (V8 stops the running evaluation), a fresh one replaces it, and the caller gets `overBudget`. The main
 * thread keeps answering other requests throughout (docs/scaling.md).
 */
import { Worker } from 'node:worker_threads';
import type { Evaluation } from './groq-eval.mjs';

export type PoolOutcome =
  | Evaluation
  | { ok: false; overBudget: true; budgetMs: number }
  | { ok: false; busy: true }
  | { ok: false; crashed: string };

export interface PoolTask {
  dataset: string;
  documents: unknown[];
  query: string;
  params: Record<string, unknown>;
  budgetMs: number;
  /** Who asked (the client's address): one client holds at most `maxPerClient` workers at once. */
  client?: string;
  /** Refuse the query when its cost estimate over the documents passes the limit (query-cost.mjs). */
  checkCost?: boolean;
}

interface Queued extends PoolTask {
  resolve(outcome: PoolOutcome): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** The client whose over-budget query this worker replaces: booting, it counts as theirs. */
  bootingFor?: string;
  /** The documents each dataset was last sent with (sent again once the content changed). */
  datasets: Map<string, unknown[]>;
  task: (Queued & { id: number; timer: NodeJS.Timeout }) | null;
}

export interface PoolOptions {
  size: number;
  /** Tasks waiting for a worker beyond this are answered `busy` at once. */
  maxQueue: number;
  /** Heap of one worker: a query that builds a huge result fails instead of exhausting memory. */
  maxHeapMb?: number;
  /** Workers one client may hold at once (default: all but one), so another client always finds one. */
  maxPerClient?: number;
}

const WORKER_URL = new URL('./groq-worker.mjs', import.meta.url);

export class GroqPool {
  readonly #slots: Slot[] = [];
  readonly #queue: Queued[] = [];
  #nextId = 1;
  #closed = false;

  constructor(private readonly options: PoolOptions) {}

  run(task: PoolTask): Promise<PoolOutcome> {
    if (this.#closed) return Promise.resolve({ ok: false, busy: true });
    if (this.#queue.length >= this.options.maxQueue) return Promise.resolve({ ok: false, busy: true });
    // Every worker starts with the first query: when one is terminated over its budget, a booted one
    // takes the next query while the replacement boots (booting takes a second on a busy machine).
    while (this.#slots.length < this.options.size) this.#spawn();
    return new Promise((resolve) => {
      this.#queue.push({ ...task, resolve });
      this.#dispatch();
    });
  }

  /** Workers alive now (for tests and figures). */
  get workers(): number {
    return this.#slots.length;
  }

  async close(): Promise<void> {
    this.#closed = true;
    for (const queued of this.#queue.splice(0)) queued.resolve({ ok: false, busy: true });
    await Promise.all(this.#slots.splice(0).map((slot) => {
      if (slot.task) {
        clearTimeout(slot.task.timer);
        slot.task.resolve({ ok: false, busy: true });
      }
      return slot.worker.terminate();
    }));
  }

  #spawn(bootingFor?: string): Slot {
    const worker = new Worker(WORKER_URL, { resourceLimits: { maxOldGenerationSizeMb: this.options.maxHeapMb ?? 256 } });
    worker.unref();
    const slot: Slot = { worker, ready: false, datasets: new Map(), task: null, ...(bootingFor !== undefined ? { bootingFor } : {}) };
    worker.on('message', (message: { ready?: true; id?: number; outcome?: Evaluation }) => {
      if (message.ready) {
        slot.ready = true;
        delete slot.bootingFor;
      }
      else if (slot.task && message.id === slot.task.id && message.outcome) {
        clearTimeout(slot.task.timer);
        const { resolve } = slot.task;
        slot.task = null;
        resolve(message.outcome);
      }
      this.#dispatch();
    });
    worker.on('error', (error) => this.#replace(slot, { ok: false, crashed: error.message }));
    worker.on('exit', () => this.#replace(slot, { ok: false, crashed: 'the evaluation worker stopped' }));
    this.#slots.push(slot);
    return slot;
  }

  /** Drops a worker (over budget, crashed or exited), answers its task, and lets a fresh one take over. */
  #replace(slot: Slot, outcome: PoolOutcome): void {
    const index = this.#slots.indexOf(slot);
    if (index === -1) return;
    this.#slots.splice(index, 1);
    const client = slot.task?.client;
    if (slot.task) {
      clearTimeout(slot.task.timer);
      slot.task.resolve(outcome);
      slot.task = null;
    }
    void slot.worker.terminate();
    if (this.#closed) return;
    // The replacement starts now, so that the next query does not wait for a worker to boot. While it
    // boots it counts against the client whose query was stopped: looping over-budget queries cannot
    // keep every worker booting.
    if (this.#slots.length < this.options.size) this.#spawn(client);
    this.#dispatch();
  }

  /** The first queued task whose client holds fewer workers than its share (oldest first). */
  #nextIndex(): number {
    const limit = this.options.maxPerClient ?? Math.max(1, this.options.size - 1);
    const running = new Map<string, number>();
    for (const slot of this.#slots) {
      const client = slot.task?.client ?? slot.bootingFor;
      if (client !== undefined) running.set(client, (running.get(client) ?? 0) + 1);
    }
    return this.#queue.findIndex((task) => task.client === undefined || (running.get(task.client) ?? 0) < limit);
  }

  #dispatch(): void {
    while (this.#queue.length > 0 && !this.#closed) {
      const slot = this.#slots.find((candidate) => candidate.ready && !candidate.task);
      if (!slot) {
        if (this.#slots.length < this.options.size) {
          this.#spawn();
          continue;
        }
        return;
      }
      const index = this.#nextIndex();
      if (index === -1) return;
      const next = this.#queue.splice(index, 1)[0] as Queued;
      if (slot.datasets.get(next.dataset) !== next.documents) {
        slot.worker.postMessage({ type: 'dataset', name: next.dataset, documents: next.documents });
        slot.datasets.set(next.dataset, next.documents);
      }
      const id = this.#nextId++;
      const timer = setTimeout(() => this.#replace(slot, { ok: false, overBudget: true, budgetMs: next.budgetMs }), next.budgetMs);
      slot.task = { ...next, id, timer };
      slot.worker.postMessage({ type: 'query', id, dataset: next.dataset, query: next.query, params: next.params, checkCost: next.checkCost ?? true });
    }
  }
}
