/**
 * GET /health, for load balancers: a database round trip and the content warm-up (server/content/warm-up.ts).
 * 503 while the server drains, while its database does not answer, and while it warms up (at most
 * WARM_UP_HOLD_MS), so a balancer sends shoppers only to a replica that can answer them at once.
 */
import type { FastifyInstance } from 'fastify';
import type { ContentWarmUp } from '../content/warm-up.ts';
import type { Database } from '../db/database.ts';
import type { Lifecycle } from '../lifecycle.ts';

export function registerHealthRoutes(app: FastifyInstance, db: Database, lifecycle: Lifecycle, warmUp: ContentWarmUp): void {
  app.get('/health', async (_request, reply) => {
    const facts = { database: db.kind, content: warmUp.state };
    if (lifecycle.draining) return reply.code(503).send({ status: 'draining', ...facts });
    if (warmUp.state === 'warming') return reply.code(503).send({ status: 'warming', ...facts });
    try {
      await db.query('SELECT 1');
      return { status: 'ok', ...facts };
    } catch {
      return reply.code(503).send({ status: 'unavailable', ...facts });
    }
  });
}
