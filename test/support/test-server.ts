/** A real backend for the browser tests: in-memory PGlite, the seed content, the catalogue. */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { importCatalogueFile } from '../../server/catalogue/catalogue.ts';
import { loadConfig, type ServerConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/database.ts';
import { openMigratedPglite } from '../../server/test-support/test-db.ts';

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  url: string;
  config: ServerConfig;
}

export async function startTestServer(overrides: Partial<ServerConfig> = {}, env: NodeJS.ProcessEnv = {}): Promise<TestServer> {
  const config = { ...loadConfig({ ...env, LOG_LEVEL: 'silent' }), ...overrides };
  const db = await openMigratedPglite();
  await importCatalogueFile(db, config.cataloguePath);
  const app = await buildApp({ config, db, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, db, url: `http://127.0.0.1:${port}`, config };
}
