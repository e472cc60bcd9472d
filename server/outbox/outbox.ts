/**
 * The durable outbox: messages to other systems (e-mail, Klaviyo, Shopify, …) written in the same
 * transaction as the data they are about, then delivered by a worker in every replica, with retries.
 *
 * Usage (the whole API):
 * ```ts
 * // 1. In the caller's transaction (or on the db itself): at most one message per key, ever.
 * await enqueue(tx, { kind: 'results-email', key: `results-email:${quizId}:${email}`, subject: email, payload });
 * // 2. Once per process: a handler per kind. A handler must be idempotent by `message.key`: after a crash
 * //    mid-send the message is handed out again once its lease runs out.
 * const worker = startOutboxWorker(db, { 'results-email': async (message) => ({ ok: true }) }, { log });
 * worker.kick();        // after an enqueue: look now rather than at the next poll
 * await worker.stop();  // on shutdown: waits for the messages in hand
 * ```
 * A handler answers `{ok: true}`, or `{ok: false, error, retryAfterMs?, permanent?}`: retried with
 * exponential backoff (or after exactly `retryAfterMs`, e.g. a 429's `Retry-After`) up to `maxAttempts`,
 * then `failed`; `permanent` fails at once. A thrown error counts as a retryable failure.
 *
 * Claiming is one `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)`: replicas never take the
 * same row, on PostgreSQL and PGlite alike. A claimed row is `sending` with a lease; a row whose lease
 * ran out (its replica died) is due again. Rows are `sent`/`failed` afterwards and purged after
 * `OUTBOX_KEEP_DAYS`. Errors are stored and logged without e-mail addresses.
 */
import type { Database, Queryable } from '../db/database.ts';

export interface OutboxMessage<Payload = unknown> {
  id: string;
  kind: string;
  key: string;
  /** The normalised e-mail address the message is about, or '' (erasure finds messages by it). */
  subject: string;
  payload: Payload;
  /** 1 on the first try. */
  attempt: number;
}

export type HandlerResult = { ok: true } | { ok: false; error: string; retryAfterMs?: number; permanent?: boolean };
export type OutboxHandler = (message: OutboxMessage) => Promise<HandlerResult>;

export interface NewMessage {
  kind: string;
  /** Unique for ever: a second enqueue with the same key does nothing. */
  key: string;
  subject?: string;
  payload: unknown;
  /** Delay before the first attempt. */
  delayMs?: number;
}

/** Adds a message unless one with its key exists; true when added. Runs on `tx` (the caller's transaction). */
export async function enqueue(tx: Queryable, message: NewMessage): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO outbox (kind, idempotency_key, subject, payload, next_attempt_at)
     VALUES ($1, $2, $3, $4::jsonb, now() + ($5::text || ' milliseconds')::interval)
     ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
    [message.kind, message.key, message.subject ?? '', JSON.stringify(message.payload), String(Math.max(0, Math.round(message.delayMs ?? 0)))],
  );
  return rows.length === 1;
}

export interface WorkerOptions {
  /** How long a claimed message is reserved; a handler must finish well within it. Default 5 min. */
  leaseMs?: number;
  /** How often the worker looks for due messages when nothing kicks it. Default 2 s. */
  pollMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  /** Delay before retry number `attempt` (1 = the first retry). Default 10 s × 2^(attempt−1), at most 6 h. */
  backoffMs?: (attempt: number) => number;
  log?: { info: (message: string) => void; warn: (message: string) => void; error: (message: string) => void };
}

export interface OutboxWorker {
  /** Look for due messages now. */
  kick(): void;
  /** Claims and handles one batch; resolves with how many messages it handled. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the batch in hand. */
  stop(): Promise<void>;
}

export const DEFAULT_LEASE_MS = 5 * 60_000;
export const DEFAULT_MAX_ATTEMPTS = 10;
const MAX_BACKOFF_MS = 6 * 3_600_000;

export const defaultBackoff = (attempt: number): number => Math.min(MAX_BACKOFF_MS, 10_000 * 2 ** Math.max(0, attempt - 1));

const EMAIL = /[^\s<>()"',;:]+@[^\s<>()"',;:]+/g;
/** An error as it may be stored and logged: no e-mail address, one line, bounded. */
export function redactError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.replace(EMAIL, '[address]').replace(/\s+/g, ' ').slice(0, 500);
}

interface ClaimedRow {
  id: string;
  kind: string;
  idempotency_key: string;
  subject: string;
  payload: unknown;
  attempts: number;
}

