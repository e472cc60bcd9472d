/**
 * A database that is gone: every call fails the way a closed PGlite does. For suites whose endpoints
 * never touch the database (opening a real PGlite costs seconds), and for the 503 path.
 */
import type { Database } from '../../../server/db/database.ts';

export function unavailableDatabase(): Database {
  const gone = async (): Promise<never> => {
    throw new Error('PGlite is closed');
  };
  return { kind: 'pglite', query: gone, transaction: gone, exec: gone, close: async () => {} };
}
