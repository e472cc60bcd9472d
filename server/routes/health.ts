/** GET /health: liveness plus a database round trip, for load balancers. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';

export function registerHealthRoutes(app: FastifyInstance, db: Database): void {
  app.get('/health', async (_request, reply) => {
    try {
      await db.query('SELECT 1');
      return { status: 'ok', database: db.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: db.kind });
    }
  });
}
