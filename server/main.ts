/** `npm start`: the whole product on one port: demo page, element, content API, backend, AI composer. */
import { buildApp } from './app.ts';
import { importCatalogueFile } from './catalogue/catalogue.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrate } from './db/migrations.ts';

const config = loadConfig();
const db = await openDatabase(config);
await migrate(db);
const catalogue = await importCatalogueFile(db, config.cataloguePath).catch((error: unknown) => {
  console.error(`Catalogue not loaded: ${(error as Error).message}`);
  return null;
});
const app = await buildApp({ config, db });
if (catalogue) {
  for (const warning of catalogue.warnings) app.log.warn(warning);
  app.log.info(`catalogue ${catalogue.status}: ${catalogue.count} perfumes`);
}

let closing = false;
/** Stops taking connections, lets in-flight requests finish (bounded), then closes the database. */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing in-flight requests`);
  const force = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, 10_000);
  force.unref();
  let status = 0;
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
  process.exit(status);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
app.log.info(`fragrance quiz on http://localhost:${config.port} (${db.kind}${config.ai ? ', AI provider' : ', built-in composer'})`);
