/** `npm start`: the whole product on one port: demo page, element, content API, backend, AI composer. */
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { importCatalogueFile } from './catalogue/catalogue.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrations.ts';
import { Lifecycle } from './lifecycle.ts';

/** Past this, a stop that has not finished is cut short (exit status 1). */
const FORCE_EXIT_MS = 10_000;

const config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    // A setting that cannot work (a weak INSIGHTS_TOKEN, a malformed CORS origin): say which, and do not start.
    console.error(`Not starting: ${(error as Error).message}`);
    process.exit(1);
  }
})();
const db = await openDatabase(config);
await migrate(db);
const catalogue = await importCatalogueFile(db, config.cataloguePath).catch((error: unknown) => {
  console.error(`Catalogue not loaded: ${(error as Error).message}`);
  return null;
});
const lifecycle = new Lifecycle();
const app = await buildApp({ config, db, lifecycle });
if (catalogue) {
  for (const warning of catalogue.warnings) app.log.warn(warning);
  app.log.info(`catalogue ${catalogue.status}: ${catalogue.count} perfumes`);
}

let closing = false;
/**
 * Drains (health 503 for SHUTDOWN_DRAIN_MS), stops accepting, lets in-flight requests finish, closes
 * the database, exits 0 (docs/scaling.md).
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: draining for ${config.shutdownDrainMs} ms, then finishing in-flight requests`);
  const force = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.shutdownDrainMs + FORCE_EXIT_MS);
  force.unref();
  let status = 0;
  lifecycle.drain();
  if (config.shutdownDrainMs > 0) await sleep(config.shutdownDrainMs);
  try {
    await app.close();
  } catch (error) {
    status = 1;
    app.log.error({ err: error }, 'closing the server failed');
  }
  try {
    await db.close();
  } catch (error) {
    status = 1;
    app.log.error({ err: error }, 'closing the database failed');
  }
  clearTimeout(force);
  app.log.info(`${signal}: stopped`);
  process.exit(status);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
app.log.info(`fragrance quiz on http://localhost:${config.port} (${db.kind}${config.ai ? ', AI provider' : ', built-in composer'})`);
