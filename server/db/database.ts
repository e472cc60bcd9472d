/**
 * One SQL interface over two engines: embedded PGlite (default) and a PostgreSQL server (`DATABASE_URL`).
 * Both speak PostgreSQL, so the schema and every query are the same.
 */
import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { TurnQueue } from './turn-queue.ts';

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements separated by semicolons (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {
  override readonly name = 'DatabaseUnavailableError';
}

/** Connection-level failures of PostgreSQL that mean "try again later", not "bad request". */
export function isUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string'
    && (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08006', '08003', '08001'].includes(code));
}

export async function openPglite(dataDir: string | null): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? new PGlite(dataDir) : new PGlite();
  await db.waitReady;
  return pgliteDatabase(db);
}

/** The Database interface over an open PGlite instance. */
export function pgliteDatabase(db: PGlite): Database {
  const wrap = (q: { query: typeof db.query }): Queryable => ({
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await q.query<Row>(sql, params);
      return result.rows;
    },
  });
  // One connection: a transaction is one unit, its own statements run inside it.
  const turns = new TurnQueue();
  const direct = wrap(db);
  return {
    kind: 'pglite',
    query: (sql, params) => turns.run(() => direct.query(sql, params)),
    transaction: (work) => turns.run(() => db.transaction((tx) => work(wrap(tx)))),
    exec: (sql) => turns.run(async () => { await db.exec(sql); }),
    // After the work queued before it, as PGlite's own lock would order it.
    close: () => turns.run(() => db.close()),
  };
}

/** Connections per process: N replicas need N × this below PostgreSQL's max_connections (default 100). */
export const DEFAULT_PG_POOL_MAX = 20;

export async function openPostgres(connectionString: string, poolMax = DEFAULT_PG_POOL_MAX): Promise<Database> {
  const { default: pg } = await import('pg');
  // The timeout also bounds the wait for a free connection: generous, so a burst queues instead of failing.
  // jit=off: compiling the insights reports' plans took longer than running them (the variants report:
  // 820 of 1,369 ms under EXPLAIN ANALYZE on 100,000 orders; 224 ms without).
  const pool = new pg.Pool({ connectionString, max: poolMax, connectionTimeoutMillis: 10_000, options: '-c jit=off' });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  const query = async <Row>(sql: string, params: unknown[] = []): Promise<Row[]> => {
    const result = await pool.query(sql, params);
    return result.rows as Row[];
  };
  return {
    kind: 'postgres',
    query,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await work({
          async query<Row>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as Row[];
          },
        });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => { await pool.query(sql); },
    close: () => pool.end(),
  };
}

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string | null; pgPoolMax?: number }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options.pgPoolMax) : openPglite(options.dataDir);
}
