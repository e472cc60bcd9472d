/** The real app over a test database, listening on loopback (load, faults and security suites). */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { importCatalogueFile } from '../../../server/catalogue/catalogue.ts';
import type { ServerConfig } from '../../../server/config.ts';
import type { Database } from '../../../server/db/database.ts';
import { testConfig } from '../../../server/test-support/app.ts';
import type { TestDb, TestDbTarget } from '../../../server/test-support/test-db.ts';

export interface RunningServer {
  app: FastifyInstance;
  db: Database;
  url: string;
  config: ServerConfig;
  close(): Promise<void>;
}

/** How long a test server may take to answer its element queries from memory (`/health` 200). */
const WARM_TIMEOUT_MS = 60_000;

/**
 * Listens on 127.0.0.1 on a free port and resolves once `/health` says the server is warm, as a load
 * balancer would wait; `close` stops the app but leaves the database to its owner.
 */
export async function listen(db: Database, overrides: Partial<ServerConfig> = {}): Promise<RunningServer> {
  const config = testConfig(overrides);
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + WARM_TIMEOUT_MS;
  for (;;) {
    const health = await fetch(`${url}/health`);
    await health.arrayBuffer();
    if (health.status === 200) break;
    if (Date.now() > until) {
      await app.close();
      throw new Error(`the server was not warm within ${WARM_TIMEOUT_MS / 1000} s (/health ${health.status})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { app, db, url, config, close: () => app.close() };
}

export interface ServedDb extends RunningServer {
  testDb: TestDb;
}

/** A fresh database of the target (PGlite on disk, as in production), the catalogue, and the app. */
export async function serveFresh(target: TestDbTarget, overrides: Partial<ServerConfig> = {}): Promise<ServedDb> {
  const testDb = await target.open({ persistent: true });
  try {
    await importCatalogueFile(testDb.db, testConfig().cataloguePath);
    const server = await listen(testDb.db, overrides);
    return {
      ...server,
      testDb,
      async close() {
        await server.close();
        await testDb.dispose();
      },
    };
  } catch (error) {
    await testDb.dispose();
    throw error;
  }
}
