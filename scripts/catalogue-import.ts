/**
 * Imports a fragrance catalogue file into the server's database (the one `npm start` uses).
 *
 *   npm run catalogue:import -- [FILE]
 *
 * FILE defaults to `CATALOGUE_PATH` (or the shipped data/fragrances.json). The import is
 * all or nothing: a malformed file exits 1 with an error naming the item, and the catalogue already
 * in the database stays as it was. Importing the same file again changes nothing.
 */
import { resolve } from 'node:path';
import { CatalogueError, importCatalogueFile } from '../server/catalogue/catalogue.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrations.ts';

const config = loadConfig();
const file = process.argv[2] ? resolve(process.argv[2]) : config.cataloguePath;

const db = await openDatabase(config);
let exitCode = 0;
try {
  await migrate(db);
  const outcome = await importCatalogueFile(db, file);
  for (const warning of outcome.warnings) console.warn(`warning: ${warning}`);
  console.log(outcome.status === 'unchanged'
    ? `Catalogue unchanged: ${outcome.count} perfumes already imported from ${file}`
    : `Imported ${outcome.count} perfumes from ${file}`);
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (error instanceof CatalogueError) console.error(`Catalogue not imported: ${error.message}`);
  else if (code === 'ENOENT') console.error(`Catalogue not imported: ${file} does not exist`);
  else console.error('Catalogue not imported:', error);
  exitCode = 1;
} finally {
  await db.close();
}
process.exit(exitCode);
