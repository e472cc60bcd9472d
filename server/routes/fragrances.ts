/** POST /fragrances {start, limit}: one page of the catalogue (spec §7.1). */
import type { FastifyInstance } from 'fastify';
import { CATALOGUE_PAGE_SIZE } from '../../src/core/constants.ts';
import { cataloguePage, catalogueVersion } from '../catalogue/catalogue.ts';
import type { Database } from '../db/database.ts';

const bodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['start', 'limit'],
  properties: {
    start: { type: 'integer', minimum: 0, maximum: 10_000_000 },
    limit: { type: 'integer', minimum: 1, maximum: CATALOGUE_PAGE_SIZE },
  },
} as const;

export function registerFragranceRoutes(app: FastifyInstance, db: Database): void {
  let version: Promise<string> | null = null;
  app.post<{ Body: { start: number; limit: number } }>('/fragrances', { schema: { body: bodySchema } }, async (request, reply) => {
    const { start, limit } = request.body;
    version ??= catalogueVersion(db).catch((error: unknown) => { version = null; throw error; });
    const [items, etag] = await Promise.all([cataloguePage(db, start, limit), version]);
    return reply
      .header('cache-control', 'public, max-age=300, s-maxage=3600, stale-while-revalidate=86400')
      .header('etag', `"${etag}-${start}-${limit}"`)
      .send(items);
  });
}
