/** GET /health: liveness plus a database round trip, for load balancers; 503 while the server drains. */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Lifecycle } from '../lifecycle.ts';

export function registerHealthRoutes(app: FastifyInstance, db: Database, lifecycle: Lifecycle): void {
  app.get('/health', async (_request, reply) => {
    if (lifecycle.draining) return reply.code(503).send({ status: 'draining', database: db.kind });
    try {
      await db.query('SELECT 1');
      return { status: 'ok', database: db.kind };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: db.kind });
    }
  });
}