export function startOutboxWorker(db: Database, handlers: Readonly<Record<string, OutboxHandler>>, options: WorkerOptions = {}): OutboxWorker {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const pollMs = options.pollMs ?? 2_000;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const backoff = options.backoffMs ?? defaultBackoff;
  const log = options.log;
  const kinds = Object.keys(handlers);
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<number> | null = null;
  let again = false;

  async function claim(): Promise<ClaimedRow[]> {
    return db.query<ClaimedRow>(
      `UPDATE outbox SET state = 'sending', attempts = attempts + 1,
         lease_until = now() + ($1::text || ' milliseconds')::interval
       WHERE id IN (
         SELECT id FROM outbox
         WHERE kind = ANY($2::text[])
           AND ((state = 'pending' AND next_attempt_at <= now()) OR (state = 'sending' AND lease_until <= now()))
         ORDER BY next_attempt_at, id
         LIMIT $3
         FOR UPDATE SKIP LOCKED)
       RETURNING id::text AS id, kind, idempotency_key, subject, payload, attempts`,
      [String(leaseMs), kinds, batchSize],
    );
  }

  async function settle(row: ClaimedRow, result: HandlerResult): Promise<void> {
    // `attempts = $2` fences a late answer: if the lease ran out and another try took the row, this one is void.
    if (result.ok) {
      await db.query(
        `UPDATE outbox SET state = 'sent', done_at = now(), lease_until = NULL, last_error = ''
         WHERE id = $1 AND state = 'sending' AND attempts = $2`,
        [row.id, row.attempts],
      );
      return;
    }
    const error = redactError(result.error);
    const giveUp = result.permanent === true || row.attempts >= maxAttempts;
    const delay = result.retryAfterMs !== undefined && Number.isFinite(result.retryAfterMs) ? Math.max(0, result.retryAfterMs) : backoff(row.attempts);
    await db.query(
      `UPDATE outbox SET state = $3, last_error = $4, lease_until = NULL,
         next_attempt_at = now() + ($5::text || ' milliseconds')::interval, done_at = CASE WHEN $3 = 'failed' THEN now() END
       WHERE id = $1 AND state = 'sending' AND attempts = $2`,
      [row.id, row.attempts, giveUp ? 'failed' : 'pending', error, String(Math.round(delay))],
    );
    const what = `outbox ${row.kind} #${row.id} attempt ${row.attempts}`;
    if (giveUp) log?.error(`${what} failed for good: ${error}`);
    else log?.warn(`${what} failed, retry in ${Math.round(delay / 1000)} s: ${error}`);
  }

  async function handle(row: ClaimedRow): Promise<void> {
    const handler = handlers[row.kind];
    let result: HandlerResult;
    try {
      result = handler
        ? await handler({ id: row.id, kind: row.kind, key: row.idempotency_key, subject: row.subject, payload: row.payload, attempt: row.attempts })
        : { ok: false, error: `no handler for ${row.kind}`, permanent: true };
    } catch (error) {
      result = { ok: false, error: redactError(error) };
    }
    await settle(row, result);
  }

  async function runOnce(): Promise<number> {
    if (kinds.length === 0) return 0;
    const rows = await claim();
    await Promise.all(rows.map(handle));
    return rows.length;
  }

  function schedule(delay: number): void {
    if (stopped || timer !== null) return;
    timer = setTimeout(() => {
      timer = null;
      loop();
    }, delay);
    timer.unref();
  }

  function loop(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce();
    running.then((handled) => {
      running = null;
      const more = handled >= batchSize || again;
      again = false;
      schedule(more ? 0 : pollMs);
    }, (error: unknown) => {
      running = null;
      again = false;
      log?.warn(`outbox: ${redactError(error)}`);
      schedule(pollMs);
    });
  }

  schedule(0);
  return {
    kick() {
      if (timer !== null) {
        clearTimeout(timer);
        timer = null;
      }
      loop();
    },
    runOnce,
    async stop() {
      stopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await running?.catch(() => 0);
    },
  };
}

/** Deletes delivered and failed messages older than `days`; returns how many. */
export async function purgeOutbox(db: Queryable, days: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM outbox WHERE state IN ('sent', 'failed') AND done_at < now() - ($1::text || ' days')::interval RETURNING id`,
    [String(days)],
  );
  return rows.length;
}

/** Deletes every message about `subject` (an erasure); returns how many. */
export async function deleteOutboxFor(db: Queryable, subject: string): Promise<number> {
  if (!subject) return 0;
  return (await db.query('DELETE FROM outbox WHERE subject = $1 RETURNING id', [subject])).length;
}
