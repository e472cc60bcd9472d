/**
 * Group commit for one kind of row: writes that arrive together go to the database as one statement, and
 * each caller's promise settles only once the statement holding its row has committed, so a request is
 * acknowledged only for a durable row (docs/scaling.md "Batched writes"). While a batch is being
 * written the next one gathers, so the batches grow with the load and a quiet server writes at once.
 */

export interface WriteBatcherOptions {
  /** Rows in one statement at most. */
  maxRows?: number;
  /** Statements being written at once (PGlite has one connection: 1). */
  concurrency?: number;
  /** Errors for which retrying row by row is pointless (the database is gone): the whole batch fails. */
  isFatal?: (error: unknown) => boolean;
}

interface Pending<Row> {
  row: Row;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export class WriteBatcher<Row> {
  readonly #queue: Array<Pending<Row>> = [];
  readonly #maxRows: number;
  readonly #concurrency: number;
  readonly #isFatal: (error: unknown) => boolean;
  #writing = 0;
  #scheduled = false;

  /** `write` stores every row it is given in one transaction (one statement), or throws. */
  constructor(private readonly write: (rows: Row[]) => Promise<void>, options: WriteBatcherOptions = {}) {
    this.#maxRows = Math.max(1, options.maxRows ?? 200);
    this.#concurrency = Math.max(1, options.concurrency ?? 1);
    this.#isFatal = options.isFatal ?? (() => false);
  }

  /** Resolves once `row` is committed; rejects with the database's error if it was not stored. */
  add(row: Row): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#queue.push({ row, resolve, reject });
      // Requests read in the same turn of the event loop share the first statement.
      if (!this.#scheduled) {
        this.#scheduled = true;
        setImmediate(() => {
          this.#scheduled = false;
          this.#drain();
        });
      }
    });
  }

  /** Rows waiting for a statement (not yet being written). */
  get waiting(): number {
    return this.#queue.length;
  }

  #drain(): void {
    while (this.#writing < this.#concurrency && this.#queue.length > 0) {
      const batch = this.#queue.splice(0, this.#maxRows);
      this.#writing += 1;
      void this.#writeBatch(batch).finally(() => {
        this.#writing -= 1;
        this.#drain();
      });
    }
  }

  async #writeBatch(batch: Array<Pending<Row>>): Promise<void> {
    try {
      await this.write(batch.map((pending) => pending.row));
      for (const pending of batch) pending.resolve();
    } catch (error) {
      if (batch.length === 1 || this.#isFatal(error)) {
        for (const pending of batch) pending.reject(error);
        return;
      }
      // Nothing of the batch was stored: each row again on its own, so one bad row fails only its request.
      for (const pending of batch) {
        await this.write([pending.row]).then(pending.resolve, pending.reject);
      }
    }
  }
}
